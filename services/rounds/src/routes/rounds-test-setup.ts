// The rounds API on a throwaway MariaDB database, shared by the rounds route tests: a league of
// two members (Olivia created it, Oscar joined) with a 2-round and a 3-round course, and
// requests signed as one of them. A test file calls useRoundsApi() first; the bindings below
// are set by its beforeAll, before any test runs.
import { addDays, todayIso, userStats } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createServiceApp } from '@fairway/kit';
import { createTestDatabase, createTestLeague, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { roundsRouter } from './rounds';

export let db: TestDatabase;
export let app: Express;
export let owner: User;
export let other: User;
export let league: League;

export const today = todayIso();
export const yesterday = addDays(today, -1);

/** The database, the app and the league for this file's tests; every test starts without rounds. */
export function useRoundsApi(): void {
  jest.setTimeout(120_000);

  beforeAll(async () => {
    db = await createTestDatabase();
    app = createServiceApp({ name: 'rounds-test', db, routes: roundsRouter(db) });
    owner = await createTestUser(db, { firstName: 'Olivia' });
    other = await createTestUser(db, { firstName: 'Oscar' });
    league = await createTestLeague(db, owner, {
      name: 'Pines League',
      courses: [
        { name: 'Pebble Creek', rounds: 2 },
        { name: 'Oak Hills', rounds: 3 },
      ],
    });
    await db.models.LeagueMembership.create({ leagueId: league.id, userId: other.id });
  });

  afterAll(async () => {
    await db?.drop();
  });

  beforeEach(async () => {
    await db.models.Round.destroy({ where: {} });
    await db.models.User.update({ totalRounds: 0, bestRound: null, averageScore: null }, { where: {} });
  });
}

export const post = (user: User | null, body: Record<string, unknown>) =>
  signedRequest(app, user?.id ?? null)
    .post('/api/rounds')
    .send(body);
export const put = (user: User, id: string, body: Record<string, unknown>) =>
  signedRequest(app, user.id).put(`/api/rounds/${id}`).send(body);
export const del = (user: User, id: string) => signedRequest(app, user.id).delete(`/api/rounds/${id}`);

export const validRound = () => ({ leagueId: league.id, course: 'Pebble Creek', date: yesterday, score: 85, notes: 'Windy' });

export async function roundCount(): Promise<number> {
  return db.models.Round.count();
}

/** The user's stored statistics equal the statistics of their rounds. */
export async function expectStatsMatchRounds(user: User): Promise<void> {
  const rounds = await db.models.Round.findAll({ where: { userId: user.id }, attributes: ['score'] });
  const stored = await db.models.User.findByPk(user.id, { attributes: ['totalRounds', 'bestRound', 'averageScore'] });
  const expected = userStats(rounds.map((round) => round.score));
  expect({
    totalRounds: stored!.totalRounds,
    bestRound: stored!.bestRound,
    averageScore: stored!.averageScore === null ? null : Number(stored!.averageScore).toFixed(2),
  }).toEqual(expected);
}
