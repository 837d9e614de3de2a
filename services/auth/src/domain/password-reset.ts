// Forgotten passwords: issue an emailed single-use link, then accept it once within an hour.
import { RESET_REFUSED, type ForgotPasswordInput, type ResetPasswordInput } from '@fairway/contracts';
import { ApiError, type MailOutbox } from '@fairway/kit';
import { hashPassword, inTransaction, type Database } from '@fairway/data';
import { findUserByEmail } from '../data/users';
import { findResetToken, findResetTokenForUpdate, markUserTokensUsed, storeResetToken } from '../data/reset-tokens';
import { normalizeEmail } from './email';
import { resetEmail, type ResetEmail } from './reset-email';
import { hashResetToken, issueResetToken, resetLink } from './reset-token';

export interface ResetMail extends ResetEmail {
  to: string;
}

/** Stores a token and queues its mail in one transaction (sent after the request, with retries);
 * nothing when no account has that email. The caller answers the same way in both cases so the
 * endpoint does not reveal which addresses have accounts. */
export async function requestPasswordReset(
  db: Database,
  input: ForgotPasswordInput,
  publicUrl: string,
  outbox: MailOutbox,
  now: Date = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, normalizeEmail(input.email));
  if (!user) return;
  const issued = issueResetToken(now);
  const mail: ResetMail = { to: user.email, ...resetEmail(user.firstName, resetLink(publicUrl, issued.token)) };
  await inTransaction(db, async (transaction) => {
    await storeResetToken(db, { userId: user.id, tokenHash: issued.tokenHash, expiresAt: issued.expiresAt }, transaction);
    await outbox.enqueue(mail, transaction);
  });
}

/** Refuses (400, the reset's own message) a link that is unknown, used or expired: asked when
 * the link is opened, so the golfer is not asked for a new password a link cannot set. */
export async function checkResetToken(db: Database, token: string, now: Date = new Date()): Promise<void> {
  const found = await findResetToken(db, hashResetToken(token));
  if (!found || found.used || found.expiresAt.getTime() <= now.getTime()) throw new ApiError(400, RESET_REFUSED, { token: RESET_REFUSED });
}

/** Sets the new password and spends the token (and every other pending token of the user).
 * Unknown, used and expired tokens are refused alike. Returns the user id. */
export async function resetPassword(db: Database, input: ResetPasswordInput, now: Date = new Date()): Promise<string> {
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(db, async (transaction) => {
    const token = await findResetTokenForUpdate(db, hashResetToken(input.token), transaction);
    if (!token || token.used || token.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError(400, RESET_REFUSED, { token: RESET_REFUSED });
    }
    await db.models.User.update({ passwordHash }, { where: { id: token.userId }, transaction });
    await markUserTokensUsed(db, token.userId, transaction);
    return token.userId;
  });
}
