// The weekly recap (Monday 08:00 where each person lives) and the daily digest (08:00 daily,
// for those who chose it). Exactly one per person and period: the email_digests row (unique on
// person, kind, period) and the queued mail are written in one transaction, so a second replica,
// a restart mid-run or `npm run digest` again finds the row and sends nothing.
import { addDays, weekStart, type NotificationPreferences } from '@fairway/contracts';
import { inTransaction, Op, QueryTypes, UniqueConstraintError, type Database } from '@fairway/data';
import { systemClock, type BackgroundWorker, type Clock, type Logger, type MailOutbox } from '@fairway/kit';
import { preferencesOfMany } from '../data/preferences';
import { dailyDigestMail, recapMail, type MailContext, type Recipient } from './mails';
import { issueUnsubscribeToken } from './unsubscribe';
import { buildRecap, recapWindowStart } from './recap';
import { localDate, localWeek, nextRecapDueAt, recapDueAt, RECAP_HOUR, zonedInstant } from './zoned-time';

export interface DigestRunOptions {
  now?: Date;
  /** Send now whatever the local time (operators, tests): `npm run digest -- --now`. */
  force?: boolean;
  /** The week to recap (any day of it; its Monday is the key). Default: each person's current week. */
  week?: string;
  /** Where a person's failed recap is reported (it is retried on the next run, theirs alone). */
  logger?: Logger;
}

export interface DigestRunResult {
  /** Recaps written to the outbox by this run. */
  sent: number;
  /** People whose recap for the week already went out. */
  alreadySent: number;
  /** People with nothing to report. */
  nothingToReport: number;
  /** People whose recap could not be made or queued this time (logged; the next run retries them). */
  failed: number;
}

interface Person extends Recipient {
  prefs: NotificationPreferences;
  /** When they joined their first league they still belong to: no recap is due before it. */
  joinedAt: Date;
}

/** An aggregate of a DATE(3) column: a Date on MySQL, the stored text on SQLite. */
function instantOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Members of at least one league who take mail. */
async function recipients(db: Database): Promise<Person[]> {
  const users = await db.sequelize.query<Recipient & { joinedAt: Date | string }>(
    'SELECT u.`id`, u.`email`, u.`firstName`, MIN(m.`joinedAt`) AS `joinedAt` FROM `users` u JOIN `league_memberships` m ON m.`userId` = u.`id` GROUP BY u.`id`, u.`email`, u.`firstName` ORDER BY u.`id`',
    { type: QueryTypes.SELECT },
  );
  const prefs = await preferencesOfMany(
    db,
    users.map((user) => user.id),
  );
  return users
    .map((user) => ({ ...user, joinedAt: instantOf(user.joinedAt), prefs: prefs.get(user.id)! }))
    .filter((person) => person.prefs.email !== 'none');
}

async function alreadySent(db: Database, userId: string, kind: string, period: string): Promise<boolean> {
  return (await db.models.EmailDigest.count({ where: { userId, kind, period } })) > 0;
}

/** Writes the digest row and queues the mail together; false when the period's mail exists. */
async function sendOnce(
  db: Database,
  outbox: MailOutbox,
  userId: string,
  kind: 'weekly' | 'daily',
  period: string,
  build: (unsubscribeToken: string) => ReturnType<typeof recapMail>,
  also?: (t: import('@fairway/data').Transaction) => Promise<void>,
) {
  try {
    await inTransaction(db, async (transaction) => {
      await db.models.EmailDigest.create({ userId, kind, period, createdAt: new Date() }, { transaction });
      await also?.(transaction);
      await outbox.enqueue(build(await issueUnsubscribeToken(db, userId, transaction)), transaction);
    });
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
}

/**
 * Sends the weekly recaps that are due: each person's at Monday 08:00 of their week in their
 * zone (up to the next Monday's: a service down on Monday still sends it), or everyone's at once
 * with `force`. Someone who joined after this week's Monday 08:00 was not due then: their first
 * recap is the next Monday's (`force` sends theirs too). The recap covers the seven days before it is sent (at the latest, the end of
 * the week) and the best time to play in its week.
 */
export async function runWeeklyRecaps(
  db: Database,
  outbox: MailOutbox,
  mail: MailContext,
  options: DigestRunOptions = {},
): Promise<DigestRunResult> {
  const now = options.now ?? new Date();
  const result: DigestRunResult = { sent: 0, alreadySent: 0, nothingToReport: 0, failed: 0 };
  for (const person of await recipients(db)) {
    const zone = person.prefs.timeZone;
    const week = options.week ? weekStart(options.week) : localWeek(now, zone);
    const dueAt = recapDueAt(week, zone);
    const windowEnd = nextRecapDueAt(week, zone);
    if (!options.force && (now < dueAt || now >= windowEnd || person.joinedAt > dueAt)) continue;
    try {
      result[
        await weeklyRecapOf(db, outbox, mail, person, week, options.force ? new Date(Math.min(now.getTime(), windowEnd.getTime())) : now)
      ] += 1;
    } catch (error) {
      result.failed += 1;
      options.logger?.error({ err: error, userId: person.id, week }, 'weekly recap failed for one person; the next run retries it');
    }
  }
  return result;
}

/** One person's recap of `week` over the seven days before `to`: queued, or why not. */
async function weeklyRecapOf(
  db: Database,
  outbox: MailOutbox,
  mail: MailContext,
  person: Person,
  week: string,
  to: Date,
): Promise<'sent' | 'alreadySent' | 'nothingToReport'> {
  if (await alreadySent(db, person.id, 'weekly', week)) return 'alreadySent';
  const recap = await buildRecap(db, person.id, person.prefs.mutedLeagues, week, recapWindowStart(to), to, person.prefs.timeZone);
  if (!recap) return 'nothingToReport';
  return (await sendOnce(db, outbox, person.id, 'weekly', week, (unsubscribeToken) =>
    recapMail(mail, { ...person, unsubscribeToken }, recap),
  ))
    ? 'sent'
    : 'alreadySent';
}

/** The daily digests due (08:00 local) for people who chose them: their notifications not mailed yet. */
export async function runDailyDigests(
  db: Database,
  outbox: MailOutbox,
  mail: MailContext,
  options: { now?: Date; logger?: Logger } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const person of await recipients(db)) {
    // "each" too: what its hourly mail allowance held back (coalesce.ts) goes in this digest.
    if (person.prefs.email !== 'daily' && person.prefs.email !== 'each') continue;
    try {
      if (await dailyDigestOf(db, outbox, mail, person, now)) sent += 1;
    } catch (error) {
      options.logger?.error({ err: error, userId: person.id }, 'daily digest failed for one person; the next run retries it');
    }
  }
  return sent;
}

/** One person's daily digest when it is due and has something in it; true when queued. */
async function dailyDigestOf(db: Database, outbox: MailOutbox, mail: MailContext, person: Person, now: Date): Promise<boolean> {
  const zone = person.prefs.timeZone;
  const day = localDate(now, zone);
  if (now < zonedInstant(day, RECAP_HOUR, zone)) return false;
  if (await alreadySent(db, person.id, 'daily', day)) return false;
  const pending = await db.models.Notification.findAll({
    where: { userId: person.id, mailedAt: null, createdAt: { [Op.gte]: zonedInstant(addDays(day, -1), RECAP_HOUR, zone) } },
    order: [['createdAt', 'ASC']],
    limit: 100,
  });
  const items = pending.filter((n) => !(n.leagueId && person.prefs.mutedLeagues.includes(n.leagueId)));
  if (items.length === 0) return false;
  return sendOnce(
    db,
    outbox,
    person.id,
    'daily',
    day,
    (unsubscribeToken) => dailyDigestMail(mail, { ...person, unsubscribeToken }, day, items),
    async (transaction) => {
      await db.models.Notification.update({ mailedAt: now }, { where: { id: { [Op.in]: items.map((n) => n.id) } }, transaction });
    },
  );
}

/** Runs the schedules every minute in every replica (the digest rows keep it to one mail). */
export function createDigestScheduler(
  db: Database,
  outbox: MailOutbox,
  mail: MailContext,
  logger: Logger,
  { everyMs = 60_000, clock = systemClock }: { everyMs?: number; clock?: Clock } = {},
): BackgroundWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        const now = clock();
        const weekly = await runWeeklyRecaps(db, outbox, mail, { now, logger });
        const daily = await runDailyDigests(db, outbox, mail, { now, logger });
        if (weekly.sent || daily) logger.info({ recaps: weekly.sent, dailyDigests: daily }, 'digests queued');
      } catch (error) {
        logger.error({ err: error }, 'digests could not be run');
      } finally {
        running = null;
      }
    })();
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
