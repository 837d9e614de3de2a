import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest remainder of a refused body read and discarded so that its answer arrives. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * After answering a request whose body was not read to the end (too large, refused early),
 * reads and discards the rest. A server that closes a socket with unread data makes the kernel
 * reset it, and a client still sending its body then sees ECONNRESET instead of the answer.
 * Beyond DRAIN_LIMIT_BYTES the connection is cut.
 */
export function drainRequest(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.destroyed) return;
  res.setHeader('connection', 'close');
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
