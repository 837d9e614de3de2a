// Front-end server test helpers: a fake app build, raw HTTP requests and a gateway that records
// what the shell's /api proxy sent it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The compiled front-end server (`npm run build:servers`), what the image and `npm start -w <app>` run. */
export const SERVE_APP = path.join(__dirname, '..', '..', 'dist', 'serve-app.js');

export const MAIN_JS = `console.log(${JSON.stringify('fairway '.repeat(200))});`;

/** A build folder like rspack's: hashed chunk with .br/.gz twins, unhashed entry files. In `dir`
 * when given, else in a new temporary folder. */
export function fakeBuild(kind: 'shell' | 'remote', dir = fs.mkdtempSync(path.join(os.tmpdir(), `fairway-serve-${kind}-`))): string {
  fs.mkdirSync(dir, { recursive: true });
  const write = (name: string, body: string | Buffer) => fs.writeFileSync(path.join(dir, name), body);
  write('main.1a2b3c4d.js', MAIN_JS);
  write('main.1a2b3c4d.js.br', zlib.brotliCompressSync(MAIN_JS));
  write('main.1a2b3c4d.js.gz', zlib.gzipSync(MAIN_JS));
  write('remoteEntry.js', 'var remote = 1;');
  write('mf-manifest.json', '{"id":"auth"}');
  if (kind === 'shell') {
    write('sw.js', 'self.skipWaiting();');
    write(
      'index.html',
      '<!doctype html><html><head><title>Fairway Leagues</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
    );
  }
  return dir;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request: the path goes out exactly as given (fetch would normalise "..", "%00"). */
export function request(url: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface RecordingGateway {
  url: string;
  /** Every request it answered, in order; tests empty it between cases. */
  seen: { headers: http.IncomingHttpHeaders; url?: string; socket: unknown }[];
  close(): Promise<void>;
}

/** A stand-in gateway on a free loopback port that answers `{ ok: true }` and records each request. */
export async function startRecordingGateway(): Promise<RecordingGateway> {
  const seen: RecordingGateway['seen'] = [];
  const gateway = http.createServer((req, res) => {
    seen.push({ headers: req.headers, url: req.url, socket: req.socket });
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    seen,
    close: async () => {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    },
  };
}
