// The embedded-default burst: the back end's real server processes on one temp SQLite file
// (as `npm start` runs them, on ports of their own), then through the gateway
//   - 30 parallel joins on a league capped at 5 (its creator left, so all 5 places are free),
//   - 10 parallel rounds by one member on a course allowed 2 rounds,
// while a steady trickle of other-service requests (auth current user, calendar week, league
// list, recent rounds, notifications) runs; prints outcome counts, the slowest answer of each
// kind, and the final row counts.
// Run: node --import tsx bench/reliability/sqlite-burst.ts [repeats]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@fairway/data';
import { launchBackend, ORIGIN, timed } from './backend';
import { createTestLeague, createTestUser, TEST_PASSWORD } from '@fairway/kit/testing';

const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4751);

const summary = (rows: Array<{ status: number; ms: number }>) => {
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
  const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
  return { counts, medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0), maxMs: Math.round(sorted.at(-1) ?? 0) };
};

async function login(GATEWAY: string, email: string): Promise<string> {
  const res = await fetch(`${GATEWAY}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function main() {
  const repeats = Number(process.argv[2] ?? 1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-burst-'));
  const databaseUrl = `sqlite:${path.join(dir, 'fairway.sqlite')}`;
  const backend = await launchBackend({ basePort: BASE_PORT, env: { DATABASE_URL: databaseUrl } });
  const GATEWAY = backend.gateway;
  try {
    const db = openDatabase(databaseUrl);
    for (let run = 1; run <= repeats; run += 1) {
      const creator = await createTestUser(db);
      const league = await createTestLeague(db, creator, { name: `Burst ${run}`, maxMembers: 5, courses: [{ name: 'Short', rounds: 2 }] });
      await db.models.LeagueMembership.destroy({ where: { leagueId: league.id, userId: creator.id } });
      await league.update({ memberCount: 0 });
      const joiners = [];
      for (let i = 0; i < 30; i += 1) joiners.push(await createTestUser(db));
      // One at a time: the per-IP login limiter counts attempts in flight.
      const cookies: string[] = [];
      for (const u of joiners) cookies.push(await login(GATEWAY, u.email));
      const creator2 = await createTestUser(db);
      const other2 = await createTestLeague(db, creator2, { name: `Other ${run}` });
      const other = await login(GATEWAY, creator2.email);

      // Background: other services' reads every 50 ms for the duration of the bursts.
      const background: Array<{ status: number; ms: number; message?: string }> = [];
      let running = true;
      const trickle = (async () => {
        const paths = [
          '/api/auth/user',
          '/api/leagues',
          `/api/leagues/${other2.id}/calendar/availability?from=2026-11-23&to=2026-11-29`,
          '/api/rounds/recent',
          '/api/notifications',
        ];
        let i = 0;
        while (running) {
          const p = paths[i++ % paths.length]!;
          void timed(() => fetch(`${GATEWAY}${p}`, { headers: { cookie: other } })).then((r) => background.push(r));
          await new Promise((r) => setTimeout(r, 50));
        }
      })();

      const joinStart = performance.now();
      const joins = await Promise.all(
        cookies.map((cookie) =>
          timed(() => fetch(`${GATEWAY}/api/leagues/${league.id}/join`, { method: 'POST', headers: { cookie, origin: ORIGIN } })),
        ),
      );
      const joinWall = performance.now() - joinStart;

      const rounder = cookies[joins.findIndex((j) => j.status === 200)];
      const roundStart = performance.now();
      const rounds = rounder
        ? await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              timed(() =>
                fetch(`${GATEWAY}/api/rounds`, {
                  method: 'POST',
                  headers: { cookie: rounder, origin: ORIGIN, 'content-type': 'application/json' },
                  body: JSON.stringify({ leagueId: league.id, course: 'Short', date: '2026-11-01', score: 80 + i }),
                }),
              ),
            ),
          )
        : [];
      const roundWall = performance.now() - roundStart;
      running = false;
      await trickle;
      await new Promise((r) => setTimeout(r, 2500));

      const members = await db.models.LeagueMembership.count({ where: { leagueId: league.id } });
      await league.reload();
      const roundRows = await db.models.Round.count({ where: { leagueId: league.id } });
      console.log(
        JSON.stringify({
          run,
          joins: { ...summary(joins), wallMs: Math.round(joinWall), members, memberCount: league.memberCount },
          rounds: { ...summary(rounds), wallMs: Math.round(roundWall), rows: roundRows },
          otherRequests: summary(background),
          sampleErrors: [
            ...new Set(
              [...joins, ...rounds, ...background].filter((r) => r.status >= 500 || r.status === 0).map((r) => `${r.status} ${r.message}`),
            ),
          ].slice(0, 5),
        }),
      );
    }
    await db.close();
  } finally {
    await backend.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
