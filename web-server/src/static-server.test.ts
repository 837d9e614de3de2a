// The front-end servers (web-server/src): precompressed files by Accept-Encoding, the cache policy,
// ETag/304, hostile URLs answered 400/404 without taking the server down, the security headers
// and CSP. The shell's /api proxy: shell-api-proxy.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildShellConfig } from '../../scripts/mf/remote-map.mjs';
import { fakeBuild, MAIN_JS, request, startRecordingGateway, type RecordingGateway } from './testing/front-end';
import { startStaticServer, type StaticServer } from './static-server';

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('a remote server', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer({ root: fakeBuild('remote'), port: 0, host: '127.0.0.1', cors: true, spa: false });
  });
  afterAll(() => server.close());

  it('serves brotli, then gzip, then the plain file, by Accept-Encoding', async () => {
    const br = await request(server.url, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(MAIN_JS);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await request(server.url, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(MAIN_JS);

    const plain = await request(server.url, '/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(MAIN_JS);
  });

  it('caches hashed files for a year and revalidates the entry files with ETag/304', async () => {
    const hashed = await request(server.url, '/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so no validators.
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['last-modified']).toBeUndefined();
    for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
      const first = await request(server.url, file);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      const again = await request(server.url, file, { 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
    }
  });

  it('lets pages of other origins load its files (CORS, Cross-Origin-Resource-Policy)', async () => {
    const answer = await request(server.url, '/remoteEntry.js', { origin: 'http://localhost:3000' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // What a preflight's answer carries only.
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    const preflight = await request(server.url, '/remoteEntry.js', {}, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('does not serve source maps or mf-stats.json (they stay on disk as build artefacts)', async () => {
    const dir = fakeBuild('remote');
    for (const name of ['main.1a2b3c4d.js.map', 'main.1a2b3c4d.js.map.br', 'mf-stats.json', 'mf-stats.json.gz'])
      fs.writeFileSync(path.join(dir, name), '{"sources":["webpack://app/src/secret.ts"]}');
    const remote = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1', cors: true, spa: false });
    try {
      for (const file of ['/main.1a2b3c4d.js.map', '/mf-stats.json', '/main.1a2b3c4d.js.map.br', '/mf-stats.json.gz']) {
        for (const encoding of ['br', 'identity']) {
          const answer = await request(remote.url, file, { 'accept-encoding': encoding });
          expect([file, encoding, answer.status, answer.body.toString()]).toEqual([file, encoding, 404, 'Not found']);
        }
      }
      // However the path is spelt: encoded, double-encoded, dotted, mixed case.
      for (const file of [
        '/main.1a2b3c4d.js.ma%70',
        '/main.1a2b3c4d.js%2Emap',
        '/main.1a2b3c4d.js.ma%2570',
        '/main.1a2b3c4d.js.MAP',
        '/./main.1a2b3c4d.js.map.',
        '/mf-stats.jso%6E',
        '/mf-stats.json.g%7A',
        '/MF-STATS.json',
      ]) {
        const answer = await request(remote.url, file, { 'accept-encoding': 'identity' });
        expect([file, answer.status, answer.body.toString()]).toEqual([file, 404, 'Not found']);
      }
      // The app's own files and manifest are still served.
      expect((await request(remote.url, '/main.1a2b3c4d.js')).status).toBe(200);
      expect((await request(remote.url, '/mf-manifest.json')).status).toBe(200);
    } finally {
      await remote.close();
    }
  });

  it('does not serve dotfiles, encoded or not', async () => {
    const dir = fakeBuild('remote');
    fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    const remote = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1', cors: true, spa: false });
    try {
      for (const file of ['/.env', '/%2eenv', '/%252eenv', '/.ENV']) {
        const answer = await request(remote.url, file);
        expect([file, answer.status, answer.body.toString()]).toEqual([file, 404, 'Not found']);
      }
    } finally {
      await remote.close();
    }
  });

  it('has no page: an unknown path is a 404, a write is a 405', async () => {
    expect((await request(server.url, '/leagues/1')).status).toBe(404);
    expect((await request(server.url, '/nothing.js')).status).toBe(404);
    expect((await request(server.url, '/remoteEntry.js', {}, 'POST')).status).toBe(405);
  });

  it('answers hostile paths with 400/404 and keeps serving', async () => {
    for (const bad of [
      '/%E0%A4%A',
      '/%',
      '/a%00b.js',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/../../etc/passwd',
      '/.%2e/package.json',
    ]) {
      const answer = await request(server.url, bad);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toMatch(/root:|"name"/);
    }
    expect((await request(server.url, '/%E0%A4%A')).status).toBe(400);
    expect((await request(server.url, '/remoteEntry.js')).status).toBe(200);
  });
});

describe('the shell server', () => {
  let gateway: RecordingGateway;
  let server: StaticServer;
  let config = buildShellConfig({ PREVIEW_ORIGINS: 'https://staging.example.com' });

  beforeAll(async () => {
    gateway = await startRecordingGateway();
    server = await startStaticServer({
      root: fakeBuild('shell'),
      port: 0,
      host: '127.0.0.1',
      remoteMap: () => config,
      apiTarget: gateway.url,
      // The test's requests come from loopback, standing for a trusted edge (an ingress).
      trustProxy: 'loopback',
    });
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });
  beforeEach(() => {
    config = buildShellConfig({ PREVIEW_ORIGINS: 'https://staging.example.com' });
  });

  it('answers every client-side route with the page, revalidated with ETag/304', async () => {
    for (const route of ['/', '/leagues/abc', '/login', '/index.html']) {
      // The first page starts reading the remotes' manifests; the page changes once they are read.
      await request(server.url, route);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const page = await request(server.url, route);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body.toString()).toContain('<div id="root">');
      expect((await request(server.url, route, { 'if-none-match': String(page.headers.etag) })).status).toBe(304);
    }
    expect((await request(server.url, '/missing.js')).status).toBe(404);
  });

  it('inlines the remote map into the page, safe against markup in its values', async () => {
    config = { remotes: { auth: 'http://localhost:3001/mf-manifest.json?</script><script>alert(1)</script>' }, previewOrigins: [] };
    const html = (await request(server.url, '/')).body.toString();
    const block = /<script id="shell-config" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({ ...config, startModules: [{ remote: 'auth', module: 'Landing' }] });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('serves /remotes.json from the current configuration, and a bad one as a 500 without dying', async () => {
    const answer = await request(server.url, '/remotes.json');
    expect(JSON.parse(answer.body.toString())).toEqual(config);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect((await request(server.url, '/remotes.json', { 'if-none-match': String(answer.headers.etag) })).status).toBe(304);
    const broken = await startStaticServer({
      root: fakeBuild('shell'),
      port: 0,
      host: '127.0.0.1',
      remoteMap: () => buildShellConfig({ REMOTE_AUTH_URL: 'not a url' }),
      log: () => {},
    });
    try {
      expect((await request(broken.url, '/remotes.json')).status).toBe(500);
      expect((await request(broken.url, '/')).status).toBe(500);
      // A script carries no CSP, so it does not need the map (the release channel chooses one per visitor).
      expect((await request(broken.url, '/main.1a2b3c4d.js')).status).toBe(200);
      expect((await request(broken.url, '/%E0%A4%A')).status).toBe(400);
    } finally {
      await broken.close();
    }
  });

  it('sends the security headers and a CSP that allows scripts only from itself, the remotes and previews', async () => {
    const page = await request(server.url, '/');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3001', 'http://localhost:3004', 'https://staging.example.com']),
    );
    expect(csp['script-src'].join(' ')).not.toMatch(/\*|unsafe-inline|unsafe-eval/);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3002', 'https://staging.example.com']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBeDefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const asset = await request(server.url, '/main.1a2b3c4d.js');
    // A script gets what applies to it, not the document headers (no effect there, bytes on the wire).
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The service worker's CSP comes from its script's response: the page's, except that it may
    // fetch any https (and local) origin, where the release channel may put a remote's next build.
    const pagePolicy = String(page.headers['content-security-policy']);
    const workerPolicy = String((await request(server.url, '/sw.js')).headers['content-security-policy']);
    expect(workerPolicy).toBe(
      pagePolicy.replace("connect-src 'self' ", "connect-src 'self' https: http://localhost:* http://127.0.0.1:* "),
    );
  });

  it('follows the remote map: a remote moved by configuration is allowed without a restart', async () => {
    config = buildShellConfig({ REMOTE_LEAGUES_URL: 'https://leagues.cdn.example.com/v7/mf-manifest.json' });
    const csp = directives((await request(server.url, '/')).headers['content-security-policy'] as string);
    expect(csp['script-src']).toContain('https://leagues.cdn.example.com');
    expect(csp['script-src']).not.toContain('http://localhost:3002');
  });

  it('sends HSTS only when the request came over HTTPS (a trusted edge said so)', async () => {
    const overHttps = await request(server.url, '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
