// Coalescing and mail throttling (docs/notifications.md): six join/leave cycles and ten edits of
// a round naming a partner are delivered event by event, but the partner sees one notification
// per subject and someone on "each" gets at most 5 mails an hour, the rest in the daily digest.
// Three moves in the standings within minutes show as one naming the latest place.
import { recordEvents, refreshUserStats, type User } from '@fairway/data';
import { createLogger, createMailOutbox } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { savePreferences } from '../data/preferences';
import { EACH_MAILS_PER_HOUR } from './coalesce';
import { runDailyDigests } from './digest';
import { createEventWorker } from './event-worker';

const logger = createLogger('coalesce-test', 'silent');
const mail = { appUrl: 'http://localhost:3000' };

describeOnEachDatabase((t) => {
  let owner: User;
  let sam: User;
  let partner: User;
  let leagueId: string;

  beforeAll(async () => {
    owner = await createTestUser(t.db, { firstName: 'Olive', lastName: 'Owner' });
    sam = await createTestUser(t.db, { firstName: 'Sam', lastName: 'Swift' });
    partner = await createTestUser(t.db, { firstName: 'Pat' });
    const league = await createTestLeague(t.db, owner, { name: 'Dawn Patrol', courses: [{ name: 'Oak Hills', rounds: 50 }] });
    leagueId = league.id;
    await t.db.models.LeagueMembership.create({ leagueId, userId: partner.id, isAdmin: false, joinedAt: new Date() });
    await savePreferences(t.db, partner.id, { email: 'each' });
  });

  const drain = async () => {
    const outbox = createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) });
    return createEventWorker(t.db, { logger, outbox, mail }).drain();
  };
  /** Records `events` a second apart, in order (recorded within one millisecond, the worker
   * could take them in any order). */
  async function recordInOrder(events: Array<Parameters<typeof recordEvents>[1][number]>) {
    const base = Date.now() - 60_000;
    await recordEvents(
      t.db.models,
      events.map((event, seq) => ({ ...event, payload: { ...event.payload, seq } })),
    );
    for (const event of await t.db.models.DomainEvent.findAll({ where: { leagueId, processedAt: null } })) {
      const { seq } = JSON.parse(event.payload) as { seq: number };
      // Raw: Sequelize never writes a model's createdAt on update.
      await t.db.sequelize.query('UPDATE `domain_events` SET `createdAt` = :at WHERE `id` = :id', {
        replacements: { id: event.id, at: new Date(base + seq * 1000) },
      });
    }
  }
  const seenBy = (user: User) => t.db.models.Notification.findAll({ where: { userId: user.id }, order: [['createdAt', 'ASC']] });
  const mailsTo = (user: User) => t.db.models.MailOutbox.count({ where: { recipient: user.email } });

  it('merges six join/leave cycles into one notification per member, every event delivered', async () => {
    const cycles = Array.from({ length: 6 }, () => [
      { kind: 'member_joined' as const, leagueId, actorId: sam.id, payload: { leagueName: 'Dawn Patrol' } },
      { kind: 'member_left' as const, leagueId, actorId: sam.id, payload: { leagueName: 'Dawn Patrol' } },
    ]).flat();
    await recordInOrder(cycles);
    expect(await drain()).toBe(12);
    expect(await t.db.models.DomainEvent.count({ where: { leagueId, processedAt: null } })).toBe(0);
    const texts = (await seenBy(partner)).filter((n) => n.kind.startsWith('member_')).map((n) => n.text);
    expect(texts).toEqual(['Sam Swift joined and left Dawn Patrol']);
  });

  it('merges ten edits of one round into one, and mails "each" at most 5 an hour, the rest held for the digest', async () => {
    await t.db.models.Notification.update({ readAt: new Date() }, { where: { userId: partner.id } });
    const mailsBefore = await mailsTo(partner);
    const edits = Array.from({ length: 10 }, (_, i) => ({
      kind: 'round_edited' as const,
      leagueId,
      actorId: owner.id,
      payload: { roundId: 'round-1', leagueName: 'Dawn Patrol', course: 'Oak Hills', score: 80 + i },
    }));
    // A round_edited tells the round's named partners: name Pat on a real round.
    const round = await t.db.models.Round.create({ leagueId, userId: owner.id, course: 'Oak Hills', score: 80, date: '2026-11-20' });
    await t.db.models.RoundPartner.create({ roundId: round.id, userId: partner.id });
    await recordInOrder(edits.map((edit) => ({ ...edit, payload: { ...edit.payload, roundId: round.id } })));
    expect(await drain()).toBe(10);
    const unread = (await seenBy(partner)).filter((n) => n.readAt === null && n.kind === 'round_edited');
    expect(unread.map((n) => n.text)).toEqual(['Olive Owner edited the round you played together at Oak Hills in Dawn Patrol: now 89']);
    // Separate subjects still make separate notifications; past 5 mails this hour they wait.
    const rounds = [];
    for (let i = 0; i < 8; i += 1) {
      const other = await t.db.models.Round.create({ leagueId, userId: owner.id, course: 'Oak Hills', score: 70 + i, date: '2026-11-21' });
      await t.db.models.RoundPartner.create({ roundId: other.id, userId: partner.id });
      rounds.push({
        kind: 'round_edited' as const,
        leagueId,
        actorId: owner.id,
        payload: { roundId: other.id, leagueName: 'Dawn Patrol', course: 'Oak Hills', score: 70 + i },
      });
    }
    await recordInOrder(rounds);
    expect(await drain()).toBe(8);
    expect(await mailsTo(partner)).toBe(Math.max(mailsBefore, EACH_MAILS_PER_HOUR));
    const held = await t.db.models.Notification.count({ where: { userId: partner.id, mailedAt: null } });
    expect(held).toBeGreaterThan(0);
    // The daily digest (08:00 in Pat's zone, UTC) takes what was held: one mail, nothing left.
    const outbox = createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) });
    // The first 08:30 UTC after now: its digest window (from the day before, 08:00) holds now.
    const next = new Date();
    next.setUTCHours(8, 30, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCDate(next.getUTCDate() + 1);
    expect(await runDailyDigests(t.db, outbox, mail, { now: next })).toBe(1);
    expect(await t.db.models.Notification.count({ where: { userId: partner.id, mailedAt: null } })).toBe(0);
  });

  it('merges rank changes within the window into one that names the latest place', async () => {
    const league = await createTestLeague(t.db, owner, { name: 'Dusk Patrol', courses: [{ name: 'Elm Park', rounds: 50 }] });
    // Join order is the standings' tie-break before anyone has a round: Olive, Pat, Sam.
    const joined = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db.models.LeagueMembership.update({ joinedAt: joined(3) }, { where: { leagueId: league.id, userId: owner.id } });
    await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: partner.id, isAdmin: false, joinedAt: joined(2) });
    await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: sam.id, isAdmin: false, joinedAt: joined(1) });
    const rankTexts = async () =>
      (await t.db.models.Notification.findAll({ where: { userId: partner.id, leagueId: league.id, kind: 'rank_changed' } })).map(
        (n) => n.text,
      );
    const logRound = async (user: User, score: number) => {
      const round = await t.db.models.Round.create({ userId: user.id, leagueId: league.id, course: 'Elm Park', score, date: '2026-11-20' });
      await refreshUserStats(t.db.sequelize, [user.id], undefined, league.id);
      const payload = { roundId: round.id, leagueName: 'Dusk Patrol', course: 'Elm Park', score, date: '2026-11-20', partnerIds: [] };
      await recordEvents(t.db.models, [{ kind: 'round_logged', leagueId: league.id, actorId: user.id, payload }]);
      await drain();
    };
    // The first positions are seen (Olive, Pat, Sam), then Pat goes 2nd -> 1st -> 2nd -> 1st.
    await recordEvents(t.db.models, [
      { kind: 'member_joined', leagueId: league.id, actorId: sam.id, payload: { leagueName: 'Dusk Patrol' } },
    ]);
    await drain();
    await logRound(partner, 80);
    expect(await rankTexts()).toEqual(['You moved up to 1st in Dusk Patrol (from 2nd)']);
    await logRound(sam, 75);
    expect(await rankTexts()).toEqual(['You dropped to 2nd in Dusk Patrol (from 1st)']);
    await logRound(partner, 60);
    expect(await rankTexts()).toEqual(['You moved up to 1st in Dusk Patrol (from 2nd)']);
    // Read, the next move is news of its own.
    await t.db.models.Notification.update({ readAt: new Date() }, { where: { userId: partner.id, leagueId: league.id } });
    await logRound(sam, 50);
    expect((await rankTexts()).sort()).toEqual([
      'You dropped to 2nd in Dusk Patrol (from 1st)',
      'You moved up to 1st in Dusk Patrol (from 2nd)',
    ]);
  });
});
