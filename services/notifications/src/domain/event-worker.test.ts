// The worker delivers every domain event exactly once: two workers on separate connection pools
// racing over one database, a worker that crashes after claiming, a delivery that fails midway.
import { openDatabase, recordEvents, refreshUserStats, type Database, type User } from '@fairway/data';
import { createLogger, createMailOutbox, type Clock } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { savePreferences } from '../data/preferences';
import { addDays, todayIso } from '@fairway/contracts';
import { EACH_MAILS_PER_HOUR } from './coalesce';
import { createEventWorker } from './event-worker';
import { sweepEndedLeagues } from './event-notifications';

const logger = createLogger('worker-test', 'silent');
const mail = { appUrl: 'http://localhost:3000' };

function workerOn(db: Database, options: { clock?: Clock; claimMs?: number; afterWrite?: (id: string) => Promise<void> } = {}) {
  // Queued mails are "sent" nowhere; the outbox rows stay to be counted.
  const outbox = createMailOutbox(db, { logger, send: async () => ({ messageId: 'dropped' }) });
  return createEventWorker(db, { logger, outbox, mail, ...options });
}

describeOnEachDatabase((t) => {
  let a: User;
  let b: User;
  let c: User;
  let leagueId: string;

  beforeEach(async () => {
    a = await createTestUser(t.db, { firstName: 'Alex' });
    b = await createTestUser(t.db, { firstName: 'Blair' });
    c = await createTestUser(t.db, { firstName: 'Casey' });
    const league = await createTestLeague(t.db, a, { name: 'Dawn Patrol', courses: [{ name: 'Oak Hills', rounds: 50 }] });
    leagueId = league.id;
    // Join order is the standings' tie-break: Alex, Blair, Casey, a minute apart (never two in one
    // millisecond, where the order would fall to the memberships' random ids).
    const joined = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db.models.LeagueMembership.update({ joinedAt: joined(3) }, { where: { leagueId, userId: a.id } });
    for (const [member, minutesAgo] of [
      [b, 2],
      [c, 1],
    ] as const)
      await t.db.models.LeagueMembership.create({ leagueId, userId: member.id, isAdmin: false, joinedAt: joined(minutesAgo) });
    await savePreferences(t.db, b.id, { email: 'each' });
  });

  const roundEvents = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      kind: 'round_logged' as const,
      leagueId,
      actorId: a.id,
      payload: {
        roundId: `r-${i}`,
        leagueName: 'Dawn Patrol',
        course: 'Oak Hills',
        score: 80 + (i % 10),
        date: '2026-11-20',
        partnerIds: [],
      },
    }));

  const notificationsOf = (userId: string) => t.db.models.Notification.count({ where: { userId } });
  const mailsTo = (user: User) => t.db.models.MailOutbox.count({ where: { recipient: user.email } });

  it('two workers racing deliver each event once: one notification per person, one mail', async () => {
    await recordEvents(t.db.models, roundEvents(30));
    const second = openDatabase(t.db.url);
    try {
      const one = workerOn(t.db);
      const two = workerOn(second);
      let delivered = (await Promise.all([one.drain(), two.drain()])).reduce((sum, n) => sum + n, 0);
      // On the embedded SQLite a delivery can give up waiting for the file's write lock; it is
      // retried after its back-off (here: made to pass at once), still racing.
      for (let pass = 0; pass < 5 && delivered < 30; pass += 1) {
        await t.db.models.DomainEvent.update({ lockedUntil: null }, { where: { leagueId, processedAt: null } });
        delivered += (await Promise.all([one.drain(), two.drain()])).reduce((sum, n) => sum + n, 0);
      }
      expect(delivered).toBe(30);
      expect(await t.db.models.DomainEvent.count({ where: { leagueId, processedAt: null } })).toBe(0);
      expect(await notificationsOf(b.id)).toBe(30);
      expect(await notificationsOf(c.id)).toBe(30);
      expect(await notificationsOf(a.id)).toBe(0);
      // Blair chose one mail per notification: the hour's allowance, the rest waits for the
      // daily digest (coalesce.ts); Casey the weekly recap (no mail now).
      expect(await mailsTo(b)).toBe(EACH_MAILS_PER_HOUR);
      expect(await mailsTo(c)).toBe(0);
      // Nothing left for either: a second pass delivers nothing.
      expect(await Promise.all([one.drain(), two.drain()])).toEqual([0, 0]);
    } finally {
      await second.close();
    }
  });

  it('a worker that crashes after claiming sends nothing twice: the event goes once, by whoever holds the claim', async () => {
    await recordEvents(t.db.models, roundEvents(1));
    const event = await t.db.models.DomainEvent.findOne({ where: { leagueId } });
    // Both workers read one hand-moved clock: the claim expires when the test says, not when a
    // busy machine happens to get round to the next line.
    let now = new Date();
    const clock: Clock = () => now;
    const crashed = workerOn(t.db, { clock, claimMs: 50 });
    const staleToken = await crashed.claim(event!.id);
    expect(staleToken).not.toBeNull();
    const other = workerOn(t.db, { clock });
    // Still claimed: the other worker leaves it alone.
    expect(await other.drain()).toBe(0);
    now = new Date(now.getTime() + 51);
    expect(await other.drain()).toBe(1);
    // The crashed worker wakes up and finishes its delivery: its claim is gone, nothing is written.
    expect(await crashed.deliver(event!.id, staleToken!)).toBe(false);
    expect(await notificationsOf(b.id)).toBe(1);
    expect(await notificationsOf(c.id)).toBe(1);
    expect(await mailsTo(b)).toBe(1);
  });

  it('a delivery that fails midway writes nothing; the retry writes everything once', async () => {
    await recordEvents(t.db.models, roundEvents(1));
    const failing = workerOn(t.db, {
      afterWrite: async () => {
        throw new Error('process died before commit');
      },
    });
    expect(await failing.drain()).toBe(0);
    expect(await notificationsOf(b.id)).toBe(0);
    expect(await mailsTo(b)).toBe(0);
    const event = await t.db.models.DomainEvent.findOne({ where: { leagueId } });
    expect(event!.attempts).toBe(1);
    expect(event!.lastError).toBe('process died before commit');
    // The back-off passes.
    await event!.update({ lockedUntil: new Date(Date.now() - 1) });
    expect(await workerOn(t.db).drain()).toBe(1);
    expect(await notificationsOf(b.id)).toBe(1);
    expect(await mailsTo(b)).toBe(1);
  });

  it('tells members who moved in the standings, and a named partner to confirm', async () => {
    const worker = workerOn(t.db);
    // The positions are first seen (join order: Alex, Blair, Casey).
    await recordEvents(t.db.models, [{ kind: 'member_joined', leagueId, actorId: c.id, payload: {} }]);
    await worker.drain();
    const logRound = async (user: User, score: number, partnerIds: string[] = []) => {
      const round = await t.db.models.Round.create({ userId: user.id, leagueId, course: 'Oak Hills', score, date: '2026-11-20' });
      await refreshUserStats(t.db.sequelize, [user.id], undefined, leagueId);
      const payload = { roundId: round.id, leagueName: 'Dawn Patrol', course: 'Oak Hills', score, date: '2026-11-20' };
      await recordEvents(t.db.models, [
        { kind: 'round_logged', leagueId, actorId: user.id, payload: { ...payload, partnerIds } },
        ...partnerIds.map((partnerId) => ({
          kind: 'partner_named' as const,
          leagueId,
          actorId: user.id,
          payload: { ...payload, partnerId },
        })),
      ]);
      await worker.drain();
    };
    await logRound(c, 80, [b.id]);
    // Sorted: a rank change is told with whichever event of the round a worker delivers first.
    const texts = async (user: User) =>
      (await t.db.models.Notification.findAll({ where: { userId: user.id } })).map((n) => `${n.kind}: ${n.text} -> ${n.link}`).sort();
    expect(await texts(c)).toEqual(['rank_changed: You moved up to 1st in Dawn Patrol (from 3rd) -> /leagues/' + leagueId]);
    expect(await texts(b)).toEqual([
      `member_joined: Casey ${c.lastName} joined Dawn Patrol -> /leagues/${leagueId}`,
      `partner_named: Casey ${c.lastName} named you as a playing partner on their round of 80 at Oak Hills in Dawn Patrol. Please confirm you played together. -> /leagues/${leagueId}/members/${c.id}`,
      `rank_changed: You dropped to 3rd in Dawn Patrol (from 2nd) -> /leagues/${leagueId}`,
    ]);
    expect(await texts(a)).toEqual([
      `member_joined: Casey ${c.lastName} joined Dawn Patrol -> /leagues/${leagueId}`,
      `rank_changed: You dropped to 2nd in Dawn Patrol (from 1st) -> /leagues/${leagueId}`,
      `round_logged: Casey ${c.lastName} logged a round of 80 at Oak Hills in Dawn Patrol -> /leagues/${leagueId}/members/${c.id}`,
    ]);
  });

  it('decides who moved by the standings: a nine counts per 18 holes, at its own par', async () => {
    const worker = workerOn(t.db);
    await recordEvents(t.db.models, [{ kind: 'member_joined', leagueId, actorId: c.id, payload: {} }]);
    await worker.drain();
    const logRound = async (user: User, score: number, figures: { holes: number; par: number; rating: number }) => {
      const round = await t.db.models.Round.create({
        userId: user.id,
        leagueId,
        course: 'Oak Hills',
        score,
        date: '2026-11-20',
        ...figures,
      });
      await refreshUserStats(t.db.sequelize, [user.id], undefined, leagueId);
      const payload = { roundId: round.id, leagueName: 'Dawn Patrol', course: 'Oak Hills', score, date: '2026-11-20', partnerIds: [] };
      await recordEvents(t.db.models, [{ kind: 'round_logged', leagueId, actorId: user.id, payload }]);
      await worker.drain();
    };
    await logRound(a, 80, { holes: 18, par: 72, rating: 72 });
    // Casey's 45 on a par-36 nine is +18 per 18 holes (not 45 - 72 = -27): 2nd behind Alex's +8.
    await logRound(c, 45, { holes: 9, par: 36, rating: 36 });
    const moves = async (user: User) =>
      (await t.db.models.Notification.findAll({ where: { userId: user.id, kind: 'rank_changed' } })).map((n) => n.text);
    expect(await moves(a)).toEqual([]);
    expect(await moves(b)).toEqual(['You dropped to 3rd in Dawn Patrol (from 2nd)']);
    expect(await moves(c)).toEqual(['You moved up to 2nd in Dawn Patrol (from 3rd)']);
  });

  it('tells every member once when the league ends (the sweep may run in every replica)', async () => {
    const today = todayIso();
    await t.db.models.League.update({ endDate: today }, { where: { id: leagueId } });
    expect(
      await Promise.all([sweepEndedLeagues(t.db, today, addDays(today, -7)), sweepEndedLeagues(t.db, today, addDays(today, -7))]),
    ).toBeDefined();
    expect(await sweepEndedLeagues(t.db, today, addDays(today, -7))).toBe(0);
    expect(await t.db.models.DomainEvent.count({ where: { leagueId, kind: 'league_ended' } })).toBe(1);
    await workerOn(t.db).drain();
    for (const member of [a, b, c]) {
      const texts = (await t.db.models.Notification.findAll({ where: { userId: member.id, kind: 'league_ended' } })).map((n) => n.text);
      expect(texts).toEqual(['Dawn Patrol has ended. See the final standings.']);
    }
  });
});
