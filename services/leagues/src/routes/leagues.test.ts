// The leagues API against a throwaway MariaDB database: create-league validation, creation and
// invitations, invite-only visibility (joining, leaving, deleting and the lists:
// league-membership.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayIso, type League as LeagueDto } from '@fairway/contracts';
import { hashInvitationToken } from '../domain/invitations';
import { createTestLeague } from '@fairway/kit/testing';
import { alice, as, bob, carol, db, mailOutbox, outbox, useLeaguesApi, validLeague } from './leagues-test-setup';

useLeaguesApi();

describe('POST /api/leagues validation', () => {
  const cases: Array<[string, (body: ReturnType<typeof validLeague>) => object, string, string]> = [
    ['missing name', (b) => ({ ...b, name: '' }), 'name', 'League name is required'],
    ['long name', (b) => ({ ...b, name: 'x'.repeat(101) }), 'name', 'League name is too long'],
    ['one player', (b) => ({ ...b, maxPlayers: 1 }), 'maxPlayers', 'At least 2 players required'],
    ['51 players', (b) => ({ ...b, maxPlayers: 51 }), 'maxPlayers', 'Maximum 50 players'],
    ['past end date', (b) => ({ ...b, endDate: addDays(todayIso(), -1) }), 'endDate', 'End date must be today or in the future'],
    ['no courses', (b) => ({ ...b, courses: [] }), 'courses', 'At least one course is required'],
    ['course without name', (b) => ({ ...b, courses: [{ name: ' ', rounds: 1 }] }), 'courses.0.name', 'Course name is required'],
    ['0 rounds', (b) => ({ ...b, courses: [{ name: 'A', rounds: 0 }] }), 'courses.0.rounds', 'At least 1 round required'],
    ['11 rounds', (b) => ({ ...b, courses: [{ name: 'A', rounds: 11 }] }), 'courses.0.rounds', 'Maximum 10 rounds per course'],
    [
      'invitee without name',
      (b) => ({ ...b, privacy: 'invite', maxPlayers: undefined, invitedMembers: [{ name: '', email: 'x@example.test' }] }),
      'invitedMembers.0.name',
      'Name is required',
    ],
    [
      'invitee with bad email',
      (b) => ({ ...b, privacy: 'invite', maxPlayers: undefined, invitedMembers: [{ name: 'Xavier', email: 'not-an-email' }] }),
      'invitedMembers.0.email',
      'Valid email is required',
    ],
    ['weekly type', (b) => ({ ...b, type: 'weekly' }), 'type', 'This league type is not currently available'],
  ];

  it.each(cases)('%s -> 400 with the spec message and nothing written', async (_label, change, field, message) => {
    const before = await db.models.League.count();
    const res = await as(alice).post('/api/leagues').send(change(validLeague()));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    expect(await db.models.League.count()).toBe(before);
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await as(null).post('/api/leagues').send(validLeague());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('creating leagues', () => {
  it('stores the league, its courses and the creator as first (admin) member', async () => {
    const res = await as(alice).post('/api/leagues').send(validLeague());
    expect(res.status).toBe(201);
    const league = res.body as LeagueDto;
    expect(league).toMatchObject({
      name: 'Sunday Swingers',
      description: 'Casual rounds',
      type: 'casual',
      privacy: 'public',
      createdBy: alice.id,
      creatorName: 'Alice Archer',
      memberCount: 1,
      maxMembers: 8,
      courses: [
        { name: 'Pebble Creek', rounds: 2 },
        { name: 'Oak Hills', rounds: 3 },
      ],
      isMember: true,
      isComplete: false,
      userPosition: 1,
      userRounds: 0,
      userAvgScore: null,
    });
    const membership = await db.models.LeagueMembership.findOne({ where: { leagueId: league.id, userId: alice.id } });
    expect(membership?.isAdmin).toBe(true);
  });

  it('invite-only: stores invitees lower-cased with hashed tokens, mails each a link, hides the league from others', async () => {
    const body = {
      ...validLeague(),
      name: 'Secret Society',
      privacy: 'invite',
      maxPlayers: undefined,
      invitedMembers: [
        { name: 'Carol', email: 'CAROL@example.test' },
        { name: 'Dave', email: 'dave@example.test' },
      ],
    };
    const res = await as(alice).post('/api/leagues').send(body);
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body.maxMembers).toBe(10);
    await mailOutbox.drain();

    const invites = await db.models.LeagueInvite.findAll({ where: { leagueId: id }, order: [['email', 'ASC']] });
    expect(invites.map((i) => i.email)).toEqual(['carol@example.test', 'dave@example.test']);

    const mails = fs.readdirSync(outbox).map((f) =>
      fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
    const tokenFor = (email: string) => {
      const mail = mails.find((m) => m.toLowerCase().includes(`to: ${email}`));
      return mail?.match(new RegExp(`http://golf\\.test/leagues/${id}#invitation=([A-Za-z0-9_-]{43})`))?.[1];
    };
    const daveToken = tokenFor('dave@example.test')!;
    const carolToken = tokenFor('carol@example.test')!;
    expect(daveToken).toBeDefined();
    expect(carolToken).toBeDefined();
    // Only the SHA-256 is stored, never the token itself.
    expect(invites.map((i) => i.tokenHash)).toEqual([hashInvitationToken(carolToken), hashInvitationToken(daveToken)]);
    expect(JSON.stringify(invites.map((i) => i.toJSON()))).not.toContain(daveToken);

    // Bob was not invited: every read answers like a missing league.
    for (const sub of ['', '/courses', '/rounds', '/leaderboard', '/members', `/members/${alice.id}`, `/members/${alice.id}/rounds`]) {
      const hidden = await as(bob).get(`/api/leagues/${id}${sub}`);
      expect([sub, hidden.status, hidden.body.message]).toEqual([sub, 404, 'League not found']);
    }
    expect((await as(bob).post(`/api/leagues/${id}/join`)).status).toBe(404);
    expect((await as(bob).get('/api/leagues')).body.map((l: LeagueDto) => l.id)).not.toContain(id);

    // Carol's account email matches an invitation (in another letter case), but without the
    // token that proves she received it she sees nothing either.
    expect((await as(carol).get(`/api/leagues/${id}`)).status).toBe(404);
    expect((await as(carol).get('/api/leagues/available')).body.map((l: LeagueDto) => l.id)).not.toContain(id);
    expect((await as(carol).post(`/api/leagues/${id}/join`)).status).toBe(404);

    // With the token she sees it, then joins; the token is spent.
    const preview = await as(carol).post(`/api/leagues/${id}/invitation`).send({ token: carolToken });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id, name: 'Secret Society', isMember: false, privacy: 'invite' });
    const carolJoin = await as(carol).post(`/api/leagues/${id}/join`).send({ token: carolToken });
    expect(carolJoin.status).toBe(200);
    expect(carolJoin.body).toMatchObject({ isMember: true, memberCount: 2 });
    expect((await as(carol).get(`/api/leagues/${id}`)).status).toBe(200);
    expect((await db.models.LeagueInvite.findOne({ where: { leagueId: id, email: 'carol@example.test' } }))?.acceptedBy).toBe(carol.id);
    // Single use: the spent token opens nothing for anyone else.
    expect((await as(bob).post(`/api/leagues/${id}/invitation`).send({ token: carolToken })).status).toBe(404);
    expect((await as(bob).post(`/api/leagues/${id}/join`).send({ token: carolToken })).status).toBe(404);

    // A made-up token, a token of another league and an expired token: 404 like a missing league.
    const other = await createTestLeague(db, alice, { name: 'Elsewhere', privacy: 'invite' });
    expect((await as(bob).post(`/api/leagues/${other.id}/join`).send({ token: daveToken })).status).toBe(404);
    expect(
      (
        await as(bob)
          .post(`/api/leagues/${id}/invitation`)
          .send({ token: 'A'.repeat(43) })
      ).status,
    ).toBe(404);
    const malformed = await as(bob).post(`/api/leagues/${id}/invitation`).send({ token: 'short' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Invalid or expired invitation']);
    await db.models.LeagueInvite.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { leagueId: id, email: 'dave@example.test' } },
    );
    expect((await as(bob).post(`/api/leagues/${id}/join`).send({ token: daveToken })).status).toBe(404);
    expect((await as(bob).get(`/api/leagues/${id}`)).status).toBe(404);
  });

  it('caps the invitees of one creation at 20 (a spam relay otherwise): 21 or 1,000 answer 400 and write nothing', async () => {
    const before = await db.models.League.count();
    for (const count of [21, 1000]) {
      const res = await as(alice)
        .post('/api/leagues')
        .send({
          ...validLeague(),
          privacy: 'invite',
          maxPlayers: undefined,
          invitedMembers: Array.from({ length: count }, (_, i) => ({ name: `P${i}`, email: `p${i}@example.test` })),
        });
      expect([count, res.status, res.body.message]).toEqual([count, 400, 'You can invite at most 20 people at once']);
    }
    expect(await db.models.League.count()).toBe(before);
    const twenty = await as(alice)
      .post('/api/leagues')
      .send({
        ...validLeague(),
        privacy: 'invite',
        maxPlayers: undefined,
        invitedMembers: Array.from({ length: 20 }, (_, i) => ({ name: `Q${i}`, email: `q${i}@example.test` })),
      });
    expect(twenty.status).toBe(201);
  });
});
