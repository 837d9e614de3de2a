import type { Database } from '@fairway/data';

/** Number of SQL statements run by the database while `fn` runs (for N+1 guards:
 * `expect(await countQueries(db, () => request(app).get(...))).toBeLessThanOrEqual(4)`). */
export async function countQueries(db: Pick<Database, 'sequelize'>, fn: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const hookName = `countQueries-${Math.random()}`;
  // 'beforeQuery' is a real Sequelize 6 hook that its typings do not list.
  const hooks = db.sequelize as unknown as {
    addHook(type: string, name: string, fn: () => void): void;
    removeHook(type: string, name: string): void;
  };
  hooks.addHook('beforeQuery', hookName, () => {
    count += 1;
  });
  try {
    await fn();
  } finally {
    hooks.removeHook('beforeQuery', hookName);
  }
  return count;
}
