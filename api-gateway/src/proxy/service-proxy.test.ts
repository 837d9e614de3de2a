// The proxy alone (no session, no real service): what it relays and how it streams, a client
// that leaves mid-answer, and a service that cannot be reached.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger, type RunningServer } from '@fairway/kit';
import { startTestServer } from '@fairway/kit/testing';
import { serviceProxies } from './service-proxy';

const BIG = Buffer.alloc(4 * 1024 * 1024, 'x');

let upstream: http.Server;
let upstreamUrl: string;
let gateway: RunningServer;
const seen: http.IncomingHttpHeaders[] = [];
let slowAnswerClosed: Promise<void>;
// A write the service answers only when the test says so, after its client has gone.
let writeReceived: () => void;
let answerWrite: () => void;
let writeAnswered: Promise<void>;
let settledWrite: Promise<void> | undefined;

beforeAll(async () => {
  let closed: () => void;
  slowAnswerClosed = new Promise((resolve) => (closed = resolve));
  upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === '/api/rounds/big') {
      res.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive', 'keep-alive': 'timeout=5', 'x-from': 'rounds' });
      res.end(BIG);
    } else if (req.url === '/api/rounds/slow-write') {
      writeAnswered = new Promise((resolve) => res.once('finish', resolve));
      answerWrite = () => res.end('{"saved":true}');
      writeReceived();
    } else if (req.url === '/api/rounds/slow') {
      res.on('close', () => closed());
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part');
    } else {
      res.writeHead(418, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      res.end('{"teapot":true}');
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const app = express();
  app.use((req, res, next) => {
    req.requestId = 'req-1';
    if (req.method === 'POST') res.once('close', () => (settledWrite = res.locals.upstreamSettled));
    next();
  });
  app.use(
    ...serviceProxies({
      // Nothing listens on port 9 of this host: the leagues service is down.
      services: {
        auth: upstreamUrl,
        leagues: 'http://127.0.0.1:9',
        rounds: upstreamUrl,
        calendar: upstreamUrl,
        notifications: upstreamUrl,
      },
      internalSecret: 'x'.repeat(40),
      logger: createLogger('proxy-test', 'silent'),
      maxBodyBytes: 1024,
    }),
  );
  gateway = await startTestServer(app, 'gateway');
});

afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

it("streams a large answer whole, relays the service's status and headers but not its hop-by-hop ones", async () => {
  const big = await fetch(`${gateway.url}/api/rounds/big`, { headers: { cookie: 'fairway.sid=secret', 'x-fairway-user': 'forged' } });
  expect(big.status).toBe(200);
  expect(big.headers.get('x-from')).toBe('rounds');
  expect(big.headers.get('keep-alive')).not.toBe('timeout=5'); // the gateway's own, not the service's
  expect(Buffer.from(await big.arrayBuffer()).equals(BIG)).toBe(true);
  const sent = seen.at(-1)!;
  expect(sent.cookie).toBeUndefined();
  expect(sent['x-fairway-user']).toBe('');
  expect(sent['x-fairway-sig']).toMatch(/^[0-9a-f]{64}$/);
  expect(sent['x-request-id']).toBe('req-1');
  expect(sent.host).toBe(new URL(upstreamUrl).host);

  const teapot = await fetch(`${gateway.url}/api/auth/anything`);
  expect(teapot.status).toBe(418);
  expect(teapot.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  expect(await teapot.json()).toEqual({ teapot: true });
});

it('aborts the call to the service when the client leaves before the answer is complete', async () => {
  await new Promise<void>((resolve, reject) => {
    const request = http.get(`${gateway.url}/api/rounds/slow`, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', () => {});
    setTimeout(() => reject(new Error('no first part')), 5000);
  });
  await slowAnswerClosed;
});

it('lets a write run to its end when the client leaves, and settles once the service has answered', async () => {
  const received = new Promise<void>((resolve) => (writeReceived = resolve));
  const request = http.request(`${gateway.url}/api/rounds/slow-write`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  request.on('error', () => {});
  request.end('{}');
  await received;
  request.destroy();
  while (!settledWrite) await new Promise((resolve) => setTimeout(resolve, 10));
  let settled = false;
  void settledWrite.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(settled).toBe(false); // the service has not answered yet, and its call was not aborted
  answerWrite();
  await writeAnswered; // 'finish': the whole answer went out on a connection still open
  await settledWrite;
});

it('answers 503 naming the service that cannot be reached', async () => {
  const res = await fetch(`${gateway.url}/api/leagues/my`);
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: 'Leagues service is unavailable' });
  expect((await fetch(`${gateway.url}/api/rounds/x`)).status).toBe(418);
});
