// The outside probe's sequence (scripts/testing/burst-probe.ts) in a longer loop: each run starts
// the back end afresh (`npm start`'s launcher, free ports, a new SQLite file or MariaDB database),
// then runs the sequence `--loops` times, alternately against the gateway and through the shell's
// /api proxy. Prints per run: requests, unanswered, over the bound, slowest answer during the
// bursts and outside them; exit code 1 on any violation or broken limit.
// Run: npm run probe:burst -- [--runs 15] [--loops 3] [--database embedded|mariadb]
import { parseArgs } from 'node:util';
import { describeRequest, runProbeOnce, type ProbeResult } from '../../scripts/testing/burst-probe';
import { startProbeSystem } from '../../scripts/testing/probe-system';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    loops: { type: 'string', default: '3' },
    database: { type: 'string', default: 'embedded' },
  },
});
const runs = Number(values.runs);
const loops = Number(values.loops);
const database = values.database === 'mariadb' ? 'mariadb' : 'embedded';

async function main() {
  const totals = { requests: 0, unanswered: 0, violations: 0, broken: 0, maxBurstMs: 0, maxQuietMs: 0 };
  for (let run = 1; run <= runs; run += 1) {
    const system = await startProbeSystem(database);
    const results: ProbeResult[] = [];
    try {
      for (let loop = 0; loop < loops; loop += 1) {
        const via = loop % 2 === 0 ? 'gateway' : 'shell';
        results.push(await runProbeOnce(via === 'gateway' ? system.gateway : system.shell, run * 1000 + loop));
      }
    } finally {
      const keepLogs = results.some((r) => r.violations.length > 0 || r.broken.length > 0) || results.length < loops;
      await system.stop({ keepLogs });
      if (keepLogs) console.log(`  servers' logs kept in ${system.logDir}`);
    }
    const sum = (pick: (r: ProbeResult) => number) => results.reduce((n, r) => n + pick(r), 0);
    const line = {
      run,
      database,
      requests: sum((r) => r.requests),
      unanswered: sum((r) => r.unanswered),
      overBound: sum((r) => r.violations.length),
      maxBurstMs: Math.max(...results.map((r) => r.maxBurstMs)),
      maxQuietMs: Math.max(...results.map((r) => r.maxQuietMs)),
      broken: results.flatMap((r) => r.broken),
      statuses: results.reduce<Record<string, number>>((all, r) => {
        for (const [status, n] of Object.entries(r.statuses)) all[status] = (all[status] ?? 0) + n;
        return all;
      }, {}),
    };
    console.log(JSON.stringify(line));
    for (const r of results) for (const v of r.violations) console.log(`  ${describeRequest(v)}`);
    totals.requests += line.requests;
    totals.unanswered += line.unanswered;
    totals.violations += line.overBound;
    totals.broken += line.broken.length;
    totals.maxBurstMs = Math.max(totals.maxBurstMs, line.maxBurstMs);
    totals.maxQuietMs = Math.max(totals.maxQuietMs, line.maxQuietMs);
  }
  console.log(`total over ${runs} fresh starts x ${loops} loops (${database}): ${JSON.stringify(totals)}`);
  if (totals.violations > 0 || totals.broken > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
