// `npm run chaos`: the fault suite. Starts private Redis and MariaDB instances on free ports with
// their data in temp folders (the shared ones are never touched) and the back end under the
// supervisor on free ports, runs a steady mixed load, then in turn: SIGKILL each
// service and the gateway (the supervisor restarts them), SIGKILL Redis and MariaDB and start
// them again. Afterwards it checks the database against every acknowledged write and prints a
// table: fault, requests sent, errors seen by clients, lost writes, recovery time.
// Recovery: from the kill (servers) or the dependency's restart until a signed-in request to each
// service through the gateway answers 200 again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVERS as PORT_TABLE } from '@fairway/contracts';
import { freePort, startPrivateMariadb, startPrivateRedis, type PrivateServer } from '@fairway/kit/testing/private-servers';
import { startSystem } from '../../scripts/system.mjs';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';
import { checkDatabase } from './check';
import { COURSES, Golfer, golferLoop, join, newcomerLoop, newLedger, register, type PhaseCounters } from './load';

/** The back end from the one port table: every service, then the gateway. */
const SERVERS = [...PORT_TABLE.services.map((service) => service.name), PORT_TABLE.gateway.name];
const GOLFERS = 6;
const STEADY_MS = 4000;
const DEPENDENCY_DOWN_MS = 3000;
const RECOVERY_LIMIT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Phase {
  fault: string;
  counters: PhaseCounters;
  recoveryMs: number | null;
}

async function main() {
  ensureServerBuilds();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-chaos-'));
  const dependencies: Array<{ name: string; server: PrivateServer }> = [];
  let system: Awaited<ReturnType<typeof startSystem>> | undefined;
  try {
    const redis = await startPrivateRedis({ durable: true });
    dependencies.push({ name: 'Redis', server: redis });
    const mariadb = await startPrivateMariadb();
    dependencies.push({ name: 'MariaDB', server: mariadb });
    const databaseUrl = `${mariadb.url}/fairway`;
    const ports = Object.fromEntries(await Promise.all(SERVERS.map(async (name) => [name, await freePort()])));
    console.log(
      `private Redis :${redis.port} and MariaDB :${mariadb.port}; servers on ${SERVERS.map((name) => `${name} :${ports[name]}`).join(', ')}`,
    );
    const gateway = `http://127.0.0.1:${ports.gateway}`;
    system = await startSystem({
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        ALLOWED_ORIGINS: gateway,
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      },
      ports,
      only: SERVERS,
      // Each service is killed on its own while the others serve.
      backend: 'per-service',
      logDir: path.join(dir, 'logs'),
      log: (line) => console.log(`  ${line}`),
    });

    const phases: Phase[] = [];
    const newPhase = (fault: string) => {
      phases.push({ fault, counters: { sent: 0, errors: 0, statuses: new Map() }, recoveryMs: null });
    };
    newPhase('setup');
    const current = () => phases[phases.length - 1];
    const counters = () => current().counters;
    const phase = () => current().fault;
    const ledger = newLedger();

    // Arrange: golfers, five leagues with room for newcomers, everyone in the first league.
    const golfers: Golfer[] = [];
    for (let i = 0; i < GOLFERS; i += 1) {
      const golfer = await register(gateway, counters, ledger, phase);
      if (!golfer) throw new Error('registering a golfer failed before any fault');
      golfers.push(golfer);
    }
    const leagueIds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await golfers[0].request('POST', '/api/leagues', { name: `Chaos league ${i + 1}`, maxPlayers: 50, courses: COURSES });
      if (created?.status !== 201) throw new Error(`creating a league failed: ${JSON.stringify(created)}`);
      leagueIds.push(created.json.id);
    }
    for (const golfer of golfers.slice(1))
      if (!(await join(golfer, leagueIds[0], ledger, phase))) throw new Error('joining failed before any fault');

    let running = true;
    newPhase('none (steady load)');
    const load = Promise.all([
      ...golfers.map((golfer) => golferLoop(golfer, leagueIds[0], ledger, phase, () => running)),
      newcomerLoop(gateway, leagueIds.slice(1), counters, ledger, phase, () => running),
    ]);
    await sleep(STEADY_MS);

    /** Until every service answers a signed-in request through the gateway. */
    const probePaths = [
      '/api/auth/user',
      '/api/leagues/my',
      '/api/rounds/recent',
      `/api/leagues/${leagueIds[0]}/calendar/availability`,
      '/api/notifications',
    ];
    // The probe uses the first golfer's session but is not counted as client load.
    const probeGolfer = new Golfer(gateway, golfers[0].email, () => ({ sent: 0, errors: 0, statuses: new Map() }));
    probeGolfer.cookie = golfers[0].cookie;
    const recovered = async (since: number) => {
      while (Date.now() - since < RECOVERY_LIMIT_MS) {
        const answers = await Promise.all(probePaths.map((p) => probeGolfer.request('GET', p)));
        if (answers.every((answer) => answer?.status === 200)) return Date.now() - since;
        await sleep(100);
      }
      return null;
    };

    for (const name of SERVERS) {
      newPhase(`kill -9 ${name}`);
      const pid = system.pid(name)!;
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      current().recoveryMs = await recovered(killedAt);
      await sleep(STEADY_MS);
    }
    for (const { name, server } of dependencies) {
      newPhase(`restart ${name} (kill -9, ${DEPENDENCY_DOWN_MS / 1000} s down)`);
      await server.kill();
      await sleep(DEPENDENCY_DOWN_MS);
      const restartedAt = Date.now();
      await server.start();
      current().recoveryMs = await recovered(restartedAt);
      await sleep(STEADY_MS);
    }
    newPhase('none (after the faults)');
    await sleep(STEADY_MS);
    running = false;
    await load;

    const { lostByPhase, problems } = await checkDatabase(databaseUrl, ledger);
    printTable(phases, lostByPhase);
    const acknowledged = ledger.users.length + ledger.memberships.length + ledger.rounds.size + ledger.availability.length;
    console.log(
      `\nacknowledged writes checked: ${acknowledged} (users ${ledger.users.length}, memberships ${ledger.memberships.length}, rounds ${ledger.rounds.size}, availability ${ledger.availability.length})`,
    );
    console.log(
      problems.length === 0
        ? 'consistency: every acknowledged write stored exactly once; member counts = memberships; user statistics = aggregates of their rounds'
        : `consistency problems (${problems.length}):\n  ${problems.slice(0, 30).join('\n  ')}`,
    );
    const slow = phases
      .filter((p) => p.fault.startsWith('kill') || p.fault.startsWith('restart'))
      .filter((p) => p.recoveryMs === null || p.recoveryMs > 10_000);
    if (slow.length > 0) console.log(`recovery over 10 s: ${slow.map((p) => p.fault).join(', ')}`);
    console.log(`server logs: ${path.join(dir, 'logs')}`);
    process.exitCode = problems.length > 0 || slow.length > 0 ? 1 : 0;
  } finally {
    await system?.stop();
    for (const { server } of dependencies) await server.destroy().catch(() => {});
  }
}

function printTable(phases: Phase[], lostByPhase: Map<string, number>) {
  const rows = phases.map((p) => [
    p.fault,
    String(p.counters.sent),
    p.counters.errors === 0 ? '0' : `${p.counters.errors} (${[...p.counters.statuses].map(([status, n]) => `${status}: ${n}`).join(', ')})`,
    String(lostByPhase.get(p.fault) ?? 0),
    p.recoveryMs === null
      ? p.fault.startsWith('kill') || p.fault.startsWith('restart')
        ? 'not recovered'
        : '-'
      : `${(p.recoveryMs / 1000).toFixed(1)} s`,
  ]);
  const header = ['fault', 'requests sent', 'errors seen by clients', 'lost writes', 'recovery'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
