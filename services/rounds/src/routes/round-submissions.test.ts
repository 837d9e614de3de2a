// What a round submission carries besides its score, against a throwaway MariaDB database: the
// idempotency key of a queued submission and the playing partners it names.
import { addDays } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createTestLeague, createTestUser, signedHeaders, signedRequest, startTestServer } from '@fairway/kit/testing';
import {
  app,
  db,
  expectStatsMatchRounds,
  other,
  owner,
  post,
  roundCount,
  today,
  useRoundsApi,
  validRound,
  yesterday,
} from './rounds-test-setup';

useRoundsApi();

describe('idempotency keys of queued submissions', () => {
  const key = 'b6f1c0de-0000-4000-8000-00000000abcd';

  it('the same submission sent twice stores one round and answers it both times', async () => {
    const first = await post(owner, { ...validRound(), idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await post(owner, { ...validRound(), idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await roundCount()).toBe(1);
    await expectStatsMatchRounds(owner);
  });

  it('a retry still answers the first round when that round used up the course', async () => {
    const body = { ...validRound(), course: 'Pebble Creek', idempotencyKey: key };
    expect((await post(owner, validRound())).status).toBe(201);
    const first = await post(owner, body);
    expect(first.status).toBe(201);
    const again = await post(owner, body);
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    expect(await roundCount()).toBe(2);
  });

  it('parallel attempts of one submission store exactly one round', async () => {
    const server = await startTestServer(app);
    try {
      const json = JSON.stringify({ ...validRound(), idempotencyKey: key });
      // Each attempt comes through the gateway, which signs it anew (a signature is good once).
      const headers = () => ({
        ...signedHeaders(owner.id, { method: 'POST', path: '/api/rounds', service: 'rounds-test', body: json }),
        'content-type': 'application/json',
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${server.url}/api/rounds`, { method: 'POST', headers: headers(), body: json }).then(async (res) => ({
            status: res.status,
            id: (await res.json()).id,
          })),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(await roundCount()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('keys are per user, and a malformed key is a 400', async () => {
    expect((await post(owner, { ...validRound(), idempotencyKey: key })).status).toBe(201);
    expect((await post(other, { ...validRound(), idempotencyKey: key })).status).toBe(201);
    expect(await roundCount()).toBe(2);
    const bad = await post(owner, { ...validRound(), idempotencyKey: 'no spaces allowed' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid idempotency key']);
  });

  it('a refused submission stores nothing, so its retry is refused with the same message', async () => {
    const ended = await createTestLeague(db, owner, { endDate: today });
    const body = { ...validRound(), leagueId: ended.id, date: addDays(today, -3), idempotencyKey: key };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await post(owner, body);
      expect([res.status, res.body.message]).toEqual([409, 'This league has ended. You cannot add new rounds.']);
    }
    expect(await roundCount()).toBe(0);
  });
});

describe('played with and confirmations', () => {
  const confirmations = (user: User) => signedRequest(app, user.id).get('/api/rounds/confirmations');
  const answer = (user: User, id: string, verb: 'confirm' | 'dismiss') => signedRequest(app, user.id).post(`/api/rounds/${id}/${verb}`);

  it('names league members; each sees the request and confirming shows on the round', async () => {
    const logged = await post(owner, { ...validRound(), playedWith: [other.id] });
    expect(logged.status).toBe(201);
    expect(logged.body.playedWith).toEqual([{ userId: other.id, firstName: 'Oscar', lastName: other.lastName, confirmed: false }]);

    const pending = await confirmations(other).expect(200);
    expect(pending.body).toEqual([
      {
        roundId: logged.body.id,
        course: 'Pebble Creek',
        score: 85,
        date: yesterday,
        leagueName: 'Pines League',
        user: { firstName: 'Olivia', lastName: owner.lastName },
      },
    ]);
    expect((await confirmations(owner).expect(200)).body).toEqual([]);
    // only the named member can answer
    await answer(owner, logged.body.id, 'confirm').expect(404);
    await answer(other, logged.body.id, 'confirm').expect(200);
    expect((await confirmations(other).expect(200)).body).toEqual([]);
    const recent = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    expect(recent.body[0].playedWith).toEqual([{ userId: other.id, firstName: 'Oscar', lastName: other.lastName, confirmed: true }]);
    // a later dismiss does not undo the confirmation
    await answer(other, logged.body.id, 'dismiss').expect(200);
    const after = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    expect(after.body[0].playedWith[0].confirmed).toBe(true);
  });

  it('dismissing closes the prompt and leaves the round as it was', async () => {
    const logged = await post(owner, { ...validRound(), playedWith: [other.id] });
    await answer(other, logged.body.id, 'dismiss').expect(200);
    expect((await confirmations(other).expect(200)).body).toEqual([]);
    const recent = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    expect(recent.body[0].playedWith[0].confirmed).toBe(false);
  });

  it('refuses naming yourself or a non-member, and more than three players', async () => {
    const outsider = await createTestUser(db);
    for (const playedWith of [[owner.id], [outsider.id], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await post(owner, { ...validRound(), playedWith });
      expect([res.status, res.body.errors?.playedWith]).toEqual([
        400,
        'You can only name other members of this league as players you played with',
      ]);
    }
    const many = await post(owner, { ...validRound(), playedWith: ['a', 'b', 'c', 'd'] });
    expect([many.status, many.body.message]).toEqual([400, 'Name at most 3 players you played with']);
    expect(await roundCount()).toBe(0);
  });
});
