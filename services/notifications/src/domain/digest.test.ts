// The weekly recap: exactly one per person and week (a second run, or a second replica, writes
// none), nobody with nothing to report gets one, Monday 08:00 in each person's zone (never before
// their first Monday after joining), and the mail parses with a standard MIME parser: both parts,
// values escaped, RFC 8058 headers. Time is a fixed clock: the suite means the same on any day.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIso, weekStart } from '@fairway/contracts';
import { openDatabase, refreshUserStats, type User } from '@fairway/data';
import { createLogger, createMailOutbox } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import { savePreferences } from '../data/preferences';
import { createDigestScheduler, runWeeklyRecaps } from './digest';
import { checkUnsubscribeToken } from './unsubscribe';

const logger = createLogger('digest-test', 'silent');
const mail = { appUrl: 'http://localhost:3000' };
/** A Wednesday, noon UTC: "now" for the whole suite. */
const NOW = new Date('2026-11-25T12:00:00Z');
const WEEK = weekStart(todayIso(NOW));
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
let outboxDir: string;
const previousDir = process.env.MAIL_OUTBOX_DIR;

/** Only Date is faked (timers, I/O and the drivers keep real time): rows written by the suite
 * carry the suite's clock, and it moves on from where a test sets it. */
function setClock(instant: Date) {
  jest.useFakeTimers({
    now: instant,
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

beforeAll(() => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-digest-'));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
});
afterAll(() => {
  jest.useRealTimers();
  if (previousDir === undefined) delete process.env.MAIL_OUTBOX_DIR;
  else process.env.MAIL_OUTBOX_DIR = previousDir;
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

async function mailsTo(email: string): Promise<ParsedMail[]> {
  const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
  const parsed = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(outboxDir, f)))));
  return parsed.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.value.some((a) => a.address === email)));
}

describeOnEachDatabase((t) => {
  let alex: User;
  let sam: User;
  let jo: User;
  let idle: User;
  let leagueId: string;

  beforeAll(async () => {
    // The league's week is written an hour before the recaps run at NOW.
    setClock(new Date(NOW.getTime() - 3_600_000));
    alex = await createTestUser(t.db, { firstName: 'Alex', lastName: '<b>Bold</b> & Co' });
    sam = await createTestUser(t.db, { firstName: 'Sam', lastName: 'Lee' });
    jo = await createTestUser(t.db, { firstName: 'Jo', lastName: 'Park' });
    idle = await createTestUser(t.db, { firstName: 'Idle', lastName: 'Ida' });
    const league = await createTestLeague(t.db, alex, { name: 'Dawn <Patrol>', courses: [{ name: 'Oak Hills', rounds: 5 }] });
    leagueId = league.id;
    const joined = new Date(NOW.getTime() - 10 * 86_400_000);
    await t.db.models.LeagueMembership.update({ joinedAt: joined }, { where: { leagueId } });
    for (const member of [sam, jo])
      await t.db.models.LeagueMembership.create({ leagueId, userId: member.id, isAdmin: false, joinedAt: joined });
    const quiet = await createTestLeague(t.db, idle, { name: 'Quiet League' });
    await t.db.models.LeagueMembership.update({ joinedAt: joined }, { where: { leagueId: quiet.id } });

    const yesterday = addDays(todayIso(NOW), -1);
    for (const [user, score] of [
      [alex, 90],
      [sam, 78],
      [jo, 84],
    ] as const) {
      await t.db.models.Round.create({ userId: user.id, leagueId, course: 'Oak Hills', score, date: yesterday });
      await refreshUserStats(t.db.sequelize, [user.id], undefined, leagueId);
    }
    const samsRound = await t.db.models.Round.findOne({ where: { userId: sam.id } });
    await t.db.models.RoundPartner.create({ roundId: samsRound!.id, userId: jo.id, confirmedAt: new Date() });
    // Two members free on the same slot this week: the best time to play.
    for (const user of [sam, jo])
      await t.db.models.Availability.create({ userId: user.id, leagueId, date: addDays(WEEK, 3), timeSlot: 'morning' });
    await t.db.models.Availability.create({ userId: alex.id, leagueId, date: addDays(WEEK, 1), timeSlot: 'evening' });
  });

  it('writes exactly one recap per person with something to report; a second run (or replica) writes none', async () => {
    const outbox = createMailOutbox(t.db, { logger });
    const second = openDatabase(t.db.url);
    try {
      const otherOutbox = createMailOutbox(second, { logger });
      const [one, two] = await Promise.all([
        runWeeklyRecaps(t.db, outbox, mail, { force: true, now: NOW }),
        runWeeklyRecaps(second, otherOutbox, mail, { force: true, now: NOW }),
      ]);
      expect(one.sent + two.sent).toBe(3);
      expect(one.nothingToReport).toBe(1); // Idle's league had no news
      await Promise.all([outbox.drain(), otherOutbox.drain()]);
      const again = await runWeeklyRecaps(t.db, outbox, mail, { force: true, now: NOW });
      expect(again).toEqual({ sent: 0, alreadySent: 3, nothingToReport: 1, failed: 0 });
      await outbox.stop();
      await otherOutbox.stop();
    } finally {
      await second.close();
    }
    for (const user of [alex, sam, jo]) expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo(idle.email)).toHaveLength(0);
  });

  it('has a text and an HTML part with the standings, rounds, confirmations, best time, links, escaped', async () => {
    const [recap] = await mailsTo(jo.email);
    expect(recap.subject).toMatch(/^Fairway Leagues: your weekly recap \(Week of /);
    const text = recap.text!;
    expect(text).toContain('Dawn <Patrol>');
    expect(text).toMatch(/^1\. Sam Lee {2}\+6$/m);
    expect(text).toMatch(/2\. Jo Park\s+\+12/);
    expect(text).toMatch(/3\. Alex <b>Bold<\/b> & Co\s+\+18/);
    expect(text).toContain('Rounds logged:');
    expect(text).toContain('Sam Lee: 78 at Oak Hills');
    expect(text).toContain('Jo Park confirmed playing with Sam Lee at Oak Hills');
    // The weekday and a course with the slot (nobody named one: the league's first).
    expect(text).toContain('Best time to play this week: Thursday, Nov 26, 2026, Morning (9 AM-12 PM) at Oak Hills: 2 members available');
    expect(text).toContain(`http://localhost:3000/leagues/${leagueId}`);
    const html = recap.html as string;
    expect(html).toContain('Dawn &lt;Patrol&gt;');
    expect(html).toContain('Alex &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('Thursday, Nov 26, 2026, Morning (9 AM-12 PM) at Oak Hills: 2 members available');
    // Laid out at a phone's width, not shrunk from 980 px.
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // RFC 8058: a POST to the List-Unsubscribe URL unsubscribes; the mail's own token is this person's.
    const header = (name: string) => recap.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const listUnsubscribe = header('list-unsubscribe');
    const url = /<([^>]+)>/.exec(listUnsubscribe)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);
    expect(await checkUnsubscribeToken(t.db, new URL(url).searchParams.get('token')!)).toEqual({ userId: jo.id });
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('goes out at Monday 08:00 in each person zone, and not to someone who turned mail off', async () => {
    const outbox = createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) });
    const nextMonday = addDays(WEEK, 7);
    await savePreferences(t.db, alex.id, { timeZone: 'Europe/Paris' });
    await savePreferences(t.db, sam.id, { timeZone: 'America/New_York' });
    await savePreferences(t.db, jo.id, { timeZone: 'Europe/Paris', email: 'none' });
    // 07:30 UTC on Monday is 08:30 in Paris and 02:30 in New York.
    const now = new Date(`${nextMonday}T07:30:00Z`);
    const early = await runWeeklyRecaps(t.db, outbox, mail, { now });
    const sentTo = await t.db.models.EmailDigest.findAll({ where: { period: nextMonday } });
    expect(sentTo.map((row) => row.userId)).toEqual([alex.id]);
    expect(early.sent).toBe(1);
    const later = await runWeeklyRecaps(t.db, outbox, mail, { now: new Date(`${nextMonday}T13:05:00Z`) });
    expect(later.sent).toBe(1);
    expect((await t.db.models.EmailDigest.findAll({ where: { period: nextMonday } })).map((row) => row.userId).sort()).toEqual(
      [alex.id, sam.id].sort(),
    );
    await outbox.stop();
  });

  it('starts with the first Monday after joining; a Monday missed while down still goes to those who were due', async () => {
    const outbox = createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) });
    const monday = addDays(WEEK, 14);
    const wednesday = addDays(monday, 2);
    const nextMonday = addDays(monday, 7);
    setClock(at(wednesday, '10:00:00'));
    const owner = await createTestUser(t.db, { firstName: 'Vera', lastName: 'Long' });
    const newcomer = await createTestUser(t.db, { firstName: 'Nico', lastName: 'New' });
    const walkIn = await createTestUser(t.db, { firstName: 'Wren', lastName: 'Walk' });
    const league = await createTestLeague(t.db, owner, { name: 'Late Starters', courses: [{ name: 'Elm Park', rounds: 5 }] });
    // Vera joined before this Monday's 08:00; Nico and Wren on Wednesday morning.
    await t.db.models.LeagueMembership.update({ joinedAt: at(addDays(monday, -2), '09:00:00') }, { where: { leagueId: league.id } });
    for (const member of [newcomer, walkIn])
      await t.db.models.LeagueMembership.create({
        leagueId: league.id,
        userId: member.id,
        isAdmin: false,
        joinedAt: at(wednesday, '09:00:00'),
      });
    await savePreferences(t.db, newcomer.id, { timeZone: 'Europe/Madrid' });
    for (const [user, score, date] of [
      [owner, 88, addDays(monday, -1)],
      [newcomer, 95, wednesday],
      [walkIn, 99, wednesday],
    ] as const) {
      await t.db.models.Round.create({ userId: user.id, leagueId: league.id, course: 'Elm Park', score, date });
      await refreshUserStats(t.db.sequelize, [user.id], undefined, league.id);
    }
    const sentFor = async (period: string) =>
      (await t.db.models.EmailDigest.findAll({ where: { period, userId: [owner.id, newcomer.id, walkIn.id] } })).map((row) => row.userId);

    // The service was down on Monday; its schedule runs on Wednesday afternoon with that clock.
    const scheduler = createDigestScheduler(t.db, outbox, mail, logger, { clock: () => at(wednesday, '15:00:00') });
    scheduler.start();
    await scheduler.stop();
    expect(await sentFor(monday)).toEqual([owner.id]);

    // Nico's first recap: the next Monday 08:00 in Madrid (07:00 UTC in winter), not a minute before.
    await runWeeklyRecaps(t.db, outbox, mail, { now: at(nextMonday, '06:59:00') });
    expect(await sentFor(nextMonday)).not.toContain(newcomer.id);
    await runWeeklyRecaps(t.db, outbox, mail, { now: at(nextMonday, '07:00:00') });
    expect(await sentFor(nextMonday)).toContain(newcomer.id);

    // The operator's "send now" sends this week's recap to everyone with news, newcomers included.
    const forced = await runWeeklyRecaps(t.db, outbox, mail, { force: true, week: monday, now: at(wednesday, '16:00:00') });
    expect(forced.sent).toBe(2);
    expect((await sentFor(monday)).sort()).toEqual([owner.id, newcomer.id, walkIn.id].sort());
    await outbox.stop();
  });
});
