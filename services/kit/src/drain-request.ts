import type { IncomingMessage } from 'node:http';

/** Largest remainder of a refused body read and discarded so that its answer arrives. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * After answering a request whose body was not read to the end (too large by its
 * Content-Length, refused early), reads and discards the rest. A server that closes a socket
 * with unread data makes the kernel reset it, and a client still sending its body (or a proxy
 * relaying it) then sees ECONNRESET instead of the answer. So the connection is not closed with
 * the answer (`Connection: close` makes Node destroy the socket as soon as the answer is
 * written): it stays open while the rest arrives, and is kept alive after. Beyond
 * DRAIN_LIMIT_BYTES the connection is cut.
 */
export function drainRequest(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) req.destroy();
  };
  // Body parsers unpipe and pause the stream when they give up: resume it.
  req.unpipe();
  req.on('data', onData);
  req.resume();
}
