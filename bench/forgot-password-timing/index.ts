// Does forgot-password take longer for an address that has an account? The auth service (its
// real app, database and mail outbox; mail is queued, never sent) is asked for a reset of a known
// and of an unknown address in turn, A/B alternating which goes first in each pair, over HTTP
// with the gateway's signature. Prints per database the median time of each, the difference, and
// in how many pairs the known address took longer (about half when timing tells nothing).
// Run: node --import tsx bench/forgot-password-timing/index.ts   (PAIRS=200, DIALECTS=sqlite,mysql)
import { randomBytes } from 'node:crypto';
import type { Dialect } from '@fairway/data/locations';
import { createLogger, createMailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedHeaders, startTestServer } from '@fairway/kit/testing';
import { createApp } from '../../services/auth/src/app';
import { median } from '../lib/stats.mjs';

const PAIRS = Number(process.env.PAIRS ?? 200);
const WARM_UP = 20;
const DIALECTS = (process.env.DIALECTS ?? 'sqlite,mysql').split(',') as Dialect[];
const PATH = '/api/auth/forgot-password';

async function timeOne(url: string, email: string): Promise<number> {
  const body = JSON.stringify({ email });
  const headers = { ...signedHeaders(null, { method: 'POST', path: PATH, service: 'auth', body }), 'content-type': 'application/json' };
  const start = performance.now();
  const res = await fetch(url + PATH, { method: 'POST', headers, body });
  await res.text();
  const elapsed = performance.now() - start;
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  return elapsed;
}

async function benchOn(dialect: Dialect) {
  process.env.BCRYPT_ROUNDS = '4';
  const db = await createTestDatabase(dialect);
  const logger = createLogger('bench', 'silent');
  const outbox = createMailOutbox(db, { logger, send: async () => ({ messageId: 'not-sent' }) });
  const server = await startTestServer(createApp(db, { logger, outbox }), 'auth-bench');
  try {
    const user = await createTestUser(db);
    const known: number[] = [];
    const unknown: number[] = [];
    let knownSlower = 0;
    for (let i = 0; i < WARM_UP + PAIRS; i++) {
      const stranger = `nobody-${randomBytes(6).toString('hex')}@example.test`;
      let a: number;
      let b: number;
      if (i % 2 === 0) {
        a = await timeOne(server.url, user.email);
        b = await timeOne(server.url, stranger);
      } else {
        b = await timeOne(server.url, stranger);
        a = await timeOne(server.url, user.email);
      }
      if (i < WARM_UP) continue;
      known.push(a);
      unknown.push(b);
      if (a > b) knownSlower += 1;
    }
    const k = median(known);
    const u = median(unknown);
    console.log(
      `${dialect.padEnd(6)} pairs ${PAIRS}: median existing ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, ` +
        `difference ${(k - u).toFixed(2)} ms; existing slower in ${knownSlower}/${PAIRS} pairs`,
    );
  } finally {
    await server.close();
    await db.drop();
  }
}

async function main() {
  for (const dialect of DIALECTS) await benchOn(dialect);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
