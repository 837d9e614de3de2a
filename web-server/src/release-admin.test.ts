// The release channel's operator door (release-admin.ts) when what it stands on is down: its
// database unreachable, its connection module missing from the image, or (production) no database
// at all. Each is a 503 that says why, never a 500; the token check still comes first; and a
// shell with no channel keeps serving the environment's remote map (docs/deploy.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { freePort } from '@fairway/kit/testing/private-servers';
import { fakeBuild, request, SERVE_APP } from './testing/front-end';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';

const TOKEN = 'test-deploy-token-0123456789';
const REMOTES = ['auth', 'leagues', 'rounds', 'calendar'];
const defaults = () => Object.fromEntries(REMOTES.map((r, i) => [r, `http://localhost:${3001 + i}/mf-manifest.json`]));

type ChannelModule = typeof import('./release-channel');
type AdminModule = typeof import('./release-admin');

/** An operator app over a channel on `databaseUrl`, from freshly loaded modules (mocks apply). */
function operatorApp(databaseUrl: string, { channelModule, adminModule }: { channelModule: ChannelModule; adminModule: AdminModule }) {
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);
  const channel = channelModule.createReleaseChannel({ databaseUrl, defaults, log, pollMs: 60_000 });
  const app = express();
  app.use(
    adminModule.releaseAdmin({
      channel,
      remotes: REMOTES,
      platformVersion: '1.0.0',
      repoRoot: os.tmpdir(),
      env: { NODE_ENV: 'production', DEPLOY_TOKEN: TOKEN },
      log,
    }),
  );
  return { app, channel, logged };
}

const operator = { Authorization: `Bearer ${TOKEN}` };

/** One call to `app` on a loopback port: its status and JSON body. */
async function call(app: express.Express, method: string, route: string, headers: Record<string, string> = {}, body?: object) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`, {
      method,
      headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  } finally {
    server.close();
  }
}

describe('the database cannot be reached', () => {
  let subject: ReturnType<typeof operatorApp>;
  beforeAll(async () => {
    // The channel opens the database with the data package's compiled connection.
    ensureServerBuilds();
    // A real MySQL URL on a port nothing listens on: every connection is refused.
    const port = await freePort();
    subject = operatorApp(`mysql://root@127.0.0.1:${port}/fairway`, {
      channelModule: jest.requireActual('./release-channel'),
      adminModule: jest.requireActual('./release-admin'),
    });
    await subject.channel.started;
  });
  afterAll(() => subject.channel.close());

  it('answers the status with 503 and why, and logs the cause', async () => {
    const res = await call(subject.app, 'GET', '/release-channel', operator);
    expect([res.status, res.body.message]).toEqual([
      503,
      'The release channel is unavailable: its database cannot be reached; try again shortly',
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(subject.logged.join('\n')).toMatch(/ECONNREFUSED/);
  });

  it('answers a change with 503 and why', async () => {
    const res = await call(subject.app, 'POST', '/release-channel/auth', operator, { action: 'rollback', actor: 'ops' });
    expect([res.status, res.body.message]).toEqual([
      503,
      'The release channel is unavailable: its database cannot be reached; try again shortly',
    ]);
  });

  it('still refuses a caller without the deploy token first', async () => {
    expect((await call(subject.app, 'GET', '/release-channel')).status).toBe(401);
  });
});

describe('the database connection module cannot be loaded', () => {
  it('answers 503 saying the shell cannot load it', async () => {
    let modules!: { channelModule: ChannelModule; adminModule: AdminModule };
    await jest.isolateModulesAsync(async () => {
      // An image built without its "channel" stage (docker/front-end.Dockerfile).
      jest.doMock(
        '@fairway/data/compiled/release-store',
        () => {
          throw new Error("Cannot find module '@fairway/data/compiled/release-store'");
        },
        { virtual: true },
      );
      modules = { channelModule: await import('./release-channel'), adminModule: await import('./release-admin') };
    });
    const subject = operatorApp('mysql://root@127.0.0.1:3306/fairway', modules);
    await subject.channel.started;
    for (const res of [
      await call(subject.app, 'GET', '/release-channel', operator),
      await call(subject.app, 'POST', '/release-channel/auth', operator, { action: 'rollback', actor: 'ops' }),
    ]) {
      expect([res.status, res.body.message]).toEqual([
        503,
        "The release channel is unavailable: this shell server cannot load its database connection (the image's channel stage)",
      ]);
    }
    expect(subject.logged.join('\n')).toMatch(/cannot load the database connection/);
  });
});

describe('a production shell with no DATABASE_URL', () => {
  const appRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-release-closed-'));
  afterAll(() => fs.rmSync(appRoot, { recursive: true, force: true }));

  it('keeps the channel closed with 503 and serves the remote map of its environment', async () => {
    ensureServerBuilds();
    fakeBuild('shell', path.join(appRoot, 'shell', 'dist'));
    const port = await freePort();
    const remoteEnv = {
      REMOTE_AUTH_URL: 'https://mfe-auth.example.com/mf-manifest.json',
      REMOTE_LEAGUES_URL: 'https://mfe-leagues.example.com/mf-manifest.json',
      REMOTE_ROUNDS_URL: 'https://mfe-rounds.example.com/mf-manifest.json',
      REMOTE_CALENDAR_URL: 'https://mfe-calendar.example.com/mf-manifest.json',
    };
    const { DATABASE_URL: _unset, ...env } = process.env;
    const child = spawn(process.execPath, [SERVE_APP, `shell:${port}`], {
      env: { ...env, ...remoteEnv, NODE_ENV: 'production', DEPLOY_TOKEN: TOKEN, APP_ROOT: appRoot, HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const deadline = Date.now() + 20_000;
      while (!output.includes('shell serving ')) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve-app.js did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = `http://127.0.0.1:${port}`;
      for (const [method, route] of [
        ['GET', '/release-channel'],
        ['POST', '/release-channel/auth'],
      ]) {
        const res = await request(url, route, operator, method);
        expect([method, res.status, JSON.parse(res.body.toString()).message]).toEqual([
          method,
          503,
          'The release channel is closed: set DATABASE_URL on the shell servers',
        ]);
      }
      const map = await request(url, '/remotes.json');
      expect(map.status).toBe(200);
      expect(JSON.parse(map.body.toString()).remotes).toEqual({
        auth: remoteEnv.REMOTE_AUTH_URL,
        leagues: remoteEnv.REMOTE_LEAGUES_URL,
        rounds: remoteEnv.REMOTE_ROUNDS_URL,
        calendar: remoteEnv.REMOTE_CALENDAR_URL,
      });
      expect(output).toMatch(/release channel: closed, no DATABASE_URL/);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
