// A client still sending a body over the limit gets the 400 answer, never a reset connection:
// through the gateway, and through the shell's /api proxy in front of it (web-server). Clients:
// fetch streaming a 1.8 MB body (chunked), fetch with a known 1.8 MB length, and a raw socket
// that announces a large Content-Length and keeps writing until it has read the answer.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fairway/kit/testing';
import type { RunningServer } from '@fairway/kit';
import { startStaticServer, type StaticServer } from '../../web-server/src/static-server';
import { startEchoService, startGateway } from './test-support';

jest.setTimeout(120_000);

const TOO_LARGE = { message: 'Request body is too large' };
const BODY_BYTES = 1_800_000;
const CHUNK = 64 * 1024;

let db: TestDatabase;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let leagues: RunningServer;
let shell: StaticServer;
let shellRoot: string;

beforeAll(async () => {
  db = await createTestDatabase('sqlite');
  leagues = await startEchoService('leagues', db);
  gateway = await startGateway({ db, env: { DATABASE_URL: db.url, LEAGUES_SERVICE_URL: leagues.url } });
  shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-oversized-'));
  fs.writeFileSync(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html><head><title>Fairway</title></head><body><div id="root"></div></body></html>',
  );
  shell = await startStaticServer({
    root: shellRoot,
    port: 0,
    host: '127.0.0.1',
    remoteMap: () => ({ remotes: {} }),
    apiTarget: gateway.url,
  });
});

afterAll(async () => {
  await shell?.close();
  await gateway?.close();
  await leagues?.close();
  await db?.drop();
  fs.rmSync(shellRoot, { recursive: true, force: true });
});

/** A body that arrives in 64 kB pieces, a macrotask apart, like a slow upload. */
function slowBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent >= bytes) return controller.close();
      await new Promise((resolve) => setImmediate(resolve));
      const size = Math.min(CHUNK, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

async function post(url: string, body: BodyInit, streamed: boolean) {
  const res = await fetch(`${url}/api/leagues`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as unknown };
}

/** Announces `contentLength` bytes and writes until the answer has arrived (or the socket ends):
 * the answer's status line and body, or the socket error that came first. */
function rawUpload(url: string, contentLength: number): Promise<{ answer: string; error: string | null; written: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let written = 0;
    let done = false;
    const finish = (error: string | null) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ answer, error, written });
    };
    const chunk = Buffer.alloc(CHUNK, 0x61);
    const write = () => {
      while (!done && written < contentLength) {
        const piece = chunk.subarray(0, Math.min(chunk.length, contentLength - written));
        written += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', write);
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST /api/leagues HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`,
      );
      write();
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      const [head, body] = answer.split('\r\n\r\n');
      if (head && body !== undefined && body.includes('}')) finish(null);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on('close', () => finish(answer ? null : 'closed without an answer'));
  });
}

describe.each([
  ['the gateway', () => gateway.url],
  ['the shell origin (/api proxy)', () => shell.url],
])('through %s', (_name, url) => {
  it('answers a streamed (chunked) 1.8 MB body with the 400, not a reset', async () => {
    for (let i = 0; i < 5; i += 1) expect(await post(url(), slowBody(BODY_BYTES), true)).toEqual({ status: 400, body: TOO_LARGE });
  });

  it('answers a 1.8 MB body of announced length with the 400, not a reset', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(await post(url(), new Uint8Array(BODY_BYTES).fill(0x61), false)).toEqual({ status: 400, body: TOO_LARGE });
  });

  it('answers a raw socket still writing a large announced body with the 400', async () => {
    for (const length of [200_000, BODY_BYTES, 64 * 1024 * 1024]) {
      const { answer, error } = await rawUpload(url(), length);
      expect({ length, error, status: answer.split('\r\n')[0] }).toEqual({ length, error: null, status: 'HTTP/1.1 400 Bad Request' });
      expect({ length, answer }).toEqual({ length, answer: expect.stringContaining(JSON.stringify(TOO_LARGE)) });
    }
  });

  it('still serves afterwards', async () => {
    expect(
      (await fetch(`${url()}/api/leagues`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(200);
  });
});
