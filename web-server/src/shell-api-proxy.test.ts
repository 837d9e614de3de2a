// The shell server's /api proxy (api-proxy.ts inside static-server.ts): the browser's
// host and scheme passed on over kept-alive connections, X-Forwarded-* believed only from a
// trusted edge, request ids, and a 502 when the gateway is down.
import http from 'node:http';
import { buildShellConfig } from '../../scripts/mf/remote-map.mjs';
import { fakeBuild, request, startRecordingGateway, type RecordingGateway } from './testing/front-end';
import { startStaticServer, type StaticServer } from './static-server';

describe("the shell server's /api proxy", () => {
  let gateway: RecordingGateway;
  let gatewayUrl: string;
  let seen: RecordingGateway['seen'];
  let server: StaticServer;
  const config = buildShellConfig({});

  beforeAll(async () => {
    gateway = await startRecordingGateway();
    ({ url: gatewayUrl, seen } = gateway);
    server = await startStaticServer({
      root: fakeBuild('shell'),
      port: 0,
      host: '127.0.0.1',
      remoteMap: () => config,
      apiTarget: gatewayUrl,
      // The test's requests come from loopback, standing for a trusted edge (an ingress).
      trustProxy: 'loopback',
    });
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('proxies /api to the gateway with the browser host and scheme, over kept-alive connections', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const { hostname, port } = new URL(server.url);
    const get = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ hostname, port, path: '/api/leagues?x=1', headers, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    expect(await get({ host: 'fairway.example.com' })).toBe(200);
    expect(await get({ host: 'fairway.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    agent.destroy();
    expect(seen.map((s) => s.url)).toEqual(['/api/leagues?x=1', '/api/leagues?x=1']);
    expect(seen[0].headers['x-forwarded-proto']).toBe('http');
    expect(seen[0].headers['x-forwarded-host']).toBe('fairway.example.com');
    expect(seen[1].headers['x-forwarded-proto']).toBe('https');
    // The edge named the client: the gateway gets that one address, not the chain.
    expect(seen[1].headers['x-forwarded-for']).toBe('203.0.113.9');
    // The second request reused the first one's connection to the gateway.
    expect(seen[1].socket).toBe(seen[0].socket);
  });

  it("trusts no one by default: a client's X-Forwarded-* are replaced by what the server saw", async () => {
    const strict = await startStaticServer({
      root: fakeBuild('shell'),
      port: 0,
      host: '127.0.0.1',
      remoteMap: () => config,
      apiTarget: gatewayUrl,
    });
    try {
      // Each try with a fresh address once let one client pass for many (per-IP rate limits).
      for (const forwardedFor of ['1.2.3.4', '1.2.3.5, 10.0.0.1', 'not-an-ip']) {
        await request(strict.url, '/api/me', {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-for': forwardedFor,
          forwarded: 'for=1.2.3.4',
        });
      }
      expect(seen.map((s) => s.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
      expect(seen[0].headers['x-forwarded-proto']).toBe('http');
      expect(seen[0].headers['x-forwarded-host']).not.toBe('evil.example');
      expect(seen[0].headers.forwarded).toBeUndefined();
      expect((await request(strict.url, '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('passes on only an IP address a trusted edge named, never a string it made up', async () => {
    await request(server.url, '/api/me', { 'x-forwarded-for': 'attacker-chosen-key' });
    await request(server.url, '/api/me', { 'x-forwarded-for': '2001:db8::7' });
    expect(seen.map((s) => s.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '2001:db8::7']);
  });

  it('passes a short token x-request-id on and replaces any other one', async () => {
    const ids = ['abc-123_X.y', 'line\tbreak', 'x'.repeat(65), 'a b', 'id"quoted'];
    for (const id of ids) await request(server.url, '/api/me', { 'x-request-id': id });
    await request(server.url, '/api/me');
    const passed = seen.map((s) => s.headers['x-request-id'] as string);
    expect(passed[0]).toBe('abc-123_X.y');
    for (const replaced of passed.slice(1)) {
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids).not.toContain(replaced);
    }
  });

  it('answers 502 when the gateway is down', async () => {
    const orphan = await startStaticServer({
      root: fakeBuild('shell'),
      port: 0,
      host: '127.0.0.1',
      remoteMap: () => config,
      apiTarget: 'http://127.0.0.1:9',
    });
    try {
      const answer = await request(orphan.url, '/api/leagues');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body.toString()).message).toBe('The API gateway is not reachable');
      expect((await request(orphan.url, '/')).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});
