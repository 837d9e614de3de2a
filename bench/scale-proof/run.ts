// `npm run scale:proof`: proves on this machine that the gateway and the services are stateless
// and survive rolling restarts. HAProxy in front of 2 gateway replicas and 2 replicas of each
// service (ports 58xx), a throwaway MariaDB database and a Redis database index of its own on
// the shared servers (never flushed, never stopped). While a mixed load runs it measures
// throughput with 1 vs 2 replicas, restarts every replica one by one with SIGTERM, then kills one
// replica of each kind with SIGKILL; at the end it looks for every acknowledged write in the
// database. Prints the figures; asserts nothing (a benchmark, not a test).
//
// Environment: SCALE_PROOF_DATABASE_SERVER (mysql://root@127.0.0.1:3306), SCALE_PROOF_REDIS
// (redis://127.0.0.1:6379), SCALE_PROOF_REDIS_DB (14), SCALE_PROOF_USERS (12 virtual users).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, Op } from '@fairway/data';
import { createTestLeague, createTestUser, TEST_PASSWORD } from '@fairway/kit/testing';
import { Redis } from 'ioredis';
import { API_URL, buildServers, KINDS, REPO, serviceUrlEnv, startCluster, type Cluster } from './cluster';
import { isClientError, Load, type Sample } from './load';

const DB_SERVER = (process.env.SCALE_PROOF_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const REDIS_SERVER = (process.env.SCALE_PROOF_REDIS || 'redis://127.0.0.1:6379').replace(/\/+$/, '');
const REDIS_DB = Number(process.env.SCALE_PROOF_REDIS_DB || 14);
const USERS = Number(process.env.SCALE_PROOF_USERS || 12);
const LEAGUES = 80;
const THROUGHPUT_WINDOW_MS = 8000;
const THROUGHPUT_SETTLE_MS = 1500;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main() {
  const tag = randomBytes(4).toString('hex');
  const databaseUrl = `${DB_SERVER}/fairway_scale_${tag}`;
  const redisUrl = `${REDIS_SERVER}/${REDIS_DB}`;
  const logDir = path.join(os.tmpdir(), `fairway-scale-proof-${tag}`);

  const redis = new Redis(redisUrl);
  if ((await redis.dbsize()) > 0) throw new Error(`Redis database ${REDIS_DB} is not empty; set SCALE_PROOF_REDIS_DB to an unused index`);

  buildServers();
  // The release's migrate command, as the Kubernetes Job runs it; servers do not migrate (production).
  log(`database ${databaseUrl}: migrating with the migrate command`);
  execFileSync(process.execPath, ['dist/migrate.js'], {
    cwd: path.join(REPO, 'services/data'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  const db = openDatabase(databaseUrl);
  let cluster: Cluster | null = null;
  try {
    const owner = await createTestUser(db, { email: `owner-${tag}@example.test` });
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const user = await createTestUser(db, { email: `golfer${i}-${tag}@example.test` });
      users.push({ id: user.id, email: user.email, password: TEST_PASSWORD });
    }
    const leagueIds = [];
    for (let i = 0; i < LEAGUES; i++) {
      const league = await createTestLeague(db, owner, {
        name: `Scale League ${i}`,
        maxMembers: 50,
        courses: [
          { name: 'North Links', rounds: 10 },
          { name: 'South Links', rounds: 10 },
          { name: 'Valley Course', rounds: 10 },
        ],
      });
      leagueIds.push(league.id);
    }
    log(`${USERS} users, ${LEAGUES} leagues; starting HAProxy and ${KINDS.length * 2} replicas (logs in ${logDir})`);

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET: `scale-proof-session-${tag}-0123456789`,
      INTERNAL_SECRET: `scale-proof-internal-${tag}-0123456789`,
      COOKIE_SECURE: 'false',
      // Production requires an SMTP server; this load sends no mail (no invitations, no resets),
      // so nothing ever connects to it.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_OUTBOX_DIR: path.join(logDir, 'outbox'),
      ...serviceUrlEnv(),
    };
    cluster = await startCluster({ env, logDir });
    const [gatewayA, gatewayB] = cluster.byKind('gateway');

    // Sessions: signed in on gateway A, used on gateway B; signed out on B, gone on A.
    const login = await fetch(`${gatewayA.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: users[0].email, password: TEST_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const onB = await fetch(`${gatewayB.url}/api/auth/user`, { headers: { cookie } });
    const sessionOnB = onB.status === 200 && (await onB.json()).id === users[0].id;
    await fetch(`${gatewayB.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    const afterLogout = (await fetch(`${gatewayA.url}/api/auth/user`, { headers: { cookie } })).status;

    const events: Array<{ at: number; what: string }> = [];
    const load = new Load(API_URL, users, leagueIds);
    load.start();
    await sleep(3000);

    // Throughput, alternating 2 and 1 replica(s) of each kind (the second replicas in maintenance).
    const throughput: Record<1 | 2, number[]> = { 1: [], 2: [] };
    const seconds = []; // windows in order, for the table
    for (const replicas of [2, 1, 2, 1, 2, 1] as const) {
      for (const kind of KINDS) await cluster.setState(cluster.byKind(kind)[1], replicas === 2 ? 'ready' : 'maint');
      if (replicas === 2) for (const kind of KINDS) await cluster.waitUp(cluster.byKind(kind)[1]);
      await sleep(THROUGHPUT_SETTLE_MS);
      const from = Date.now();
      await sleep(THROUGHPUT_WINDOW_MS);
      const rate = load.window(from, Date.now()).length / (THROUGHPUT_WINDOW_MS / 1000);
      throughput[replicas].push(rate);
      seconds.push(`${replicas}:${rate.toFixed(0)}`);
      log(`throughput with ${replicas} replica(s) of each kind: ${rate.toFixed(1)} req/s`);
    }
    for (const kind of KINDS) await cluster.setState(cluster.byKind(kind)[1], 'ready');
    for (const kind of KINDS) await cluster.waitUp(cluster.byKind(kind)[1]);

    const steadyFrom = Date.now();
    await sleep(10_000);
    const steadyTo = Date.now();

    // (a) Rolling restart: every replica, one by one, with SIGTERM (drained first, as Kubernetes
    // takes the pod out of its Service while preStop runs).
    const rollingFrom = Date.now();
    const exitCodes: string[] = [];
    for (const replica of cluster.replicas) {
      events.push({ at: Date.now(), what: `drain+SIGTERM ${replica.name}` });
      const code = await cluster.stopGracefully(replica);
      exitCodes.push(`${replica.name}:${code}`);
      await cluster.start(replica);
      await cluster.setState(replica, 'ready');
      await cluster.waitUp(replica);
      events.push({ at: Date.now(), what: `${replica.name} back` });
      log(`restarted ${replica.name} (SIGTERM, exit code ${code})`);
    }
    await sleep(2000);
    const rollingTo = Date.now();

    // (b) SIGKILL of one replica of each kind, no warning to the balancer.
    const killFrom = Date.now();
    const killTimes: number[] = [];
    for (const kind of KINDS) {
      const victim = cluster.byKind(kind)[0];
      killTimes.push(Date.now());
      events.push({ at: Date.now(), what: `SIGKILL ${victim.name}` });
      await cluster.kill(victim);
      log(`killed ${victim.name} (SIGKILL)`);
      await sleep(3000);
    }
    await Promise.all(
      KINDS.map(async (kind) => {
        const victim = cluster!.byKind(kind)[0];
        await cluster!.start(victim);
        await cluster!.waitUp(victim);
      }),
    );
    await sleep(2000);
    const killTo = Date.now();
    await load.stop();

    // Rate limits are shared too: failed sign-ins alternate between the two gateways.
    const limitHeaders = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${1 + (parseInt(tag, 16) % 250)}` };
    const limitStatuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const gateway = i % 2 ? gatewayB : gatewayA;
      const res = await fetch(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: limitHeaders,
        body: JSON.stringify({ email: `nobody${i}-${tag}@example.test`, password: 'wrong-password' }),
      });
      limitStatuses.push(res.status);
    }

    // Every acknowledged write must be in the database.
    const { Round, Availability, LeagueMembership } = db.models;
    const roundsFound = await Round.count({ where: { id: { [Op.in]: load.acked.rounds } } });
    const availabilityFound = await Availability.count({ where: { id: { [Op.in]: load.acked.availability } } });
    let joinsFound = 0;
    for (const join of load.acked.joins) joinsFound += await LeagueMembership.count({ where: join });

    // The table.
    const row = (label: string, samples: Sample[], from: number, to: number, kills: number[] = []) => {
      const errors = samples.filter(isClientError);
      const inFlightAtKill = errors.filter((e) => kills.some((k) => e.start <= k && e.end >= k));
      const rules = samples.filter((s) => s.status >= 400 && s.status < 500).length;
      return `| ${label} | ${samples.length} | ${(samples.length / ((to - from) / 1000)).toFixed(1)} | ${errors.length} | ${kills.length ? inFlightAtKill.length : '-'} | ${errors.length - inFlightAtKill.length} | ${rules} |`;
    };
    const all = load.samples;
    console.log('\n## Scale proof: HAProxy, 2 gateway replicas, 2 replicas of each service, MariaDB + Redis\n');
    console.log(
      `${USERS} virtual users: sign in, read leagues, join, log rounds, add availability, leaderboard, notifications, current user.\n`,
    );
    console.log('| phase | requests | req/s | client-visible errors | of them in flight when a replica was killed | other errors | 4xx |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(row('steady, 2 replicas each', load.window(steadyFrom, steadyTo), steadyFrom, steadyTo));
    console.log(
      row(
        `rolling SIGTERM restart of all ${KINDS.length * 2} replicas, one by one`,
        load.window(rollingFrom, rollingTo),
        rollingFrom,
        rollingTo,
      ),
    );
    console.log(row('SIGKILL of one replica of each kind', load.window(killFrom, killTo), killFrom, killTo, killTimes));
    console.log(row('whole run', all, all[0].start, all[all.length - 1].end, killTimes));
    const t0 = all[0].start;
    const errorLines = all
      .filter(isClientError)
      .map(
        (s) => `  +${((s.start - t0) / 1000).toFixed(1)} s ${s.op}: ${s.status || 'no answer'} ${s.detail ?? ''} (${s.end - s.start} ms)`,
      );
    console.log(`\nclient-visible errors:${errorLines.length ? `\n${errorLines.join('\n')}` : ' none'}`);
    const rules = all
      .filter((x) => x.status >= 400 && x.status < 500)
      .map((s) => `  +${((s.start - t0) / 1000).toFixed(1)} s ${s.op}: ${s.status} ${s.detail}`);
    console.log(
      `4xx answers:${rules.length ? `\n${rules.slice(0, 20).join('\n')}${rules.length > 20 ? `\n  ... ${rules.length - 20} more` : ''}` : ' none'}`,
    );
    console.log(`events: ${events.map((e) => `+${((e.at - t0) / 1000).toFixed(1)} s ${e.what}`).join(', ')}`);
    console.log(
      `acknowledged writes: ${load.acked.rounds.length} rounds, ${load.acked.availability.length} availability entries, ${load.acked.joins.length} joins; ` +
        `missing afterwards: ${load.acked.rounds.length - roundsFound + load.acked.availability.length - availabilityFound + load.acked.joins.length - joinsFound}`,
    );
    const one = median(throughput[1]);
    const two = median(throughput[2]);
    console.log(
      `throughput (median of 3 alternating ${THROUGHPUT_WINDOW_MS / 1000} s windows): 1 replica of each kind ${one.toFixed(1)} req/s, 2 replicas ${two.toFixed(1)} req/s, ratio ${(two / one).toFixed(2)} (windows ${seconds.join(' ')}; ${os.cpus().length} CPUs shared with the load generator)`,
    );
    console.log(
      `session started on gateway A valid on gateway B: ${sessionOnB ? 'yes' : 'NO'}; signed out on B -> A answers ${afterLogout}`,
    );
    console.log(`rate limit shared by the gateways: 11 failed sign-ins alternating A/B from one address -> ${limitStatuses.join(' ')}`);
    console.log(`SIGTERM exit codes: ${exitCodes.join(' ')}`);
  } finally {
    await cluster?.stop();
    await db.sequelize.query(`DROP DATABASE IF EXISTS \`fairway_scale_${tag}\``).catch(() => undefined);
    await db.close();
    // Only this run's database index, only keys it wrote (never FLUSHDB on a shared server).
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'fairway:*', 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    await redis.quit();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
