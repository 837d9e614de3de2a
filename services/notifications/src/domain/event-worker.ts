// The notifications worker: turns domain events into notifications, each event exactly once
// however many replicas run it.
//
// 1. Claim: a conditional UPDATE takes an unprocessed event whose claim is free or expired and
//    stamps it with this attempt's token (one statement: two workers cannot both match).
// 2. Deliver, in one transaction: first mark the event processed - conditionally on still holding
//    the claim - then write its notifications (unique per event, person and kind) and queue the
//    mails of people who want one per notification. A worker that crashed or stalled after
//    claiming loses its claim when it expires; if it wakes up, its conditional mark matches
//    nothing and it rolls back. Either everything of an event commits, or nothing.
import { randomUUID } from 'node:crypto';
import { addDays, todayIso, type NotificationPreferences } from '@fairway/contracts';
import { inTransaction, Op, QueryTypes, recordEvents, type Database, type Transaction } from '@fairway/data';
import { systemClock, type BackgroundWorker, type Clock, type Logger, type MailOutbox } from '@fairway/kit';
import { preferencesOfMany } from '../data/preferences';
import { coalesce, coalesceKeyOf, throttleEachMail } from './coalesce';
import { notificationsFor, parsePayload, sweepEndedLeagues, type EventRow, type NotificationDraft } from './event-notifications';
import { notificationMail, type MailContext } from './mails';
import { issueUnsubscribeToken } from './unsubscribe';
import { sweepSettledSkins } from './side-games';

const DEFAULT_CLAIM_MS = 60_000;
const BATCH = 20;
const MAX_ATTEMPTS = 10;

export interface EventWorkerOptions {
  logger: Logger;
  outbox: MailOutbox;
  mail: MailContext;
  pollMs?: number;
  claimMs?: number;
  /** How often leagues whose end date passed are looked for. */
  sweepMs?: number;
  /** The time claims expire by and ended leagues are swept by (tests set it). */
  clock?: Clock;
  /** Test seam: runs inside the delivery transaction after the notifications are written. */
  afterWrite?: (eventId: string) => Promise<void>;
}

export interface EventWorker extends BackgroundWorker {
  /** Processes every due event once; resolves with how many this worker delivered. */
  drain(): Promise<number>;
  /** Step 1 alone (tests: a worker that crashes right after claiming). */
  claim(eventId: string): Promise<string | null>;
  /** Step 2 alone, with a claim token from claim(). */
  deliver(eventId: string, token: string): Promise<boolean>;
}

export function createEventWorker(db: Database, options: EventWorkerOptions): EventWorker {
  const { DomainEvent } = db.models;
  const log = options.logger;
  const claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
  const clock = options.clock ?? systemClock;
  let running: Promise<number> | null = null;
  let stopped = false;
  let poller: NodeJS.Timeout | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  async function claim(eventId: string): Promise<string | null> {
    const now = clock();
    const token = randomUUID();
    const [claimed] = await DomainEvent.update(
      { lockedUntil: new Date(now.getTime() + claimMs), claimToken: token },
      {
        where: {
          id: eventId,
          processedAt: null,
          failedAt: null,
          [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lt]: now } }],
        },
      },
    );
    return claimed === 1 ? token : null;
  }

  async function writeNotifications(drafts: NotificationDraft[], event: EventRow, mail: MailContext, transaction: Transaction) {
    const eventId = event.id;
    const payload = parsePayload(event.payload);
    if (drafts.length === 0) return;
    const now = clock();
    const prefs = await preferencesOfMany(
      db,
      drafts.map((draft) => draft.userId),
      transaction,
    );
    const mailNow = (draft: NotificationDraft, pref: NotificationPreferences) =>
      pref.email === 'each' && !(draft.leagueId && pref.mutedLeagues.includes(draft.leagueId));
    const drafted = drafts.map((draft) => ({
      id: randomUUID(),
      userId: draft.userId,
      eventId,
      kind: draft.kind,
      text: draft.text.slice(0, 500),
      link: draft.link,
      leagueId: draft.leagueId,
      createdAt: now,
      // Only "each" mails one by one; the daily digest picks up the rest of the daily ones.
      mailedAt: mailNow(draft, prefs.get(draft.userId)!) ? now : null,
      coalesceKey: coalesceKeyOf(draft, { actorId: event.actorId, payload }),
      mergedText: draft.mergedText,
    }));
    // Repeats about the same thing merge into the unread notification about it (coalesce.ts).
    const rows = await coalesce(db, drafted, now, transaction);
    const mailed = await throttleEachMail(db, rows, now, transaction);
    // The unique (event, person, kind) index is the last guard: a duplicate is never stored.
    await db.models.Notification.bulkCreate(
      rows.map(({ mergedText: _merged, ...row }) => row),
      { transaction, ignoreDuplicates: true },
    );
    if (mailed.length === 0) return;
    const users = await db.sequelize.query<{ id: string; email: string; firstName: string }>(
      'SELECT `id`, `email`, `firstName` FROM `users` WHERE `id` IN (:ids)',
      { replacements: { ids: [...new Set(mailed.map((row) => row.userId))] }, type: QueryTypes.SELECT, transaction },
    );
    const byId = new Map(users.map((user) => [user.id, user]));
    for (const row of mailed) {
      const user = byId.get(row.userId);
      if (!user) continue;
      const unsubscribeToken = await issueUnsubscribeToken(db, user.id, transaction);
      await options.outbox.enqueue(notificationMail(mail, { ...user, unsubscribeToken }, row), transaction);
    }
  }

  async function deliver(eventId: string, token: string): Promise<boolean> {
    try {
      const { mail } = options;
      return await inTransaction(db, async (transaction) => {
        // Marked first: this row lock orders two deliveries of one event, and the condition
        // refuses a claim that expired and was taken over.
        const [marked] = await DomainEvent.update(
          { processedAt: clock(), lockedUntil: null },
          { where: { id: eventId, claimToken: token, processedAt: null }, transaction },
        );
        if (marked !== 1) {
          // Already processed under this very claim: an earlier run of this transaction committed
          // and its answer was lost (inTransaction ran it again). Nothing to write a second time.
          const row = await DomainEvent.findByPk(eventId, { attributes: ['claimToken', 'processedAt'], transaction });
          return Boolean(row?.processedAt) && row?.claimToken === token;
        }
        const event = (await DomainEvent.findByPk(eventId, {
          attributes: ['id', 'kind', 'leagueId', 'actorId', 'payload', 'createdAt'],
          transaction,
        })) as EventRow | null;
        if (!event) return false;
        const { drafts, followUps } = await notificationsFor(db, event, transaction, clock(), mail.appUrl);
        await writeNotifications(drafts, event, mail, transaction);
        await recordEvents(db.models, followUps, transaction);
        await options.afterWrite?.(eventId);
        return true;
      });
    } catch (error) {
      const row = await DomainEvent.findByPk(eventId, { attributes: ['attempts'] }).catch(() => null);
      const attempts = (row?.attempts ?? 0) + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      log.error({ err: error, eventId, attempts }, giveUp ? 'event given up after the last retry' : 'event not delivered; will retry');
      await DomainEvent.update(
        {
          attempts,
          lastError: String((error as Error)?.message ?? error).slice(0, 1000),
          // Back off: the claim holds the event for a while (5 s, 10 s ... up to 10 minutes).
          lockedUntil: new Date(Date.now() + Math.min(600_000, 5_000 * 2 ** (attempts - 1))),
          ...(giveUp ? { failedAt: clock() } : {}),
        },
        { where: { id: eventId, claimToken: token, processedAt: null } },
      ).catch(() => undefined);
      return false;
    }
  }

  /** One pass over the due events; `count` is called per delivery (a pass that fails midway has
   * still delivered what it delivered). */
  async function drainOnce(count: () => void): Promise<boolean> {
    const now = clock();
    const due = await DomainEvent.findAll({
      attributes: ['id'],
      where: { processedAt: null, failedAt: null, [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lt]: now } }] },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: BATCH,
    });
    for (const { id } of due) {
      if (stopped) break;
      // A claim that fails (the embedded file's lock not had in time) leaves the event to a later pass.
      const token = await claim(id).catch((error: unknown) => {
        log.warn({ err: error, eventId: id }, 'event not claimed; a later pass will');
        return null;
      });
      if (token && (await deliver(id, token))) count();
    }
    return due.length === BATCH;
  }

  function drain(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let total = 0;
      try {
        while ((await drainOnce(() => (total += 1))) && !stopped);
      } catch (error) {
        log.error({ err: error }, 'domain events could not be read');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  async function sweep() {
    try {
      const today = todayIso(clock());
      await sweepEndedLeagues(db, today, addDays(today, -7));
    } catch (error) {
      log.error({ err: error }, 'ended leagues could not be swept');
    }
    try {
      await sweepSettledSkins(db, todayIso(clock()));
    } catch (error) {
      log.error({ err: error }, 'settled skins weeks could not be swept');
    }
  }

  return {
    drain,
    claim,
    deliver,
    start() {
      stopped = false;
      if (poller) return;
      poller = setInterval(() => void drain(), options.pollMs ?? 1_000);
      poller.unref();
      sweeper = setInterval(() => void sweep(), options.sweepMs ?? 600_000);
      sweeper.unref();
      void sweep().then(() => drain());
    },
    async stop() {
      stopped = true;
      if (poller) clearInterval(poller);
      if (sweeper) clearInterval(sweeper);
      poller = null;
      sweeper = null;
      await running;
    },
  };
}
