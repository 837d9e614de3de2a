// Shared setup of leaderboard.test.ts and league-reads.test.ts: a leagues app on the given
// database, and the writes the tests arrange their data with (members in a defined join order,
// rounds with the statistics every round write keeps).
import { todayIso } from '@fairway/contracts';
import { refreshUserStats, type League, type User } from '@fairway/data';
import { createServiceApp } from '@fairway/kit';
import { createTestDatabase, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';

export let db: TestDatabase;
let app: Express;

/** Registers beforeAll/afterAll for one database (a describe block per database: `db` is that
 * block's while its tests run). */
export function useLeagueReads(dialect: 'mysql' | 'sqlite'): void {
  jest.setTimeout(120_000);
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    app = createServiceApp({ name: 'leagues-leaderboard-test', db, routes: routes(db) });
  });

  afterAll(async () => {
    await db?.drop();
  });
}

export const get = (user: User, path: string) => signedRequest(app, user.id).get(path);

/** Joins in order, one millisecond apart, so join order (the tie-break) is defined. */
export async function addMembers(league: League, users: User[], start = Date.now()) {
  await db.models.LeagueMembership.bulkCreate(
    users.map((user, index) => ({ leagueId: league.id, userId: user.id, joinedAt: new Date(start + (index + 1) * 1000) })),
  );
  await league.update({ memberCount: users.length + 1 });
}

/** Rounds on Pebble Creek today, with the statistics every round write keeps. */
export async function addRounds(league: League, rounds: Array<[User, number]>) {
  await db.models.Round.bulkCreate(
    rounds.map(([user, score]) => ({ leagueId: league.id, userId: user.id, course: 'Pebble Creek', score, date: todayIso() })),
  );
  // What every round write does in its transaction: the stored stats and membership aggregates.
  await refreshUserStats(
    db.sequelize,
    rounds.map(([user]) => user.id),
  );
}
