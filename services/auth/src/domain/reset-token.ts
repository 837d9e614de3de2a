// Password reset tokens: the emailed token is 32 random bytes; only its SHA-256 is stored, so
// someone who reads the database cannot use a pending link. A fast hash is right here (unlike
// passwords) because the token has 256 bits of entropy and cannot be guessed offline.
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MS } from '@fairway/contracts';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedResetToken {
  /** Goes into the emailed link, never stored. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function issueResetToken(now: Date = new Date()): IssuedResetToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) };
}

export function resetLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
