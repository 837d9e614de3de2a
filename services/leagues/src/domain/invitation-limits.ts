// How much invitation mail an account may send (docs/leagues.md, "Invitation limits"). Every
// invitation mail is written to invitation_sends in the transaction that queues it, so the
// counts hold on every replica of the service and the gateway, and across restarts; the sender's
// user row is locked first, so two calls at once cannot both take the last places.
import {
  INVITES_PER_DAY,
  INVITES_PER_DAY_MESSAGE,
  RESEND_INTERVAL_MESSAGE,
  RESEND_INTERVAL_MINUTES,
  RESENDS_PER_DAY,
  RESENDS_PER_DAY_MESSAGE,
} from '@fairway/contracts';
import { QueryTypes, type Database, type Transaction } from '@fairway/data';
import { tooManyRequests } from '@fairway/kit';

const DAY_MS = 24 * 3_600_000;
// Rows older than this count for nothing and are purged as new ones are written.
const KEEP_MS = 36 * 3_600_000;

export interface InvitationSend {
  inviteId: string;
  /** 'invite': a mail to an address this invitation had not been sent to; 'resend': again. */
  kind: 'invite' | 'resend';
}

async function lockSender(db: Database, senderId: string, transaction: Transaction): Promise<void> {
  await db.models.User.findByPk(senderId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
}

async function countSince(db: Database, sql: string, replacements: Record<string, unknown>, transaction: Transaction): Promise<number> {
  const [row] = await db.sequelize.query<{ n: number | string }>(sql, { replacements, type: QueryTypes.SELECT, transaction });
  return Number(row?.n ?? 0);
}

/** 429 unless `senderId` may invite `count` more new addresses today. Locks the sender's row. */
export async function assertMayInvite(db: Database, senderId: string, count: number, transaction: Transaction, now = new Date()) {
  if (count === 0) return;
  await lockSender(db, senderId, transaction);
  const sent = await countSince(
    db,
    "SELECT COUNT(*) AS `n` FROM `invitation_sends` WHERE `senderId` = :senderId AND `kind` = 'invite' AND `createdAt` > :since",
    { senderId, since: new Date(now.getTime() - DAY_MS) },
    transaction,
  );
  if (sent + count > INVITES_PER_DAY) throw tooManyRequests(INVITES_PER_DAY_MESSAGE);
}

/** 429 unless invitation `inviteId` may be mailed again now: at most RESENDS_PER_DAY resends a
 * day, at least RESEND_INTERVAL_MINUTES after its last mail. Locks the sender's row. */
export async function assertMayResend(db: Database, senderId: string, inviteId: string, transaction: Transaction, now = new Date()) {
  await lockSender(db, senderId, transaction);
  const [row] = await db.sequelize.query<{ resends: number | string; lastAt: Date | string | null }>(
    "SELECT SUM(CASE WHEN `kind` = 'resend' THEN 1 ELSE 0 END) AS `resends`, MAX(`createdAt`) AS `lastAt` FROM `invitation_sends` WHERE `inviteId` = :inviteId AND `createdAt` > :since",
    { replacements: { inviteId, since: new Date(now.getTime() - DAY_MS) }, type: QueryTypes.SELECT, transaction },
  );
  if (Number(row?.resends ?? 0) >= RESENDS_PER_DAY) throw tooManyRequests(RESENDS_PER_DAY_MESSAGE);
  const lastAt = row?.lastAt ? new Date(row.lastAt) : null;
  if (lastAt && now.getTime() - lastAt.getTime() < RESEND_INTERVAL_MINUTES * 60_000) throw tooManyRequests(RESEND_INTERVAL_MESSAGE);
}

/** Writes the mails just queued, and purges rows too old to count. */
export async function recordSends(
  db: Database,
  senderId: string,
  sends: readonly InvitationSend[],
  transaction: Transaction,
  now = new Date(),
): Promise<void> {
  if (sends.length === 0) return;
  await db.sequelize.getQueryInterface().bulkInsert(
    'invitation_sends',
    sends.map((send) => ({ senderId, inviteId: send.inviteId, kind: send.kind, createdAt: now })),
    {
      transaction,
    },
  );
  await db.sequelize.query('DELETE FROM `invitation_sends` WHERE `createdAt` < :before', {
    replacements: { before: new Date(now.getTime() - KEEP_MS) },
    transaction,
  });
}
