// `npm run soak [-- --database embedded|mariadb]`: a compressed season against the running
// system. The back end under the supervisor (`startSystem`, as `npm start` runs it) on free
// ports, on the embedded default (a fresh SQLite file, sessions in it), on a fresh MySQL database
// named by DATABASE_URL=mysql://... (with REDIS_URL's Redis), or on private MariaDB and Redis
// servers (--database mariadb); REGISTER_RATE_LIMIT=1000 so 500 sign-ups from one address stay inside the
// product's limits. 500 golfers, 40 leagues of every format (30 golfers in 12 leagues each),
// 8 weeks of rounds (half hole by hole) dated across the season, availability and the tee groups
// confirmed from it, weekly skins in half the leagues, notifications and leaderboards read; a
// kill -9 of the back-end process in the middle of a week (one-process mode: the one process;
// the supervisor restarts it); the notifications worker delivering throughout, then the weekly
// recaps (`npm run digest -- --now`, twice: the second must queue none). Prints requests and
// p50/p99 per kind, errors, and the checks (standings and skins against the soak's own
// recomputation, recompute.ts); exit code 1 when a check fails.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { SERVERS as PORT_TABLE, addDays, todayIso, weekStart } from '@fairway/contracts';
import { openDatabase } from '@fairway/data';
import { freePort, startPrivateMariadb, startPrivateRedis, type PrivateServer } from '@fairway/kit/testing/private-servers';
import { startSystem } from '../../scripts/system.mjs';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';
import {
  acknowledgedWritesMissing,
  deliveryProblems,
  recapProblems,
  skinsDifferences,
  standingsDifferences,
  waitForDelivery,
} from './check';
import { Recorder, summary } from './client';
import { formLeagues, newLedger, playWeek, registerGolfers, WEEKS } from './season';

const REPO = path.resolve(__dirname, '..', '..');
const BACK_END = [...PORT_TABLE.services.map((service) => service.name), PORT_TABLE.gateway.name];
const GOLFERS = Number(process.env.SOAK_GOLFERS || 500);
const LEAGUES = Number(process.env.SOAK_LEAGUES || 40);
const KILLED = 'rounds';
const DELIVERY_LIMIT_MS = 300_000;
const run = promisify(execFile);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** `npm run digest -- --now`: its last line, or why it failed (a failed run is a failed check,
 * and the figures are still printed). */
async function digestNow(env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'services/notifications/src/digest-command.ts', '--now'], {
      cwd: REPO,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim().split('\n').at(-1) ?? '';
  } catch (error) {
    const { code, stderr } = error as { code?: number; stderr?: string };
    const cause = /"message":"([^"]+)"/.exec(stderr ?? '')?.[1] ?? (error as Error).message.split('\n')[0];
    return `FAILED (exit ${code}): ${cause}`;
  }
}

async function main() {
  const { values } = parseArgs({ options: { database: { type: 'string', default: 'embedded' } }, strict: true });
  if (values.database !== 'embedded' && values.database !== 'mariadb') throw new Error('--database is embedded or mariadb');
  ensureServerBuilds();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-soak-'));
  const privateServers: PrivateServer[] = [];
  let system: Awaited<ReturnType<typeof startSystem>> | undefined;
  const began = Date.now();
  try {
    let databaseUrl = `sqlite:${path.join(dir, 'soak.sqlite')}`;
    let redisUrl: string | undefined;
    const given = process.env.DATABASE_URL ?? '';
    if (given.startsWith('mysql://')) {
      // A MySQL database named by the caller (a fresh one: the recap checks count every row),
      // with the caller's Redis if REDIS_URL names one.
      values.database = 'mariadb';
      databaseUrl = given;
      redisUrl = process.env.REDIS_URL || undefined;
    } else if (values.database === 'mariadb') {
      const mariadb = await startPrivateMariadb();
      const redis = await startPrivateRedis();
      privateServers.push(mariadb, redis);
      databaseUrl = `${mariadb.url}/fairway`;
      redisUrl = redis.url;
    }
    const ports = Object.fromEntries(await Promise.all(BACK_END.map(async (name) => [name, await freePort()])));
    const gateway = `http://127.0.0.1:${ports.gateway}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ALLOWED_ORIGINS: gateway,
      REGISTER_RATE_LIMIT: '1000',
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    };
    if (!redisUrl) delete env.REDIS_URL;
    system = await startSystem({ env, ports, only: BACK_END, logDir: path.join(dir, 'logs'), log: (line: string) => log(`  ${line}`) });
    log(`${values.database}: back end on ${gateway}; logs in ${dir}`);

    const recorder = new Recorder();
    const ledger = newLedger();
    const golfers = await registerGolfers(gateway, GOLFERS, recorder, ledger);
    log(`${golfers.length} golfers registered`);
    const members = await formLeagues(golfers, LEAGUES, recorder, ledger);
    const busiest = Math.max(...golfers.map((g) => [...members.values()].filter((list) => list.includes(g)).length));
    log(`${LEAGUES} leagues, ${ledger.memberships.length} memberships (most leagues of one golfer: ${busiest})`);

    let killedAt = '';
    for (let week = 0; week < WEEKS; week += 1) {
      const playing = playWeek(week, members, golfers, recorder, ledger);
      if (week === WEEKS / 2) {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const pid = system.pid(KILLED)!;
        process.kill(pid, 'SIGKILL');
        killedAt = `week ${week + 1}, ${recorder.samples.length} requests in`;
        log(`kill -9 ${pid}, the process serving ${KILLED} (in one-process mode the whole back end)`);
      }
      await playing;
      log(
        `week ${week + 1}: ${ledger.rounds.length} rounds, ${ledger.availability.length} availability entries, ${ledger.teeGroups.length} tee group places so far`,
      );
    }

    const db = openDatabase(databaseUrl);
    const problems: string[] = [];
    try {
      const left = await waitForDelivery(db, DELIVERY_LIMIT_MS);
      log(`notifications worker: ${left} events left undelivered`);
      const digestEnv = { ...env, APP_URL: gateway };
      const firstDigest = await digestNow(digestEnv);
      const secondDigest = await digestNow(digestEnv);
      log(`recaps: first run "${firstDigest}"; second run "${secondDigest}"`);
      if (firstDigest.startsWith('FAILED')) problems.push(`the first digest run ${firstDigest}`);
      if (!/^weekly recaps: 0 queued/.test(secondDigest)) problems.push(`the second digest run did not queue 0 recaps: ${secondDigest}`);

      problems.push(...(await acknowledgedWritesMissing(db, ledger)));
      const today = todayIso();
      let skinsWeeks = 0;
      for (const [i, league] of ledger.leagues.entries()) {
        const reader = members.get(league.id)![0];
        const answer = await reader.request('leaderboard', 'GET', `/api/leagues/${league.id}/leaderboard`);
        if (answer.status !== 200) problems.push(`league ${i}: leaderboard answered ${answer.status}`);
        else problems.push(...(await standingsDifferences(db, league.id, answer.json, today)));
        if (!league.skins) continue;
        for (let monday = weekStart(addDays(today, -7 * WEEKS)); monday <= today; monday = addDays(monday, 7)) {
          const skins = await reader.request('skins', 'GET', `/api/leagues/${league.id}/skins?week=${monday}`);
          if (skins.status !== 200) problems.push(`league ${i}: skins of ${monday} answered ${skins.status}`);
          else problems.push(...(await skinsDifferences(db, league.id, monday, skins.json)));
          skinsWeeks += 1;
        }
      }
      log(`checked ${ledger.leagues.length} leaderboards and ${skinsWeeks} skins weeks against the recomputation`);
      problems.push(...(await deliveryProblems(db, ledger)));
      problems.push(...(await recapProblems(db)));
    } finally {
      await db.close();
    }

    const samples = recorder.samples;
    const errors = samples.filter((s) => s.status === 0 || s.status >= 500).length;
    console.log(`\n## Soak: ${values.database}, ${GOLFERS} golfers, ${LEAGUES} leagues, ${WEEKS} weeks\n`);
    console.log(summary(samples).join('\n'));
    console.log(
      `\n${samples.length} requests, ${errors} errors (5xx or no answer; retried as the app does), kill -9 ${KILLED} at ${killedAt}; ` +
        `acknowledged: ${ledger.users.length} users, ${ledger.memberships.length} memberships, ${ledger.rounds.length} rounds, ${ledger.availability.length} availability entries, ` +
        `${ledger.teeGroups.length} tee group places (${ledger.teeGroups.filter((g) => g.status).length} answered); ` +
        `${((Date.now() - began) / 60_000).toFixed(1)} min in all`,
    );
    console.log(
      problems.length === 0
        ? 'checks: every acknowledged write present; standings and skins = recomputation from the rounds in every league; every event delivered, none twice; one recap per person'
        : `checks FAILED (${problems.length}):\n  ${problems.slice(0, 40).join('\n  ')}`,
    );
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    await system?.stop();
    for (const server of privateServers) await server.destroy().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
