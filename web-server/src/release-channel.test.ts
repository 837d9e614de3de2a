// The release channel against a real database (the embedded SQLite): a canary's visitor cookie
// is signed, so a visitor cannot pick their build, and a malformed cookie never breaks a page;
// the operator door's token limiter lets the right token through and forgets old failures; a
// release's manifest is held to RELEASE_ORIGINS for every URL it names.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import express from 'express';
import { createTestDatabase, type TestDatabase } from '@fairway/kit/testing';
import { buildShellConfig } from '../../scripts/mf/remote-map.mjs';
import { fakeBuild, request } from './testing/front-end';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';
import { releaseAdmin } from './release-admin';
import { createReleaseChannel } from './release-channel';
import { bucketOf, cookieValue, VISITOR_COOKIE } from './visitor';
import { startStaticServer, type StaticServer } from './static-server';

const TOKEN = 'test-deploy-token-0123456789abcdef';
const REMOTES = ['auth', 'leagues', 'rounds', 'calendar'];
const defaults = () => buildShellConfig().remotes as Record<string, string>;
const CANARY = 'http://localhost:3999/mf-manifest.json';

/** A visitor id whose calendar bucket is (or is not) below `percent`. */
function idInBucket(canary: boolean, percent = 50): string {
  for (let i = 0; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (bucketOf(id, 'calendar') < percent === canary) return id;
  }
}

const visitorCookieOf = (setCookie: string | string[] | undefined) =>
  ([setCookie ?? []].flat().find((line) => line.startsWith(`${VISITOR_COOKIE}=`)) ?? '').split(';')[0].slice(VISITOR_COOKIE.length + 1);

describe('cookieValue', () => {
  it('never throws and never decodes', () => {
    expect(cookieValue('x=%; fairway_visitor=%E0%A4%A; y=%zz', 'fairway_visitor')).toBe('%E0%A4%A');
    expect(cookieValue('=%; ;;fairway_visitor', 'fairway_visitor')).toBeNull();
    expect(cookieValue(undefined, 'fairway_visitor')).toBeNull();
  });
});

describe('a shell with a release channel', () => {
  let db: TestDatabase;
  let channel: ReturnType<typeof createReleaseChannel>;
  let shell: StaticServer;
  let now = Date.now();
  let admin: ReturnType<typeof releaseAdmin>;
  let manifests: import('node:http').Server;
  let manifestOrigin = '';
  let manifestBody: object = {};

  async function operatorCall(method: string, route: string, token: string | null, body?: object, from = '203.0.113.1') {
    const res = await fetch(`${shell.url}${route}`, {
      method,
      headers: {
        'X-Forwarded-For': from,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  }

  beforeAll(async () => {
    ensureServerBuilds();
    db = await createTestDatabase('sqlite');
    channel = createReleaseChannel({ databaseUrl: db.url, defaults, log: () => {}, pollMs: 60_000 });
    await channel.started;
    const manifestApp = express();
    manifestApp.get('/mf-manifest.json', (_req, res) => res.json(manifestBody));
    manifests = manifestApp.listen(0, '127.0.0.1');
    await new Promise((resolve) => manifests.once('listening', resolve));
    manifestOrigin = `http://127.0.0.1:${(manifests.address() as AddressInfo).port}`;
    admin = releaseAdmin({
      channel,
      remotes: REMOTES,
      platformVersion: '1.0.0',
      repoRoot: os.tmpdir(),
      env: { NODE_ENV: 'production', DEPLOY_TOKEN: TOKEN, RELEASE_ORIGINS: manifestOrigin },
      log: () => {},
      now: () => now,
    });
    shell = await startStaticServer({
      root: fakeBuild('shell'),
      port: 0,
      host: '127.0.0.1',
      remoteMap: (req, res) => ({ ...buildShellConfig(), ...channel.choose(req, res) }),
      admin,
      // The test's requests stand for an edge's: X-Forwarded-For names the client.
      trustProxy: 'loopback',
      log: () => {},
    });
    await channel.apply({ remote: 'calendar', action: 'canary', manifestUrl: CANARY, percent: 50, actor: 'test' });
  });
  afterAll(async () => {
    await shell?.close();
    manifests?.close();
    await channel?.close();
    await db?.drop();
  });

  it('answers a visitor whose cookies do not decode with the page and the map, not 500', async () => {
    for (const cookie of ['x=%', 'x=%E0%A4%A; fairway_visitor=%', `fairway_visitor=%zz%; y=1`]) {
      for (const route of ['/', '/leagues/abc', '/remotes.json']) {
        const answer = await request(shell.url, route, { cookie });
        expect([cookie, route, answer.status]).toEqual([cookie, route, 200]);
      }
    }
  });

  it('keeps a visitor on the build their signed cookie gives, on every request', async () => {
    const first = await request(shell.url, '/remotes.json');
    const cookie = visitorCookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    const build = JSON.parse(first.body.toString()).remotes.calendar;
    for (let i = 0; i < 3; i += 1) {
      const again = await request(shell.url, '/remotes.json', { cookie: `${VISITOR_COOKIE}=${cookie}` });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(JSON.parse(again.body.toString()).remotes.calendar).toBe(build);
    }
  });

  it('does not let a visitor choose their bucket by writing or editing the cookie', async () => {
    const chosen = idInBucket(true);
    const signed = visitorCookieOf((await request(shell.url, '/remotes.json')).headers['set-cookie']);
    for (const forged of [chosen, `${chosen}.${signed.split('.')[1]}`, `${chosen}.${'A'.repeat(43)}`]) {
      const answer = await request(shell.url, '/remotes.json', { cookie: `${VISITOR_COOKIE}=${forged}` });
      // A cookie the channel did not sign is replaced with one it did, with an id of its own.
      const issued = visitorCookieOf(answer.headers['set-cookie']);
      expect([forged, issued.split('.')[0]]).not.toEqual([forged, chosen]);
      expect(issued).toMatch(/^[0-9a-f]{32}\./);
    }
  });

  it('lets the right deploy token through after ten wrong ones from the same address', async () => {
    for (let i = 0; i < 10; i += 1) expect((await operatorCall('GET', '/release-channel', `wrong-${i}`)).status).toBe(401);
    expect((await operatorCall('GET', '/release-channel', 'wrong-again')).status).toBe(429);
    expect((await operatorCall('GET', '/release-channel', null)).status).toBe(429);
    const right = await operatorCall('GET', '/release-channel', TOKEN);
    expect(right.status).toBe(200);
    expect(admin.rememberedAddresses()).toBe(1);
    for (const other of ['203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      expect((await operatorCall('GET', '/release-channel', 'wrong', undefined, other)).status).toBe(401);
    }
    expect(admin.rememberedAddresses()).toBe(4);
    // A minute later the failures have aged out: counted afresh, and forgotten, not kept forever.
    now += 61_000;
    expect((await operatorCall('GET', '/release-channel', 'wrong-later')).status).toBe(401);
    expect(admin.rememberedAddresses()).toBe(1);
    expect((await operatorCall('GET', '/release-channel', TOKEN)).status).toBe(200);
  });

  it('refuses a release whose manifest loads script from outside RELEASE_ORIGINS', async () => {
    const manifest = (metaData: object, js = ['static/js/async/1.js']) => ({
      name: 'calendar',
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'auto',
        fairway: { platformRange: '^1.0.0' },
        ...metaData,
      },
      shared: [],
      exposes: [{ assets: { js: { sync: js, async: [] }, css: { sync: [], async: [] } } }],
    });
    const release = () =>
      operatorCall('POST', '/release-channel/calendar', TOKEN, {
        action: 'activate',
        manifestUrl: `${manifestOrigin}/mf-manifest.json`,
        actor: 'ops',
      });
    for (const [body, origin] of [
      [manifest({ publicPath: 'https://evil.example/' }), 'https://evil.example'],
      [manifest({ remoteEntry: { name: 'https://evil.example/remoteEntry.js', path: '' } }), 'https://evil.example'],
      [manifest({}, ['//cdn.evil.example/chunk.js']), 'http://cdn.evil.example'],
      [manifest({}, ['data:text/javascript,alert(1)']), 'data:'],
    ] as const) {
      manifestBody = body;
      const answer = await release();
      expect([answer.status, answer.body.message]).toEqual([
        400,
        `${manifestOrigin}/mf-manifest.json is refused: it loads ${origin} which is not an allowed release origin`,
      ]);
    }
    manifestBody = manifest({ getPublicPath: 'return "https://evil.example/"' });
    expect((await release()).body.message).toMatch(/getPublicPath/);
    manifestBody = manifest({});
    expect((await release()).status).toBe(200);
  });
});
