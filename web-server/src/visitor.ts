// Who a visitor is to the release channel: an anonymous id in a cookie the channel signs, and the
// bucket (0-99) that id and a remote fall in, which decides whether they get a canary. The same
// bucket on every replica, every time: a person keeps one build and cannot choose it.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';

export const VISITOR_COOKIE = 'fairway_visitor';
const VISITOR_MAX_AGE_S = 365 * 24 * 3600;

/** 0-99 for a visitor and a remote: the same answer on every replica, every time. */
export function bucketOf(visitorId: string, remote: string): number {
  return crypto.createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * The raw value of the cookie `name` in a Cookie header, or null. Never throws: the header is
 * the visitor's (or a sibling subdomain's) to fill, and this value is never percent-decoded (ours
 * holds no character that needs it).
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** `<id>.<HMAC of the id>`: only a value this channel signed is accepted, so a visitor cannot
 * pick the id (and with it the bucket) by editing the cookie. */
const signVisitor = (key: string, id: string) => `${id}.${crypto.createHmac('sha256', key).update(id).digest('base64url')}`;

/** The visitor's anonymous id: from its cookie signed with `key`, or a new one set on this response. */
export function visitorIdOf(req: Request, res: Response, key: string): string {
  const existing = cookieValue(req.headers.cookie, VISITOR_COOKIE);
  const id = existing && /^([0-9a-f]{32})\.[A-Za-z0-9_-]{43}$/.exec(existing)?.[1];
  if (id) {
    const expected = Buffer.from(signVisitor(key, id));
    if (expected.length === existing.length && crypto.timingSafeEqual(expected, Buffer.from(existing))) return id;
  }
  const fresh = crypto.randomBytes(16).toString('hex');
  res.append(
    'Set-Cookie',
    `${VISITOR_COOKIE}=${signVisitor(key, fresh)}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`,
  );
  return fresh;
}
