// One-click unsubscribe (RFC 8058): every mail names a link holding a token signed for its
// recipient, so the link works without signing in and cannot be forged for someone else. The
// key is derived from the internal secret (never used raw for two purposes).
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'fairway notifications unsubscribe v1';

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function signatureOf(secret: string, userId: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(userId).digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${signatureOf(secret, userId).toString('base64url')}`;
}

/** The user id a token was signed for, or null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1], 'base64url').toString('utf8');
  const expected = signatureOf(secret, userId);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/api/notifications/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
}

/** The headers of RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
