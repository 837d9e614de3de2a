// The weekly recap: exactly one per person and week (a second run, or a second replica, writes
// none), nobody with nothing to report gets one, Monday 08:00 in each person's zone, and the
// mail parses with a standard MIME parser: both parts, values escaped, RFC 8058 headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, currentWeekStart, todayIso } from '@fairway/contracts';
import { openDatabase, refreshUserStats, type User } from '@fairway/data';
import { createLogger, createMailOutbox } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import { savePreferences } from '../data/preferences';
import { runWeeklyRecaps } from './digest';
import { verifyUnsubscribeToken } from './unsubscribe';

const logger = createLogger('digest-test', 'silent');
const mail = { appUrl: 'http://localhost:3000', unsubscribeKey: 'digest-test-key' };
let outboxDir: string;
const previousDir = process.env.MAIL_OUTBOX_DIR;

beforeAll(() => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-digest-'));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
});
afterAll(() => {
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
    alex = await createTestUser(t.db, { firstName: 'Alex', lastName: '<b>Bold</b> & Co' });
    sam = await createTestUser(t.db, { firstName: 'Sam', lastName: 'Lee' });
    jo = await createTestUser(t.db, { firstName: 'Jo', lastName: 'Park' });
    idle = await createTestUser(t.db, { firstName: 'Idle', lastName: 'Ida' });
    const league = await createTestLeague(t.db, alex, { name: 'Dawn <Patrol>', courses: [{ name: 'Oak Hills', rounds: 5 }] });
    leagueId = league.id;
    const joined = new Date(Date.now() - 10 * 86_400_000);
    await t.db.models.LeagueMembership.update({ joinedAt: joined }, { where: { leagueId } });
    for (const member of [sam, jo])
      await t.db.models.LeagueMembership.create({ leagueId, userId: member.id, isAdmin: false, joinedAt: joined });
    const quiet = await createTestLeague(t.db, idle, { name: 'Quiet League' });
    await t.db.models.LeagueMembership.update({ joinedAt: joined }, { where: { leagueId: quiet.id } });

    const yesterday = addDays(todayIso(), -1);
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
    const week = currentWeekStart();
    for (const user of [sam, jo])
      await t.db.models.Availability.create({ userId: user.id, leagueId, date: addDays(week, 3), timeSlot: 'morning' });
    await t.db.models.Availability.create({ userId: alex.id, leagueId, date: addDays(week, 1), timeSlot: 'evening' });
  });

  it('writes exactly one recap per person with something to report; a second run (or replica) writes none', async () => {
    const outbox = createMailOutbox(t.db, { logger });
    const second = openDatabase(t.db.url);
    try {
      const otherOutbox = createMailOutbox(second, { logger });
      const [one, two] = await Promise.all([
        runWeeklyRecaps(t.db, outbox, mail, { force: true }),
        runWeeklyRecaps(second, otherOutbox, mail, { force: true }),
      ]);
      expect(one.sent + two.sent).toBe(3);
      expect(one.nothingToReport).toBe(1); // Idle's league had no news
      await Promise.all([outbox.drain(), otherOutbox.drain()]);
      const again = await runWeeklyRecaps(t.db, outbox, mail, { force: true });
      expect(again).toEqual({ sent: 0, alreadySent: 3, nothingToReport: 1 });
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
    expect(text).toMatch(/1\. Sam Lee\s+\+6 \(1 round\)/);
    expect(text).toMatch(/2\. Jo Park\s+\+12/);
    expect(text).toMatch(/3\. Alex <b>Bold<\/b> & Co\s+\+18/);
    expect(text).toContain('Rounds logged:');
    expect(text).toContain('Sam Lee: 78 at Oak Hills');
    expect(text).toContain('Jo Park confirmed playing with Sam Lee at Oak Hills');
    expect(text).toContain('Best time to play this week:');
    expect(text).toContain('Morning (9 AM-12 PM): 2 members available');
    expect(text).toContain(`http://localhost:3000/leagues/${leagueId}`);
    const html = recap.html as string;
    expect(html).toContain('Dawn &lt;Patrol&gt;');
    expect(html).toContain('Alex &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('Morning (9 AM-12 PM): 2 members available');
    // RFC 8058: a POST to the List-Unsubscribe URL unsubscribes, the token names this person.
    const header = (name: string) => recap.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const listUnsubscribe = header('list-unsubscribe');
    const url = /<([^>]+)>/.exec(listUnsubscribe)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);
    expect(verifyUnsubscribeToken(mail.unsubscribeKey, new URL(url).searchParams.get('token')!)).toBe(jo.id);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('goes out at Monday 08:00 in each person zone, and not to someone who turned mail off', async () => {
    const outbox = createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) });
    const nextMonday = addDays(currentWeekStart(), 7);
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
});
