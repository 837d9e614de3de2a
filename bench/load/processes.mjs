// The processes of the system under load, read from /proc: the `npm start` tree (found from the
// servers listening on its ports) and the stores, with each one's CPU time and memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const table = createRequire(import.meta.url)('../../packages/contracts/src/servers.json');

/** The ports of the servers `npm start` runs (front ends, gateway, services): the port table's. */
const SYSTEM_PORTS = [table.shell, ...table.remotes, table.gateway, ...table.services].map((server) => server.port);

// Linux's USER_HZ (clock ticks per second in /proc/<pid>/stat); 100 on every Linux ABI node runs on.
const CLOCK_TICKS = 100;

/** CPU seconds used so far by the system's processes (the `npm start` tree, plus MariaDB and
 * Redis when this user can read them), by label. */
export function systemCpu() {
  const cpu = new Map();
  const tree = [...(systemRss()?.tree ?? []), ...storePids().map(proc)];
  for (const p of tree) cpu.set(processLabel(p), (cpu.get(processLabel(p)) ?? 0) + p.cpuSeconds);
  return cpu;
}

/** MariaDB/MySQL and Redis serve every read too: their CPU counts (when /proc lets us read it). */
function storePids() {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return /^(mariadbd|mysqld|redis-server)/.test(fs.readFileSync(`/proc/${pid}/comm`, 'utf8'));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The server a process runs: its folder (services/leagues, api-gateway), the front-end app(s)
 * it serves, or the store's name. */
const processLabel = (p) => {
  const store = /(mariadbd|mysqld|redis-server)/.exec(p.cmd)?.[1];
  if (store) return store;
  const apps = /serve-app\.js (.+)/.exec(p.cmd)?.[1].split(' ');
  if (apps) return apps.length > 1 ? 'front ends' : `front-end ${apps[0].split(':')[0]}`;
  return p.cwd.split('/').slice(-1)[0] || String(p.pid);
};

function listeningPids() {
  const out = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
  const pids = new Set();
  for (const line of out.split('\n')) {
    const port = Number(/:(\d+)\s/.exec(line)?.[1]);
    const pid = /pid=(\d+)/.exec(line)?.[1];
    if (SYSTEM_PORTS.includes(port) && pid) pids.add(Number(pid));
  }
  return [...pids];
}

function proc(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  // Proportional set size: each page shared by n processes (the node binary, mapped by every
  // server) counts 1/n in each, so the sum is what the processes hold together.
  let pssKb = 0;
  try {
    pssKb = Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    // another user's process
  }
  const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  let cwd = '';
  try {
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // another user's process: no label
  }
  return { pid, ppid, rssKb, pssKb, cpuSeconds, cmd, cwd };
}

/** The `npm start` process tree: from a listening server up to `scripts/start.mjs` and the `npm
 * start` that ran it, then every descendant (supervisor, servers, helper processes). */
export function systemRss() {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => {
      try {
        return proc(Number(name));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const listeners = listeningPids();
  if (listeners.length === 0) return null;
  let root = byPid.get(listeners[0]);
  for (let p = root; p; p = byPid.get(p.ppid)) {
    if (/scripts\/start\.mjs/.test(p.cmd)) {
      root = p;
      break;
    }
  }
  // `npm start` itself (and the shell npm runs the script in) holds memory too.
  const isLauncher = (p) => p && /(^|\/)(npm|npm-cli\.js) (run )?start\b|^sh -c .*scripts\/start\.mjs/.test(p.cmd);
  if (/scripts\/start\.mjs/.test(root.cmd)) while (isLauncher(byPid.get(root.ppid))) root = byPid.get(root.ppid);
  const tree = [];
  const walk = (pid) => {
    const p = byPid.get(pid);
    if (!p) return;
    tree.push(p);
    for (const child of all) if (child.ppid === pid) walk(child.pid);
  };
  walk(root.pid);
  // Without a launcher (servers started by hand), the listeners and their descendants.
  if (!/scripts\/start\.mjs/.test(root.cmd) && !isLauncher(root)) {
    tree.length = 0;
    for (const pid of listeners) walk(pid);
  }
  const mb = (key) => tree.reduce((sum, p) => sum + p[key], 0) / 1024;
  return { root, tree, totalMb: mb('rssKb'), pssMb: mb('pssKb') };
}
