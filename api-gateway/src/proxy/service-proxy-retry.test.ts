// A call that fails before any answer is sent once more, to the next replica behind the
// service's address: any call whose connection was refused, a read whatever failed, a write only
// when it carries its idempotency key; once, then 503. The service's address stands for two
// replicas here: each new connection the gateway opens goes to the next one in the list (a
// round-robin balancer), and a replica is a real server, a refused port or a server that dies
// with the request received.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { Agent } from 'undici';
import { createLogger, type RunningServer } from '@fairway/kit';
import { startTestServer } from '@fairway/kit/testing';
import { serviceProxies } from './service-proxy';

interface Replica {
  port: number;
  received: string[];
  close(): Promise<void>;
}

/** A replica that answers 201 with what it received, or one that dies once it has read a request. */
async function replica(behaviour: 'answers' | 'dies'): Promise<Replica> {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${body}`);
      if (behaviour === 'dies') req.socket.destroy();
      else res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ stored: body || null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: connecting to it is refused. */
async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let gateway: RunningServer | null = null;
const opened: Replica[] = [];
let connections: number[] = [];
let agent: Agent | null = null;

/** The gateway's proxy with the rounds service at `ports`, one new connection per replica in turn. */
async function gatewayOver(ports: number[]): Promise<string> {
  let next = 0;
  connections = [];
  agent = new Agent({
    connect: (_options, callback) => {
      const port = ports[next++ % ports.length];
      connections.push(port);
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
    },
  });
  const app = express();
  app.use((req, _res, nextHandler) => {
    req.requestId = 'retry-test';
    nextHandler();
  });
  const service = 'http://rounds.internal:80';
  app.use(
    ...serviceProxies({
      services: { auth: service, leagues: service, rounds: service, calendar: service, notifications: service },
      internalSecret: 'x'.repeat(40),
      logger: createLogger('proxy-retry-test', 'silent'),
      maxBodyBytes: 1024,
      agent: agent,
    }),
  );
  gateway = await startTestServer(app, 'gateway');
  return gateway.url;
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/rounds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterEach(async () => {
  await gateway?.close();
  gateway = null;
  await agent?.close();
  agent = null;
  await Promise.all(opened.splice(0).map((r) => r.close()));
});

async function replicas(...kinds: Array<'answers' | 'dies'>): Promise<Replica[]> {
  const made = await Promise.all(kinds.map(replica));
  opened.push(...made);
  return made;
}

it('sends a write whose connection was refused to the next replica', async () => {
  const [live] = await replicas('answers');
  const url = await gatewayOver([await refusedPort(), live.port]);
  const res = await post(url, { score: 81 });
  expect(res.status).toBe(201);
  expect(live.received).toEqual(['POST /api/rounds {"score":81}']);
  expect(connections).toHaveLength(2);
});

it('answers a read from the next replica when the first died with it', async () => {
  const [dying, live] = await replicas('dies', 'answers');
  const url = await gatewayOver([dying.port, live.port]);
  const res = await fetch(`${url}/api/rounds/recent`);
  expect(res.status).toBe(201);
  expect(dying.received).toEqual(['GET /api/rounds/recent ']);
  expect(live.received).toEqual(['GET /api/rounds/recent ']);
});

it('never sends again a write without a key that reached a replica: 503, sent once', async () => {
  const [dying, live] = await replicas('dies', 'answers');
  const url = await gatewayOver([dying.port, live.port]);
  const res = await post(url, { score: 90 });
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: 'Rounds service is unavailable' });
  expect(dying.received).toEqual(['POST /api/rounds {"score":90}']);
  expect(live.received).toEqual([]);
});

it('sends again a write carrying its idempotency key (the service answers a repeat with the first answer)', async () => {
  const [dying, live] = await replicas('dies', 'answers');
  const url = await gatewayOver([dying.port, live.port]);
  const body = { score: 77, idempotencyKey: 'b9b0f7d2-0d8c-4a4e-9a43-0a4f3b1f2c11' };
  const res = await post(url, body);
  expect(res.status).toBe(201);
  expect(dying.received).toEqual([`POST /api/rounds ${JSON.stringify(body)}`]);
  expect(live.received).toEqual([`POST /api/rounds ${JSON.stringify(body)}`]);
});

it('tries once more only: with every replica refusing, a clear 503 after two attempts', async () => {
  const url = await gatewayOver([await refusedPort(), await refusedPort()]);
  const res = await fetch(`${url}/api/rounds/recent`);
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message: 'Rounds service is unavailable' });
  expect(connections).toHaveLength(2);
});
