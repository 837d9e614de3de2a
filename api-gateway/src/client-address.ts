import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The client's IP address, as the gateway decided it: Express's req.ip, which reads
 * X-Forwarded-For only from the hops TRUST_PROXY names. Express takes the header's entries as
 * written, so a trusted hop that passed on a non-address ('x', 'evil-key') would otherwise hand
 * the client the key of its own rate-limit counter; then the hop's own address is used.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip;
  if (ip && isIP(ip)) return ip;
  return req.socket.remoteAddress ?? 'unknown';
}
