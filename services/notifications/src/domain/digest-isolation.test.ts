// One person's trouble stays theirs: a recap that cannot be made or queued for one person is
// logged and retried for them alone while everyone else's goes out; and a recap of someone in
// over a hundred busy leagues is queued, summarised to a readable mail with links.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIso } from '@fairway/contracts';
import { refreshUserStats, type Database, type User } from '@fairway/data';
import { createLogger, createMailOutbox, type MailOutbox } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { simpleParser } from 'mailparser';
import { runDailyDigests, runWeeklyRecaps } from './digest';
import { savePreferences } from '../data/preferences';
import { RECAP_LEAGUES_SHOWN, RECAP_ROWS_SHOWN } from './recap-limits';

const mail = { appUrl: 'http://localhost:3000' };
let outboxDir: string;
const previousDir = process.env.MAIL_OUTBOX_DIR;

beforeAll(() => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-digest-isolation-'));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
});
afterAll(() => {
  if (previousDir === undefined) delete process.env.MAIL_OUTBOX_DIR;
  else process.env.MAIL_OUTBOX_DIR = previousDir;
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

/** A logger that keeps its error lines, to check what a failure reports. */
function recordingLogger() {
  const errors: Array<Record<string, unknown>> = [];
  const logger = createLogger('digest-isolation-test', 'silent');
  logger.error = ((fields: Record<string, unknown>) => {
    errors.push(fields);
  }) as typeof logger.error;
  return { logger, errors };
}

/** An outbox that refuses one recipient's mail, the way the database refused a body too long. */
function refusing(outbox: MailOutbox, email: string): MailOutbox {
  return {
    ...outbox,
    enqueue: async (message, transaction) => {
      if (message.to === email) throw new Error("Data too long for column 'text' at row 1");
      await outbox.enqueue(message, transaction);
    },
  };
}

async function logRound(db: Database, user: User, leagueId: string, score: number) {
  await db.models.Round.create({ userId: user.id, leagueId, course: 'Pebble Creek', score, date: addDays(todayIso(), -1) });
  await refreshUserStats(db.sequelize, [user.id], undefined, leagueId);
}

describeOnEachDatabase((t) => {
  it('a recap failing for one person is logged and retried for them alone; the others go out', async () => {
    const people = await Promise.all(['Ana', 'Ben', 'Cy'].map((firstName) => createTestUser(t.db, { firstName })));
    const league = await createTestLeague(t.db, people[0], { name: 'Isolation League' });
    for (const person of people.slice(1)) await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: person.id });
    for (const [i, person] of people.entries()) await logRound(t.db, person, league.id, 80 + i);
    const [, ben] = people;

    const outbox = createMailOutbox(t.db, { logger: createLogger('digest-isolation-test', 'silent') });
    const { logger, errors } = recordingLogger();
    const first = await runWeeklyRecaps(t.db, refusing(outbox, ben.email), mail, { force: true, logger });
    expect(first).toEqual({ sent: 2, alreadySent: 0, nothingToReport: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ userId: ben.id });
    const recapped = async () => (await t.db.models.EmailDigest.findAll({ where: { kind: 'weekly' } })).map((row) => row.userId).sort();
    expect(await recapped()).toEqual([people[0].id, people[2].id].sort());

    const retry = await runWeeklyRecaps(t.db, outbox, mail, { force: true, logger });
    expect(retry).toEqual({ sent: 1, alreadySent: 2, nothingToReport: 0, failed: 0 });
    expect(await recapped()).toEqual(people.map((p) => p.id).sort());
    expect(await t.db.models.MailOutbox.count({ where: { recipient: ben.email } })).toBe(1);
    await outbox.stop();
  });

  it('a daily digest failing for one person leaves the others sent and theirs to retry', async () => {
    const [dee, eve] = await Promise.all(['Dee', 'Eve'].map((firstName) => createTestUser(t.db, { firstName })));
    const league = await createTestLeague(t.db, dee, { name: 'Daily League' });
    await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: eve.id });
    for (const person of [dee, eve]) {
      await savePreferences(t.db, person.id, { email: 'daily' });
      await t.db.models.Notification.create({
        userId: person.id,
        eventId: crypto.randomUUID(),
        kind: 'round_logged',
        text: `A round in Daily League for ${person.firstName}`,
        link: `/leagues/${league.id}`,
        leagueId: league.id,
        createdAt: new Date(),
      });
    }
    const outbox = createMailOutbox(t.db, { logger: createLogger('digest-isolation-test', 'silent') });
    const { logger, errors } = recordingLogger();
    // Late enough in the day for every zone's 08:00 (the people are in UTC).
    const now = new Date(`${todayIso()}T23:00:00Z`);
    expect(await runDailyDigests(t.db, refusing(outbox, dee.email), mail, { now, logger })).toBe(1);
    expect(errors.map((e) => e.userId)).toEqual([dee.id]);
    expect(await t.db.models.Notification.count({ where: { userId: dee.id, mailedAt: null } })).toBe(1);
    expect(await runDailyDigests(t.db, outbox, mail, { now, logger })).toBe(1);
    expect(await t.db.models.Notification.count({ where: { userId: dee.id, mailedAt: null } })).toBe(0);
    await outbox.stop();
  });

  it('queues the recap of someone in over a hundred busy leagues, summarised with links', async () => {
    const many = await createTestUser(t.db, { firstName: 'Many' });
    const rivals = await Promise.all(
      Array.from({ length: RECAP_ROWS_SHOWN + 4 }, (_, i) => createTestUser(t.db, { firstName: `Rival${i}` })),
    );
    const LEAGUES = 110;
    let crowded = '';
    for (let i = 0; i < LEAGUES; i += 1) {
      const league = await createTestLeague(t.db, many, { name: `League ${String(i).padStart(3, '0')}` });
      await logRound(t.db, many, league.id, 100);
      if (i > 0) continue;
      // The first league (shown in full) has more players and rounds than a recap lists.
      crowded = league.id;
      for (const [r, rival] of rivals.entries()) {
        await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: rival.id });
        await logRound(t.db, rival, league.id, 70 + r);
      }
    }
    const outbox = createMailOutbox(t.db, { logger: createLogger('digest-isolation-test', 'silent') });
    const result = await runWeeklyRecaps(t.db, outbox, mail, { force: true });
    expect(result.failed).toBe(0);
    expect(await t.db.models.EmailDigest.count({ where: { userId: many.id, kind: 'weekly' } })).toBe(1);
    await outbox.drain();
    await outbox.stop();

    const file = fs
      .readdirSync(outboxDir)
      .map((f) => path.join(outboxDir, f))
      .find((f) => fs.readFileSync(f, 'utf8').includes(many.email));
    const parsed = await simpleParser(fs.readFileSync(file!));
    const text = parsed.text!;
    expect(text).toContain(`and ${LEAGUES - RECAP_LEAGUES_SHOWN} more leagues with news this week: http://localhost:3000/leagues`);
    expect(text).toContain('League 000');
    expect(text).not.toContain(`League ${String(RECAP_LEAGUES_SHOWN).padStart(3, '0')}`);
    // The crowded league: the top rows, the reader's own row at the bottom, then a count and link.
    expect(text).toContain(`${rivals.length + 1}. Many`);
    expect(text).toContain(`and 4 more players: http://localhost:3000/leagues/${crowded}`);
    expect(text).toContain(`and ${rivals.length + 1 - RECAP_ROWS_SHOWN} more: http://localhost:3000/leagues/${crowded}`);
    expect((parsed.html as string).length).toBeLessThan(64_000);
    expect(parsed.html).toContain(`and ${LEAGUES - RECAP_LEAGUES_SHOWN} more leagues with news this week`);
  });
});
