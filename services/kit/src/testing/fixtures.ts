import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database, League, User } from '@fairway/data';

export const TEST_PASSWORD = 'golfer123';
let cachedHash: string | undefined;

/** A user whose password is TEST_PASSWORD (hashed once per test file, at a low cost). */
export async function createTestUser(
  db: Database,
  overrides: Partial<Parameters<Database['models']['User']['create']>[0]> = {},
): Promise<User> {
  cachedHash ??= await bcrypt.hash(TEST_PASSWORD, 4);
  const tag = randomBytes(4).toString('hex');
  return db.models.User.create({
    email: `golfer-${tag}@example.test`,
    passwordHash: cachedHash,
    firstName: 'Test',
    lastName: `Golfer ${tag}`,
    ...overrides,
  });
}

/** A league created by `creator`, who is its first (admin) member, with one course of 2 rounds by default. */
export async function createTestLeague(
  db: Database,
  creator: User,
  overrides: Partial<Parameters<Database['models']['League']['create']>[0]> & { courses?: Array<{ name: string; rounds: number }> } = {},
): Promise<League> {
  const { courses = [{ name: 'Pebble Creek', rounds: 2 }], ...attrs } = overrides;
  return db.sequelize.transaction(async (transaction) => {
    const league = await db.models.League.create({ name: 'Test League', createdBy: creator.id, ...attrs }, { transaction });
    await db.models.LeagueCourse.bulkCreate(
      courses.map((c, position) => ({ leagueId: league.id, name: c.name, rounds: c.rounds, position })),
      { transaction },
    );
    await db.models.LeagueMembership.create({ leagueId: league.id, userId: creator.id, isAdmin: true }, { transaction });
    return league;
  });
}
