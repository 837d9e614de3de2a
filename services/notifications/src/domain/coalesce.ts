// Coalescing (docs/notifications.md, "Coalescing and mail throttling"): every event is still
// delivered once, but what a person sees and is mailed is merged. Repeated events of one kind
// about the same thing (a member's comings and goings in a league, the person's place in a
// league, one round) within COALESCE_WINDOW_MINUTES update the person's unread notification about
// it instead of adding one; and someone on "each" gets at most EACH_MAILS_PER_HOUR mails an hour,
// the rest waiting for the next daily digest.
import { Op, type Database, type Transaction } from '@fairway/data';

export const COALESCE_WINDOW_MINUTES = 15;
export const EACH_MAILS_PER_HOUR = 5;

/** What one notification is about, when repeats of it should merge; null: never merged. */
export function coalesceKeyOf(
  draft: { kind: string; leagueId: string | null },
  event: { actorId: string | null; payload: { roundId?: string } },
): string | null {
  if (!draft.leagueId) return null;
  switch (draft.kind) {
    case 'member_joined':
    case 'member_left':
      return event.actorId ? `member:${draft.leagueId}:${event.actorId}` : null;
    case 'rank_changed':
      return `rank:${draft.leagueId}`;
    case 'round_edited':
      return event.payload.roundId ? `round:${event.payload.roundId}` : null;
    default:
      return null;
  }
}

export interface NotificationRow {
  id: string;
  userId: string;
  kind: string;
  text: string;
  link: string;
  leagueId: string | null;
  createdAt: Date;
  mailedAt: Date | null;
  coalesceKey: string | null;
  /** The text when this merges into an earlier one of another kind ("Sam joined and left ..."). */
  mergedText?: string;
}

/**
 * Merges each row into the person's unread notification with the same key from the window, if
 * any (it takes the new kind, text and time, so it shows as the latest; a mail already sent for
 * it is not sent again); answers the rows still to insert.
 */
export async function coalesce<T extends NotificationRow>(
  db: Database,
  rows: readonly T[],
  now: Date,
  transaction: Transaction,
): Promise<T[]> {
  const fresh: T[] = [];
  for (const row of rows) {
    const earlier = row.coalesceKey
      ? await db.models.Notification.findOne({
          where: {
            userId: row.userId,
            coalesceKey: row.coalesceKey,
            readAt: null,
            createdAt: { [Op.gte]: new Date(now.getTime() - COALESCE_WINDOW_MINUTES * 60_000) },
          },
          order: [['createdAt', 'DESC']],
          transaction,
          lock: transaction.LOCK.UPDATE,
        })
      : null;
    if (!earlier) {
      fresh.push(row);
      continue;
    }
    const text = earlier.kind !== row.kind && row.mergedText ? row.mergedText : row.text;
    // Raw: Sequelize never writes a model's createdAt on update, and the merged one is the latest.
    await db.sequelize.query(
      'UPDATE `notifications` SET `kind` = :kind, `text` = :text, `link` = :link, `createdAt` = :now WHERE `id` = :id',
      {
        replacements: { id: earlier.id, kind: row.kind, text: text.slice(0, 500), link: row.link, now },
        transaction,
      },
    );
  }
  return fresh;
}

/** Holds back (mailedAt null: the daily digest takes them) the mails past a person's hourly
 * allowance on "each"; answers the rows to mail now. */
export async function throttleEachMail<T extends NotificationRow>(
  db: Database,
  rows: T[],
  now: Date,
  transaction: Transaction,
): Promise<T[]> {
  const sentThisHour = new Map<string, number>();
  const mailNow: T[] = [];
  for (const row of rows) {
    if (!row.mailedAt) continue;
    if (!sentThisHour.has(row.userId)) {
      sentThisHour.set(
        row.userId,
        await db.models.Notification.count({
          where: { userId: row.userId, mailedAt: { [Op.gte]: new Date(now.getTime() - 3_600_000) } },
          transaction,
        }),
      );
    }
    const sent = sentThisHour.get(row.userId)!;
    if (sent >= EACH_MAILS_PER_HOUR) row.mailedAt = null;
    else {
      sentThisHour.set(row.userId, sent + 1);
      mailNow.push(row);
    }
  }
  return mailNow;
}
