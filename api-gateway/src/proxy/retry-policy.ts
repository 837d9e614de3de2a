// When the gateway sends a call to a service once more, after the first attempt failed before
// any answer came: a service's address stands for its replicas (a balancer, a Kubernetes
// Service), so the second attempt reaches a live one while the dead one leaves the rotation.
// A write that may have reached a service is sent again only when a repeat cannot apply it twice.
import { isSafeMethod } from '../safe-methods';

/** Error codes of a connection that failed before the request was written: nothing reached a server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** The connection failed while it was being opened (refused, reset or timed out on connect). */
export function neverSent(error: Error & { code?: string; syscall?: string }): boolean {
  return NOT_SENT_CODES.has(error.code ?? '') || error.syscall === 'connect';
}

/** A JSON body naming its own idempotency key (a round's submission or edit): the service
 * answers a repeated key with the first answer, so sending it again cannot store it twice. */
export function carriesIdempotencyKey(body: Buffer | undefined): boolean {
  if (!body || body.length === 0 || !body.includes('"idempotencyKey"')) return false;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const key = (parsed as { idempotencyKey?: unknown } | null)?.idempotencyKey;
    return typeof key === 'string' && key.length > 0;
  } catch {
    return false;
  }
}

/** Whether a call that failed before its answer started may be sent once more: reads always,
 * any call whose connection failed before a byte was sent, and writes that carry their key. */
export function mayRetry(error: Error, method: string, body: Buffer | undefined): boolean {
  return isSafeMethod(method) || neverSent(error) || carriesIdempotencyKey(body);
}
