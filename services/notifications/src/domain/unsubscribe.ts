// One-click unsubscribe (RFC 8058): every mail names a link holding a token of its own. The
// token is random and only its SHA-256 is kept (unsubscribe_tokens), so the table read by
// someone else unsubscribes nobody; it does one thing (turn its owner's emails off), and it
// works until it expires or its owner turns mail back on (then the links of older mails stop,
// as the owner just chose mail again). A used token keeps working until then: pressing the
// button twice, or a mail client repeating its POST, answers "already unsubscribed".
import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Database, type Transaction } from '@fairway/data';

/** How long a mailed link works: a recap read weeks later can still unsubscribe. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The links mailed before: base64url(user id) "." HMAC. Refused (docs/security.md). */
const OLD_FORMAT = /^[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token for one mail to `userId`, written in the transaction that queues the mail. */
export async function issueUnsubscribeToken(db: Database, userId: string, transaction: Transaction, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.sequelize
    .getQueryInterface()
    .bulkInsert(
      'unsubscribe_tokens',
      [{ tokenHash: hashOf(token), userId, expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000), createdAt: now }],
      { transaction },
    );
  // Expired rows go as new ones are written (indexed on expiresAt).
  await db.sequelize.query('DELETE FROM `unsubscribe_tokens` WHERE `expiresAt` < :now', { replacements: { now }, transaction });
  return token;
}

type UnsubscribeTokenCheck = { userId: string } | { refused: 'oldFormat' | 'invalid' };

/** Whose emails a token turns off, or why it is refused. */
export async function checkUnsubscribeToken(db: Database, token: string, now = new Date()): Promise<UnsubscribeTokenCheck> {
  if (OLD_FORMAT.test(token)) return { refused: 'oldFormat' };
  if (!TOKEN.test(token)) return { refused: 'invalid' };
  const [row] = await db.sequelize.query<{ userId: string }>(
    'SELECT t.`userId` FROM `unsubscribe_tokens` t JOIN `users` u ON u.`id` = t.`userId` WHERE t.`tokenHash` = :hash AND t.`expiresAt` > :now',
    { replacements: { hash: hashOf(token), now }, type: QueryTypes.SELECT },
  );
  return row ? { userId: row.userId } : { refused: 'invalid' };
}

/** Ends every link mailed to `userId` so far (they chose mail again). */
export async function revokeUnsubscribeTokens(db: Database, userId: string, transaction?: Transaction): Promise<void> {
  await db.sequelize.query('DELETE FROM `unsubscribe_tokens` WHERE `userId` = :userId', { replacements: { userId }, transaction });
}

export function unsubscribeUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/api/notifications/unsubscribe?token=${token}`;
}

/** The headers of RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
