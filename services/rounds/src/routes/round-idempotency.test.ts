// Exactly-once round submissions on MariaDB and on the embedded SQLite: a Log Your Round or Edit
// Round sent again with the same idempotency key (a lost answer, a second tap, the queue
// replaying it) answers the first result and stores nothing more; keys are per user.
import { addDays, todayIso } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { roundsRouter } from './rounds';

jest.setTimeout(120_000);

const yesterday = addDays(todayIso(), -1);
const twoDaysAgo = addDays(todayIso(), -2);
let serial = 0;
const newKey = () => `key-${Date.now().toString(16)}-${(serial += 1)}`;

describeServiceOnEachDatabase({ name: 'rounds-idempotency', routes: roundsRouter }, (t) => {
  const send = async (user: User, method: string, path: string, body: object) => {
    const res = await t.fetchAs(user.id, method, path, body);
    return { status: res.status, body: (await res.json()) as { id: string; score: number; message?: string } };
  };
  const rounds = (user: User) => t.db.models.Round.count({ where: { userId: user.id } });

  let owner: User;
  let other: User;
  let league: League;
  beforeAll(async () => {
    owner = await createTestUser(t.db);
    other = await createTestUser(t.db);
    league = await createTestLeague(t.db, owner, { courses: [{ name: 'Pebble Creek', rounds: 20 }] });
    await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: other.id });
  });
  const round = (extra: object = {}) => ({ leagueId: league.id, course: 'Pebble Creek', date: yesterday, score: 84, ...extra });

  it('a submission sent again with its key answers the first round and stores one', async () => {
    const key = newKey();
    const before = await rounds(owner);
    const first = await send(owner, 'POST', '/api/rounds', round({ idempotencyKey: key }));
    const again = await send(owner, 'POST', '/api/rounds', round({ idempotencyKey: key }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(await rounds(owner)).toBe(before + 1);
  });

  it('parallel attempts of one submission store one round', async () => {
    const key = newKey();
    const before = await rounds(owner);
    // A busy answer (503: the embedded file's write lock not had in time, which a loaded machine
    // can cause) is resent with the same key, as the app's queue does; nothing was written by it.
    const sendUntilAnswered = async () => {
      let answer = await send(owner, 'POST', '/api/rounds', round({ idempotencyKey: key }));
      for (let attempt = 1; attempt < 20 && answer.status === 503; attempt += 1) {
        answer = await send(owner, 'POST', '/api/rounds', round({ idempotencyKey: key }));
      }
      return answer;
    };
    const answers = await Promise.all(Array.from({ length: 5 }, sendUntilAnswered));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await rounds(owner)).toBe(before + 1);
  });

  it('keys are per user: the same key from another golfer is their own submission', async () => {
    const key = newKey();
    const mine = await send(owner, 'POST', '/api/rounds', round({ idempotencyKey: key }));
    const theirs = await send(other, 'POST', '/api/rounds', round({ idempotencyKey: key }));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('an edit sent again answers the round and is not applied over a later edit', async () => {
    const created = await send(owner, 'POST', '/api/rounds', round());
    const path = `/api/rounds/${created.body.id}`;
    const firstKey = newKey();
    const first = await send(owner, 'PUT', path, { date: yesterday, score: 90, idempotencyKey: firstKey });
    expect([first.status, first.body.score]).toEqual([200, 90]);
    const later = await send(owner, 'PUT', path, { date: twoDaysAgo, score: 77, idempotencyKey: newKey() });
    expect(later.body.score).toBe(77);
    // The first edit's answer arrives late and is retried: the later edit stands.
    const replay = await send(owner, 'PUT', path, { date: yesterday, score: 90, idempotencyKey: firstKey });
    expect([replay.status, replay.body.score]).toEqual([200, 77]);
    const stored = await t.db.models.Round.findByPk(created.body.id);
    expect([stored!.score, stored!.date]).toEqual([77, twoDaysAgo]);
    expect((await t.db.models.User.findByPk(owner.id))!.bestRound).toBeLessThanOrEqual(77);
  });

  it('parallel attempts of one edit apply it once; its key cannot be used for another round', async () => {
    const created = await send(owner, 'POST', '/api/rounds', round());
    const otherRound = await send(owner, 'POST', '/api/rounds', round());
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(owner, 'PUT', `/api/rounds/${created.body.id}`, { date: yesterday, score: 95, idempotencyKey: key }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.body.score])).toEqual(Array(4).fill([200, 95]));
    expect(await t.db.models.RoundEditKey.count({ where: { userId: owner.id, idempotencyKey: key } })).toBe(1);
    const reused = await send(owner, 'PUT', `/api/rounds/${otherRound.body.id}`, { date: yesterday, score: 60, idempotencyKey: key });
    expect([reused.status, reused.body.message]).toEqual([409, 'This idempotency key was already used for another round']);
    expect((await t.db.models.Round.findByPk(otherRound.body.id))!.score).toBe(84);
  });

  it('a malformed key is refused and changes nothing', async () => {
    const before = await rounds(owner);
    const bad = await send(owner, 'POST', '/api/rounds', round({ idempotencyKey: 'no spaces allowed' }));
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid idempotency key']);
    expect(await rounds(owner)).toBe(before);
  });
});
