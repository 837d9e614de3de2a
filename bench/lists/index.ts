// The league lists as the site grows: on each database (a fresh MariaDB database on
// TEST_DATABASE_URL's server, a temporary SQLite file), `--leagues` public leagues of 20 members
// with 2 courses and 10 rounds each, then a new member's GET /api/leagues/available through the
// gateway with the services mounted in-process (the one-process back end): bytes of the first
// page and the median time of `--times` requests afresh. `npm run bench:lists -- --leagues 120`.
import { parseArgs } from 'node:util';
import { refreshUserStats } from '@fairway/data';
import { createTestDatabase, createTestLeague, createTestUser } from '@fairway/kit/testing';
import { sessionCookie, startBackend } from '../../api-gateway/src/test-support';

const { values: args } = parseArgs({
  options: { leagues: { type: 'string', default: '120' }, times: { type: 'string', default: '50' } },
});
const LEAGUES = Number(args.leagues);
const TIMES = Number(args.times);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function measure(dialect: 'mysql' | 'sqlite') {
  process.env.BCRYPT_ROUNDS = '4';
  const db = await createTestDatabase(dialect);
  const backend = await startBackend(db, {}, 'in-process');
  try {
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => createTestUser(db, { firstName: `Member${i}` })));
    for (let l = 0; l < LEAGUES; l += 1) {
      const league = await createTestLeague(db, members[l % members.length], {
        name: `Public ${l}`,
        privacy: 'public',
        courses: [
          { name: 'Pebble Creek', rounds: 10 },
          { name: 'Oak Hills', rounds: 10 },
        ],
      });
      await db.models.LeagueMembership.bulkCreate(
        members.map((member) => ({ leagueId: league.id, userId: member.id })),
        {
          ignoreDuplicates: true,
        },
      );
      await db.models.Round.bulkCreate(
        members.flatMap((member, m) =>
          Array.from({ length: 10 }, (_, r) => ({
            leagueId: league.id,
            userId: member.id,
            course: r % 2 ? 'Oak Hills' : 'Pebble Creek',
            score: 70 + ((m + r) % 25),
            date: '2026-01-15',
          })),
        ),
      );
    }
    await refreshUserStats(
      db.sequelize,
      members.map((member) => member.id),
    );
    const register = await fetch(`${backend.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `newcomer-${dialect}@example.test`,
        password: 'a-long-password-1',
        firstName: 'New',
        lastName: 'Comer',
      }),
    });
    const cookie = sessionCookie(register) ?? '';
    const timings: number[] = [];
    let bytes = 0;
    let next: string | null = null;
    for (let i = 0; i < TIMES; i += 1) {
      const started = performance.now();
      const answer = await fetch(`${backend.url}/api/leagues/available`, { headers: { cookie, 'cache-control': 'no-cache' } });
      const body = await answer.text();
      timings.push(performance.now() - started);
      bytes = Buffer.byteLength(body);
      next = answer.headers.get('x-next-cursor');
    }
    console.log(
      `${dialect.padEnd(6)} ${LEAGUES} public leagues: GET /api/leagues/available for a new member ${(bytes / 1024).toFixed(1)} KB, ` +
        `median ${median(timings).toFixed(1)} ms over ${TIMES} (next page: ${next ? 'yes' : 'no'})`,
    );
  } finally {
    await backend.close();
    await db.drop();
  }
}

async function main() {
  for (const dialect of ['mysql', 'sqlite'] as const) await measure(dialect);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
