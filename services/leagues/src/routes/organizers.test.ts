// Co-organizers and their tools, seasons, against MariaDB: who may edit, invite and change
// organizers (403 for everyone else), the creation messages on every edit, the format locked by
// the first round (409), invitations after creation (list, resend, revoke, join with the mail's
// token), the record of changes, and the next season (read-only previous season, notices).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIso, type League as LeagueDto, type LeagueEvent, type PendingInvitation } from '@fairway/contracts';
import { refreshUserStats, type User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';

/** Courses without their tee figures (the neutral course here; course-ratings.test.ts has them). */
const namesAndRounds = (courses: Array<{ name: string; rounds: number }>) => courses.map(({ name, rounds }) => ({ name, rounds }));

jest.setTimeout(120_000);

let db: TestDatabase;
let app: Express;
let creator: User, coOrganizer: User, member: User, outsider: User, newcomer: User;
let outboxDir: string;
let mailOutbox: MailOutbox;
const previousOutbox = process.env.MAIL_OUTBOX_DIR;
const previousSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'organizers-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  delete process.env.SMTP_URL;
  db = await createTestDatabase();
  mailOutbox = createMailOutbox(db, { logger: createLogger('organizers-test', 'silent') });
  app = createServiceApp({ name: 'organizers-test', db, routes: routes(db, { appUrl: 'http://golf.test', outbox: mailOutbox }) });
  creator = await createTestUser(db, { firstName: 'Cora', lastName: 'Creator' });
  coOrganizer = await createTestUser(db, { firstName: 'Otto', lastName: 'Organizer' });
  member = await createTestUser(db, { firstName: 'Mia', lastName: 'Member' });
  outsider = await createTestUser(db, { firstName: 'Oz', lastName: 'Outside' });
  newcomer = await createTestUser(db, { firstName: 'Nell', lastName: 'New', email: 'nell@example.test' });
});

afterAll(async () => {
  await mailOutbox?.stop();
  await db?.drop();
  fs.rmSync(outboxDir, { recursive: true, force: true });
  if (previousOutbox === undefined) delete process.env.MAIL_OUTBOX_DIR;
  else process.env.MAIL_OUTBOX_DIR = previousOutbox;
  if (previousSmtp !== undefined) process.env.SMTP_URL = previousSmtp;
});

const as = (user: User) => signedRequest(app, user.id);

async function league(privacy: 'public' | 'invite', extra: Record<string, unknown> = {}): Promise<LeagueDto> {
  const res = await as(creator)
    .post('/api/leagues')
    .send({
      name: 'Tuesday Twilight',
      privacy,
      maxPlayers: privacy === 'public' ? 6 : undefined,
      endDate: addDays(todayIso(), 30),
      courses: [{ name: 'Oak', rounds: 3 }],
      ...extra,
    });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  for (const user of [coOrganizer, member]) {
    await db.models.LeagueMembership.create({ leagueId: id, userId: user.id, joinedAt: new Date() });
  }
  await db.models.League.update({ memberCount: 3 }, { where: { id } });
  return res.body as LeagueDto;
}

function tokenIn(mailTo: string, leagueId: string): string | undefined {
  const mails = fs.readdirSync(outboxDir).map((file) =>
    fs
      .readFileSync(path.join(outboxDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
  const tokens = mails
    .filter((mail) => mail.toLowerCase().includes(`to: ${mailTo}`))
    .map((mail) => mail.match(new RegExp(`/leagues/${leagueId}#invitation=([A-Za-z0-9_-]{43})`))?.[1])
    .filter(Boolean);
  return tokens[tokens.length - 1];
}

describe('organizers', () => {
  it('only the creator makes a member a co-organizer or takes it back', async () => {
    const { id } = await league('public');
    const admin = (user: User, target: User, isAdmin: boolean) =>
      as(user).put(`/api/leagues/${id}/members/${target.id}/admin`).send({ isAdmin });
    expect([(await admin(member, coOrganizer, true)).status, (await admin(member, coOrganizer, true)).body.message]).toEqual([
      403,
      'Only the league creator can change organizers',
    ]);
    const made = await admin(creator, coOrganizer, true);
    expect([made.status, made.body.isAdmin]).toEqual([200, true]);
    // a co-organizer cannot make others organizers
    expect((await admin(coOrganizer, member, true)).status).toBe(403);
    expect((await admin(creator, creator, false)).status).toBe(409);
    expect((await admin(creator, outsider, true)).status).toBe(404);
    const detail = (await as(coOrganizer).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect(detail.isAdmin).toBe(true);
    expect(((await as(member).get(`/api/leagues/${id}`)).body as LeagueDto).isAdmin).toBe(false);
    const taken = await admin(creator, coOrganizer, false);
    expect([taken.status, taken.body.isAdmin]).toEqual([200, false]);
    const events = (await as(member).get(`/api/leagues/${id}/events`)).body as LeagueEvent[];
    expect(events.map((e) => [e.action, e.actor?.firstName, e.detail.memberName])).toEqual([
      ['organizer-removed', 'Cora', 'Otto Organizer'],
      ['organizer-added', 'Cora', 'Otto Organizer'],
    ]);
  });

  it('lets organizers edit, with the creation messages, and nobody else (403)', async () => {
    const { id } = await league('public');
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    const edit = (user: User, body: object) => as(user).patch(`/api/leagues/${id}`).send(body);
    const newEnd = addDays(todayIso(), 45);
    for (const user of [member, outsider]) {
      const res = await edit(user, { endDate: newEnd });
      expect([res.status, res.body.message]).toEqual([403, 'Only the league organizers can do this']);
    }
    const res = await edit(coOrganizer, { endDate: newEnd, description: 'Nine holes after work' });
    expect(res.status).toBe(200);
    expect([res.body.endDate, res.body.description]).toEqual([newEnd, 'Nine holes after work']);

    const cases: Array<[object, string]> = [
      [{ name: '' }, 'League name is required'],
      [{ name: 'x'.repeat(101) }, 'League name is too long'],
      [{ maxPlayers: 1 }, 'At least 2 players required'],
      [{ maxPlayers: 51 }, 'Maximum 50 players'],
      [{ maxPlayers: 2 }, 'Maximum players cannot be below the 3 current members'],
      [{ endDate: addDays(todayIso(), -1) }, 'End date must be today or in the future'],
      [{ courses: [] }, 'At least one course is required'],
      [{ courses: [{ name: ' ', rounds: 1 }] }, 'Course name is required'],
      [{ courses: [{ name: 'Oak', rounds: 0 }] }, 'At least 1 round required'],
      [{ courses: [{ name: 'Oak', rounds: 11 }] }, 'Maximum 10 rounds per course'],
      [{ format: 'skins' }, 'Choose one of the standings formats'],
    ];
    for (const [body, message] of cases) {
      const bad = await edit(coOrganizer, body);
      expect([body, bad.status, bad.body.message]).toEqual([body, 400, message]);
    }
    const after = (await as(member).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect([after.name, after.maxMembers, after.endDate, namesAndRounds(after.courses)]).toEqual([
      'Tuesday Twilight',
      6,
      newEnd,
      [{ name: 'Oak', rounds: 3 }],
    ]);
    const events = (await as(member).get(`/api/leagues/${id}/events`)).body as LeagueEvent[];
    expect(events[0]).toMatchObject({ action: 'league-edited', actor: { firstName: 'Otto' }, detail: { endDate: newEnd } });
  });

  it('locks the format, and courses with rounds, once a round is logged (409)', async () => {
    const { id } = await league('public');
    const before = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({ format: 'points', formatOptions: { windowWeeks: 2 } });
    expect([before.status, before.body.format, before.body.formatOptions.windowWeeks]).toEqual([200, 'points', 2]);
    await db.models.Round.create({ leagueId: id, userId: member.id, course: 'Oak', score: 85, date: todayIso() });
    await db.models.Round.create({ leagueId: id, userId: member.id, course: 'Oak', score: 88, date: todayIso() });
    await refreshUserStats(db.sequelize, [member.id]);
    const locked = await as(creator).patch(`/api/leagues/${id}`).send({ format: 'net-average' });
    expect([locked.status, locked.body.message]).toEqual([409, 'The format cannot change once a round is logged']);
    expect(
      (
        await as(creator)
          .patch(`/api/leagues/${id}`)
          .send({ formatOptions: { windowWeeks: 4 } })
      ).status,
    ).toBe(409);
    const removed = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({ courses: [{ name: 'Elm', rounds: 2 }] });
    expect([removed.status, removed.body.message]).toEqual([409, 'A course with rounds logged cannot be removed (Oak)']);
    const below = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({ courses: [{ name: 'Oak', rounds: 1 }] });
    expect([below.status, below.body.message]).toEqual([409, 'Oak: a member has already logged 2 rounds there']);
    const added = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({
        courses: [
          { name: 'Oak', rounds: 2 },
          { name: 'Elm', rounds: 1 },
        ],
      });
    expect([added.status, namesAndRounds(added.body.courses)]).toEqual([
      200,
      [
        { name: 'Oak', rounds: 2 },
        { name: 'Elm', rounds: 1 },
      ],
    ]);
  });

  it('invites after creation: pending list, resend, revoke, and the invitee joins with the mail', async () => {
    const { id } = await league('invite');
    const invite = (user: User) =>
      as(user)
        .post(`/api/leagues/${id}/invitations`)
        .send({ invitedMembers: [{ name: 'Nell', email: 'Nell@Example.test' }] });
    expect([(await invite(member)).status, (await invite(member)).body.message]).toEqual([403, 'Only the league organizers can do this']);
    expect((await invite(outsider)).status).toBe(404); // invite-only: a stranger learns nothing
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    const sent = await invite(coOrganizer);
    expect([sent.status, sent.body.invited]).toEqual([201, 1]);
    const pending = (await as(coOrganizer).get(`/api/leagues/${id}/invitations`)).body as PendingInvitation[];
    expect(pending.map((p) => [p.name, p.email, p.expired])).toEqual([['Nell', 'nell@example.test', false]]);
    expect((await as(member).get(`/api/leagues/${id}/invitations`)).status).toBe(403);
    await mailOutbox.drain();
    const first = tokenIn('nell@example.test', id)!;
    expect(first).toBeDefined();

    // resend: a new token; the first link stops working
    const resent = await as(coOrganizer).post(`/api/leagues/${id}/invitations/${pending[0].id}/resend`);
    expect(resent.status).toBe(200);
    await mailOutbox.drain();
    const second = tokenIn('nell@example.test', id)!;
    expect(second).not.toBe(first);
    expect((await as(newcomer).post(`/api/leagues/${id}/invitation`).send({ token: first })).status).toBe(404);
    expect((await as(newcomer).post(`/api/leagues/${id}/invitation`).send({ token: second })).status).toBe(200);

    // revoke, then invite again and join from the mail
    expect((await as(coOrganizer).delete(`/api/leagues/${id}/invitations/${pending[0].id}`)).status).toBe(200);
    expect((await as(newcomer).post(`/api/leagues/${id}/invitation`).send({ token: second })).status).toBe(404);
    expect((await as(coOrganizer).get(`/api/leagues/${id}/invitations`)).body).toEqual([]);
    await invite(coOrganizer);
    await mailOutbox.drain();
    const third = tokenIn('nell@example.test', id)!;
    const joined = await as(newcomer).post(`/api/leagues/${id}/join`).send({ token: third });
    expect([joined.status, joined.body.isMember]).toEqual([200, true]);
    const actions = ((await as(member).get(`/api/leagues/${id}/events`)).body as LeagueEvent[]).map((e) => [
      e.action,
      e.detail.name ?? e.detail.names,
    ]);
    expect(actions.slice(0, 4)).toEqual([
      ['members-invited', ['Nell']],
      ['invitation-revoked', 'Nell'],
      ['invitation-resent', 'Nell'],
      ['members-invited', ['Nell']],
    ]);
    // no event names an email address
    expect(JSON.stringify((await as(member).get(`/api/leagues/${id}/events`)).body)).not.toContain('@');
  });

  it('organizers remove members (never the creator); others still only leave', async () => {
    const { id } = await league('public');
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    const byMember = await as(member).delete(`/api/leagues/${id}/members/${coOrganizer.id}`);
    expect([byMember.status, byMember.body.message]).toEqual([403, 'You can only remove yourself from a league']);
    const creatorGone = await as(coOrganizer).delete(`/api/leagues/${id}/members/${creator.id}`);
    expect([creatorGone.status, creatorGone.body.message]).toEqual([403, 'The league creator cannot be removed']);
    const removed = await as(coOrganizer).delete(`/api/leagues/${id}/members/${member.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Member removed']);
    const detail = (await as(creator).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect(detail.memberCount).toBe(2);
    // only the creator deletes
    expect((await as(coOrganizer).delete(`/api/leagues/${id}`)).status).toBe(403);
  });
});

describe('next season', () => {
  it('starts from an ended league, links both, makes the previous read-only; public members join from a notice', async () => {
    const first = await league('public', { format: 'points', formatOptions: { windowWeeks: 2 } });
    const start = (user: User) => as(user).post(`/api/leagues/${first.id}/next-season`);
    const early = await start(creator);
    expect([early.status, early.body.message]).toEqual([409, 'A next season can start once this one has ended or is complete']);
    await as(creator).patch(`/api/leagues/${first.id}`).send({ endDate: todayIso() }); // ends today
    expect((await start(member)).status).toBe(403);
    const started = await start(creator);
    expect(started.status).toBe(201);
    const next = started.body as LeagueDto;
    expect([
      next.name,
      next.season,
      next.previousLeagueId,
      next.format,
      next.formatOptions?.windowWeeks,
      namesAndRounds(next.courses),
      next.memberCount,
    ]).toEqual(['Tuesday Twilight', 2, first.id, 'points', 2, [{ name: 'Oak', rounds: 3 }], 1]);
    expect((await start(creator)).status).toBe(409);
    // Recorded in the same transaction for the notifications worker (docs/notifications.md).
    const events = await db.models.DomainEvent.findAll({ where: { leagueId: first.id, kind: 'season_started' } });
    expect(events.map((event) => JSON.parse(event.payload))).toEqual([
      { leagueName: 'Tuesday Twilight', nextLeagueId: next.id, season: 2 },
    ]);
    const previous = (await as(member).get(`/api/leagues/${first.id}`)).body as LeagueDto;
    expect(previous.nextLeagueId).toBe(next.id);
    expect((await as(creator).patch(`/api/leagues/${first.id}`).send({ name: 'Again' })).status).toBe(409);

    const notices = (await as(member).get('/api/leagues/next-seasons')).body;
    expect(notices).toEqual([{ id: next.id, name: 'Tuesday Twilight', season: 2, previousLeagueId: first.id }]);
    expect((await as(outsider).get('/api/leagues/next-seasons')).body).toEqual([]);
    expect((await as(member).post(`/api/leagues/${next.id}/join`)).status).toBe(200);
    expect((await as(member).get('/api/leagues/next-seasons')).body).toEqual([]);
  });

  it('sends an invite-only league the usual single-use invitations', async () => {
    const first = await league('invite');
    await as(creator).put(`/api/leagues/${first.id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    await as(creator).patch(`/api/leagues/${first.id}`).send({ endDate: todayIso() });
    const started = await as(coOrganizer).post(`/api/leagues/${first.id}/next-season`);
    expect(started.status).toBe(201);
    const next = started.body as LeagueDto;
    const invites = await db.models.LeagueInvite.findAll({ where: { leagueId: next.id } });
    expect(invites.map((i) => i.name).sort()).toEqual(['Cora Creator', 'Mia Member']);
    expect((await as(member).get('/api/leagues/next-seasons')).body).toEqual([]);
    await mailOutbox.drain();
    const memberEmail = (await db.models.User.findByPk(member.id))!.email.toLowerCase();
    const token = tokenIn(memberEmail, next.id)!;
    const joined = await as(member).post(`/api/leagues/${next.id}/join`).send({ token });
    expect([joined.status, joined.body.season]).toEqual([200, 2]);
  });
});
