#!/usr/bin/env node
// Load bench: against a running system (`npm start`), seeds a public league of 50
// members x 20 rounds through the public API, then measures the hot reads through the gateway
// with autocannon (16 connections, keep-alive): the gateway floor (/healthz), the leaderboard,
// league detail, my leagues, recent rounds and the current user, each as a browser repeats it
// (answered from the gateway's read cache) and afresh (Cache-Control: no-cache, the whole path
// every time). Endpoints are measured in
// alternating passes (floor, a, b, ..., floor, a, b, ...) and the medians reported, with each
// read's req/s as a share of the floor's, and a mixed load (bench/load/mixed.mjs: the members'
// sessions in turn, six reads and 5 % round edits). Then: the `Connection` header each hop answers to a
// keep-alive client, a keep-alive soak through the shell origin (:3000/api) counting socket
// errors, the league rounds' first page size, and the RSS of every process `npm start` runs,
// at rest after the load.
//
//   REGISTER_RATE_LIMIT=1000 npm start        (the seed registers 50 users from one address)
//   flock /tmp/fairway-ports.lock npm run bench:load            (npm start already running)
//   node bench/load/index.mjs --passes 3 --seconds 5 --soak 60 --connections 16
import autocannon from 'autocannon';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { systemCpu, systemRss } from './processes.mjs';
import { mixedRequests } from './mixed.mjs';
import { seed } from './seed.mjs';

const { values: args } = parseArgs({
  options: {
    gateway: { type: 'string', default: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
    shell: { type: 'string', default: process.env.SHELL_URL ?? 'http://127.0.0.1:3000' },
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    passes: { type: 'string', default: '3' },
    soak: { type: 'string', default: '60' },
    members: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '20' },
    // At rest = this long after the load: V8's memory reducer has collected an idle server's garbage
    // (~8 s of idleness, then up to three collections; docs/operations.md, "Throughput and memory").
    rest: { type: 'string', default: '35' },
    // Measure only the reads whose name contains this (the floor is always measured).
    only: { type: 'string', default: '' },
  },
});
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);
const PASSES = Number(args.passes);
const SOAK_SECONDS = Number(args.soak);
const MEMBERS = Number(args.members);
const ROUNDS = Number(args.rounds);
const REST_SECONDS = Number(args.rest);
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function call(method, path, { cookie, body } = {}, attempt = 1) {
  const response = await fetch(new URL(path, args.gateway), {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  // A busy server declines a write it could not start in time (503, nothing written): sent again,
  // as the app does, so a seed on a loaded machine still completes.
  if (response.status === 503 && attempt < 8) {
    await sleep(250 * attempt);
    return call(method, path, { cookie, body }, attempt + 1);
  }
  // A registration answered 503 may have made the account before its session failed: sign in.
  if (response.status === 409 && attempt > 1 && path === '/api/auth/register') {
    return call('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
  }
  if (response.status === 429 && path === '/api/auth/register') {
    throw new Error('registrations are rate limited: start the system with REGISTER_RATE_LIMIT=1000 (the seed registers 50 users)');
  }
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text.slice(0, 200)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

function load(url, headers, seconds, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(targets) {
  const samples = new Map(targets.map((target) => [target.name, []]));
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const target of targets) {
      const cpuBefore = systemCpu();
      const result = await load(target.url, target.headers, SECONDS, target.requests);
      const cpuAfter = systemCpu();
      const total = result.requests.total || 1;
      // CPU per answered request, summed over the system's processes: unlike req/s, it hardly
      // moves when other work shares the machine.
      const byProcess = new Map(
        [...cpuAfter].map(([label, seconds]) => [label, ((seconds - (cpuBefore.get(label) ?? seconds)) * 1000) / total]),
      );
      const cpuMs = [...byProcess.values()].reduce((sum, ms) => sum + ms, 0);
      samples.get(target.name).push({
        cpuMsPerRequest: cpuMs,
        byProcess,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  return targets.map((target) => {
    const list = samples.get(target.name);
    return {
      name: target.name,
      rps: median(list.map((s) => s.rps)),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      cpuMsPerRequest: median(list.map((s) => s.cpuMsPerRequest)),
      byProcess: new Map([...list[0].byProcess.keys()].map((label) => [label, median(list.map((s) => s.byProcess.get(label) ?? 0))])),
      errors: list.reduce((sum, s) => sum + s.errors, 0),
      non2xx: list.reduce((sum, s) => sum + s.non2xx, 0),
    };
  });
}

/** Two requests on one keep-alive socket: the `Connection` header of each answer and whether
 * the second request reused the first one's socket. */
function connectionHeaders(url, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ connection: response.headers.connection ?? '(none)', reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  return once()
    .then(async (first) => ({ first, second: await once() }))
    .finally(() => agent.destroy());
}

const pad = (value, width) => String(value).padStart(width);

async function main() {
  console.log(`bench/load: gateway ${args.gateway}, shell ${args.shell}, ${CONNECTIONS} connections, ${PASSES} passes x ${SECONDS}s`);
  const before = systemRss();
  if (before) {
    console.log(
      `system memory before seeding: RSS summed ${before.totalMb.toFixed(0)} MB, PSS ${before.pssMb.toFixed(0)} MB in ${before.tree.length} processes`,
    );
  }

  const started = Date.now();
  const { league, viewer, members } = await seed(call, { memberCount: MEMBERS, roundCount: ROUNDS });
  console.log(
    `seeded league ${league.id}: ${MEMBERS} members x ${ROUNDS} rounds through the API in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );

  const gateway = (path) => new URL(path, args.gateway).toString();
  const auth = { cookie: viewer.cookie };
  // Each read twice: as a browser repeats it (the gateway's read cache answers the session from
  // what it kept) and afresh ('Cache-Control: no-cache': the whole path, session lookup, service
  // and database, every time).
  const afresh = { ...auth, 'cache-control': 'no-cache' };
  const reads = [
    ['GET /api/leagues/:id/leaderboard', `/api/leagues/${league.id}/leaderboard`],
    ['GET /api/leagues/:id', `/api/leagues/${league.id}`],
    ['GET /api/leagues/my', '/api/leagues/my'],
    ['GET /api/rounds/recent', '/api/rounds/recent'],
    ['GET /api/auth/user', '/api/auth/user'],
  ];
  const targets = [
    { name: 'floor GET /healthz', url: gateway('/healthz'), headers: {} },
    ...reads.flatMap(([name, path]) => [
      { name, url: gateway(path), headers: auth },
      { name: `${name} afresh`, url: gateway(path), headers: afresh },
    ]),
    // Every member's session in turn: six reads as a browser sends them, 5 % round edits.
    {
      name: `mixed: ${MEMBERS} sessions, 6 reads + 5% writes`,
      url: gateway('/'),
      headers: {},
      requests: mixedRequests(league.id, members),
    },
  ];
  const results = await measure(targets.filter((target, i) => i === 0 || target.name.includes(args.only)));
  const floor = results[0].rps;
  console.log(
    `\n${'endpoint (through the gateway)'.padEnd(42)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('floor', 7)} ${pad('cpu ms', 7)} ${pad('errors', 7)} ${pad('non2xx', 7)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(42)} ${pad(r.rps.toFixed(0), 8)} ${pad(r.p50, 7)} ${pad(r.p99, 7)} ${pad(`${((r.rps / floor) * 100).toFixed(1)}%`, 7)} ${pad(r.cpuMsPerRequest.toFixed(2), 7)} ${pad(r.errors, 7)} ${pad(r.non2xx, 7)}`,
    );
  }

  console.log('\nCPU ms per answered request by process (medians; processes above 0.05 ms):');
  for (const r of results) {
    const parts = [...r.byProcess].filter(([, ms]) => ms >= 0.05).sort((a, b) => b[1] - a[1]);
    console.log(`  ${r.name.padEnd(40)} ${parts.map(([label, ms]) => `${label} ${ms.toFixed(2)}`).join(', ')}`);
  }

  console.log('\nConnection header on a keep-alive client (first answer / second answer, socket reused):');
  const shell = (path) => new URL(path, args.shell).toString();
  for (const [name, url, headers] of [
    ['gateway /healthz', gateway('/healthz'), {}],
    ['gateway leaderboard', gateway(`/api/leagues/${league.id}/leaderboard`), auth],
    ['gateway /api/auth/user', gateway('/api/auth/user'), auth],
    ['shell /api leaderboard', shell(`/api/leagues/${league.id}/leaderboard`), auth],
    ['shell /api/auth/user', shell('/api/auth/user'), auth],
  ]) {
    try {
      const { first, second } = await connectionHeaders(url, headers);
      console.log(`  ${name.padEnd(26)} ${first.connection} / ${second.connection}, reused: ${second.reused}`);
    } catch (error) {
      console.log(`  ${name.padEnd(26)} failed: ${error.message}`);
    }
  }

  const cacheStates = [];
  for (const headers of [auth, auth, afresh]) {
    const answer = await fetch(gateway(`/api/leagues/${league.id}/leaderboard`), { headers });
    await answer.arrayBuffer();
    cacheStates.push(answer.headers.get('x-cache') ?? '(none)');
  }
  console.log(`\nread cache (X-Cache of the leaderboard: again, again, with Cache-Control: no-cache): ${cacheStates.join(', ')}`);

  const page = await fetch(gateway(`/api/leagues/${league.id}/rounds`), { headers: auth });
  const pageBytes = Buffer.byteLength(await page.text());
  console.log(
    `\nGET /api/leagues/:id/rounds (first answer, ${MEMBERS * ROUNDS} rounds in the league): ${(pageBytes / 1024).toFixed(1)} KB`,
  );

  if (SOAK_SECONDS > 0) {
    const soak = await load(shell(`/api/leagues/${league.id}/leaderboard`), auth, SOAK_SECONDS);
    console.log(
      `\nkeep-alive soak through the shell origin, ${SOAK_SECONDS}s x ${CONNECTIONS} connections (leaderboard): ` +
        `${soak.requests.total} requests, ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms, ` +
        `socket errors ${soak.errors}, timeouts ${soak.timeouts}, resets ${soak.resets ?? 0}, non2xx ${soak.non2xx}`,
    );
  }

  await sleep(REST_SECONDS * 1000);
  const after = systemRss();
  if (after) {
    console.log(
      `\nsystem memory at rest ${REST_SECONDS}s after the load, ${after.tree.length} processes (root: ${after.root.cmd.slice(0, 60)}):\n` +
        `  PSS ${after.pssMb.toFixed(0)} MB (what they hold together: shared pages counted once)\n` +
        `  RSS summed ${after.totalMb.toFixed(0)} MB (each process's RSS counts the node binary's shared pages again)`,
    );
    console.log(`  ${pad('RSS', 5)}    ${pad('PSS', 5)}`);
    for (const p of [...after.tree].sort((a, b) => b.rssKb - a.rssKb)) {
      console.log(
        `  ${pad((p.rssKb / 1024).toFixed(0), 5)} MB ${pad((p.pssKb / 1024).toFixed(0), 5)} MB  ${pad(p.pid, 7)}  ${p.cwd.split('/').slice(-2).join('/').padEnd(20)} ${p.cmd.slice(0, 90)}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(`bench/load failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
