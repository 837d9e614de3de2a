// The access log line of every server (kit's requestLogging): one line per answer with the
// request id, method, URL, status and time, at the level the answer's status and the server's
// role ask for; none for the probes.
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { startTestServer } from './testing';
import { requestLogging, type AccessLog } from './request-id';

async function linesFor(accessLog: AccessLog, paths: string[]): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(...requestLogging(pino({ level: 'debug' }, sink), accessLog));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/broken', () => {
    throw new Error('bug');
  });
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  const server = await startTestServer(app, 'logging-test');
  try {
    for (const path of paths) await (await fetch(server.url + path, { headers: { 'x-request-id': `id-${path.slice(1)}` } })).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await server.close();
  }
  return lines;
}

it('logs each answer once with its request id, method, URL, status and time; never the probes', async () => {
  const lines = await linesFor('all', ['/ok', '/missing', '/broken', '/healthz']);
  expect(lines.map((line) => [line.level, line.requestId, line.req, line.res, line.msg])).toEqual([
    [30, 'id-ok', { method: 'GET', url: '/ok' }, { statusCode: 200 }, 'request completed'],
    [30, 'id-missing', { method: 'GET', url: '/missing' }, { statusCode: 404 }, 'request completed'],
    [50, 'id-broken', { method: 'GET', url: '/broken' }, { statusCode: 500 }, 'request completed'],
  ]);
  expect(typeof lines[0].responseTime).toBe('number');
});

it('logs successes at debug for a service (the gateway logs them), failures at info and above', async () => {
  const lines = await linesFor('failures', ['/ok', '/missing']);
  expect(lines.map((line) => [line.level, line.res])).toEqual([
    [20, { statusCode: 200 }],
    [30, { statusCode: 404 }],
  ]);
});

it('keeps a short token as the request id and replaces anything else (log forging, huge ids)', async () => {
  const app = express();
  app.use(...requestLogging(pino({ level: 'silent' })));
  app.get('/id', (req, res) => void res.json({ id: req.requestId }));
  const server = await startTestServer(app, 'request-id-test');
  const idFor = async (given: string) =>
    ((await (await fetch(`${server.url}/id`, { headers: { 'x-request-id': given } })).json()) as { id: string }).id;
  try {
    expect(await idFor('a1B2.c3_d4-e5')).toBe('a1B2.c3_d4-e5');
    expect(await idFor('x'.repeat(64))).toBe('x'.repeat(64));
    for (const forged of ['x'.repeat(65), 'id" msg="admin logged in', 'a:b', 'tab\there', 'ünïcode']) {
      const id = await idFor(forged);
      expect(id).not.toBe(forged);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  } finally {
    await server.close();
  }
});
