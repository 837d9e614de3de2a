// The front-end servers as `npm start` runs them: several apps in one `web-server/dist/serve-app.js`
// process, each on its own port. A request one app fails (a malformed or hostile path, the
// gateway down behind the shell's /api) gets its 4xx/502 and every app keeps serving; SIGTERM
// closes them all.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@fairway/kit/testing/private-servers';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';
import { fakeBuild, request, SERVE_APP } from './testing/front-end';

const appRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-serve-apps-'));
let child: ChildProcess;
let output = '';
const url: Record<string, string> = {};

beforeAll(async () => {
  ensureServerBuilds();
  fakeBuild('shell', path.join(appRoot, 'shell', 'dist'));
  fakeBuild('remote', path.join(appRoot, 'mfe-auth', 'dist'));
  fakeBuild('remote', path.join(appRoot, 'mfe-leagues', 'dist'));
  const [shell, auth, leagues, gateway] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  Object.assign(url, { shell: `http://127.0.0.1:${shell}`, auth: `http://127.0.0.1:${auth}`, leagues: `http://127.0.0.1:${leagues}` });
  child = spawn(process.execPath, [SERVE_APP, `shell:${shell}`, `auth:${auth}`, `mfe-leagues:${leagues}`], {
    // Nothing listens on the gateway's port: the shell's /api answers 502.
    env: { ...process.env, APP_ROOT: appRoot, HOST: '127.0.0.1', GATEWAY_URL: `http://127.0.0.1:${gateway}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 20_000;
  while ((output.match(/ serving /g) ?? []).length < 3) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve-app.js did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(appRoot, { recursive: true, force: true });
});

it('serves each app on its own port', async () => {
  expect((await request(url.shell, '/leagues/abc')).body.toString()).toContain('<div id="root">');
  expect((await request(url.shell, '/remotes.json')).status).toBe(200);
  for (const remote of [url.auth, url.leagues]) {
    const manifest = await request(remote, '/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await request(remote, '/leagues/abc')).status).toBe(404);
  }
});

it('answers a failing request of one app and keeps every app serving', async () => {
  for (const bad of ['/%E0%A4%A', '/a%00b.js', '/..%2f..%2fetc/passwd']) {
    expect((await request(url.auth, bad)).status).toBe(400);
    expect((await request(url.shell, bad)).status).toBe(400);
  }
  expect((await request(url.shell, '/api/auth/user')).status).toBe(502);
  expect((await request(url.auth, '/remoteEntry.js', {}, 'DELETE')).status).toBe(405);
  expect(child.exitCode).toBeNull();
  expect((await request(url.shell, '/')).status).toBe(200);
  expect((await request(url.auth, '/remoteEntry.js')).status).toBe(200);
  expect((await request(url.leagues, '/remoteEntry.js')).status).toBe(200);
});

it('closes every app on SIGTERM', async () => {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const address of Object.values(url)) await expect(request(address, '/')).rejects.toThrow();
});
