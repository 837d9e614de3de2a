// Dependencies down, measured on PRIVATE Redis and MariaDB servers (other ports, temp data; the
// shared ones are never touched): the back end (a process per server) runs on them; each dependency is
// stopped in turn, and a signed-in client's typical calls are timed (status, ms, message) with it
// down, then the time until every call answers 200 again after it is restarted is measured.
// Run: node --import tsx bench/reliability/dependency-down.ts
import { createTestLeague, createTestUser, TEST_PASSWORD } from '@fairway/kit/testing';
import { startPrivateMariadb, startPrivateRedis } from '@fairway/kit/testing/private-servers';
import { openDatabase } from '@fairway/data';
import { launchBackend, ORIGIN, timed } from './backend';

const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4771);

async function main() {
  const redis = await startPrivateRedis();
  const mariadb = await startPrivateMariadb().catch(async (error) => {
    await redis.destroy();
    throw error;
  });
  const databaseUrl = `${mariadb.url}/fairway_bench`;
  let backend: Awaited<ReturnType<typeof launchBackend>> | undefined;
  try {
    backend = await launchBackend({ basePort: BASE_PORT, env: { DATABASE_URL: databaseUrl, REDIS_URL: redis.url } });
    const gw = backend.gateway;
    const db = openDatabase(databaseUrl);
    const user = await createTestUser(db);
    const league = await createTestLeague(db, user);
    await db.close();
    const login = () =>
      fetch(`${gw}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      });
    let cookie = (await login()).headers.getSetCookie()[0]!.split(';')[0]!;
    const calls: Record<string, () => Promise<Response>> = {
      'GET /api/auth/user': () => fetch(`${gw}/api/auth/user`, { headers: { cookie } }),
      'GET /api/leagues/:id': () => fetch(`${gw}/api/leagues/${league.id}`, { headers: { cookie } }),
      'POST /api/rounds': () =>
        fetch(`${gw}/api/rounds`, {
          method: 'POST',
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ leagueId: league.id, course: 'Pebble Creek', date: '2026-11-01', score: 80 }),
        }),
      'GET /api/notifications': () => fetch(`${gw}/api/notifications`, { headers: { cookie } }),
      'POST /api/auth/login': login,
      'GET /readyz (gateway)': () => fetch(`${gw}/readyz`),
    };
    for (const [name, dependency] of [
      ['Redis', redis],
      ['MariaDB', mariadb],
    ] as const) {
      await dependency.stop();
      await new Promise((r) => setTimeout(r, 500));
      for (const [call, run] of Object.entries(calls)) {
        const r = await timed(run);
        console.log(JSON.stringify({ down: name, call, status: r.status, ms: r.ms, message: r.message }));
      }
      const restarted = performance.now();
      await dependency.start();
      const up = performance.now();
      // Back when /readyz, a login (the private Redis keeps no sessions over a restart) and a
      // signed-in read all answer 200.
      let recoveredMs = -1;
      while (performance.now() - up < 60_000) {
        const ready = await timed(calls['GET /readyz (gateway)']!);
        const again = ready.status === 200 ? await login().catch(() => null) : null;
        if (again?.status === 200) {
          cookie = again.headers.getSetCookie()[0]!.split(';')[0]!;
          if ((await timed(calls['GET /api/leagues/:id']!)).status === 200) {
            recoveredMs = Math.round(performance.now() - up);
            break;
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      console.log(JSON.stringify({ down: name, restartTookMs: Math.round(up - restarted), backTo200AfterListeningMs: recoveredMs }));
    }
  } finally {
    await backend?.stop();
    await redis.destroy();
    await mariadb.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
