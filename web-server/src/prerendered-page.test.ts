// The prerendered signed-out '/' (prerendered-page.ts, shell-page.ts): the shell's frame with
// the landing HTML of the auth remote the map names now, only for a visitor without a session or
// demo cookie; revalidated with the remote; the page still goes out when the remote is down. The
// signed-in '/' carries the dashboard's frame instead, rendered over (not hydrated).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildShellConfig } from '../../scripts/mf/remote-map.mjs';
import { createPrerenderedPage, type PrerenderedRequest } from './prerendered-page';
import { startStaticServer, type StaticServer } from './static-server';

const FRAME = { html: '<main class="m"><div data-prerender-slot=""></div></main><ol class="t"></ol>', css: '.m{color:red}' };
const landing = (buildLabel: string) => ({ buildLabel, html: `<h1>Landing of ${buildLabel}</h1>`, css: `.l{content:"${buildLabel}"}` });

function writeJson(dir: string, name: string, value: unknown) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
}

function shellBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-prerender-shell-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeJson(dir, 'prerender/home.json', FRAME);
  return dir;
}

function remoteBuild(buildLabel: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-prerender-auth-'));
  writeJson(dir, 'mf-manifest.json', { id: 'auth' });
  writeJson(dir, 'prerender/Landing.json', landing(buildLabel));
  return dir;
}

const configOf = (html: string) =>
  JSON.parse(/<script id="shell-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { prerendered?: unknown };

describe('the shell page of a signed-out /', () => {
  const remotes: StaticServer[] = [];
  let shell: StaticServer;
  let authUrl = '';

  beforeAll(async () => {
    for (const label of ['build-1', 'build-2']) {
      remotes.push(await startStaticServer({ root: remoteBuild(label), port: 0, host: '127.0.0.1', cors: true, spa: false }));
    }
    shell = await startStaticServer({
      root: shellBuild(),
      port: 0,
      host: '127.0.0.1',
      remoteMap: () => buildShellConfig({ REMOTE_AUTH_URL: authUrl }),
    });
  });
  afterAll(async () => {
    await Promise.all([shell, ...remotes].map((server) => server.close()));
  });
  beforeEach(() => {
    authUrl = `${remotes[0].url}/mf-manifest.json`;
  });

  const page = async (route: string, cookie?: string) => {
    const response = await fetch(`${shell.url}${route}`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("carries the frame with the remote's landing HTML, its CSS and what to hydrate", async () => {
    const html = await page('/');
    expect(html).toContain('<div id="root"><main class="m"><h1>Landing of build-1</h1></main><ol class="t"></ol></div>');
    expect(html).toContain('<style id="prerendered-css">.m{color:red}.l{content:"build-1"}</style>');
    expect(configOf(html).prerendered).toEqual({ remote: 'auth', module: 'Landing', buildLabel: 'build-1' });
  });

  it('runs its code after the first paint: the entry is preloaded and started by the inline starter the CSP allows', async () => {
    const response = await fetch(`${shell.url}/`);
    const html = await response.text();
    expect(html).not.toContain('<script defer src="/main.1a2b3c4d.js">');
    expect(html).toContain('<link rel="preload" href="/main.1a2b3c4d.js" as="script">');
    const starter = /<script data-entry="\/main\.1a2b3c4d\.js" data-preload="[^"]*">([\s\S]*?)<\/script>/.exec(html);
    expect(starter).not.toBeNull();
    const hash = `'sha256-${crypto.createHash('sha256').update(starter![1]).digest('base64')}'`;
    expect(response.headers.get('content-security-policy')).toContain(hash);
    // Pages without the prerendered screen start their code as before.
    expect(await page('/login')).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
  });

  it('takes the HTML from the remote the map names now', async () => {
    authUrl = `${remotes[1].url}/mf-manifest.json`;
    const html = await page('/');
    expect(html).toContain('<h1>Landing of build-2</h1>');
    expect(configOf(html).prerendered).toEqual({ remote: 'auth', module: 'Landing', buildLabel: 'build-2' });
  });

  it('is not sent with a session or demo cookie, in a preview, the tour or on another route', async () => {
    const plain = [
      await page('/', 'fairway.sid=s%3Aabc'),
      await page('/', 'theme=x; fairway.demo=1'),
      await page('/?preview=auth@https://staging.example.com'),
      await page('/?demo=true'),
      await page('/login'),
    ];
    for (const html of plain) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('prerendered-css');
      expect(configOf(html).prerendered).toBeUndefined();
    }
  });

  it('goes out without it when the remote is down', async () => {
    authUrl = 'http://127.0.0.1:9/mf-manifest.json';
    const html = await page('/');
    expect(html).toContain('<div id="root"></div>');
    expect(configOf(html).prerendered).toBeUndefined();
  });
});

describe('the shell page of a signed-in /', () => {
  const DASHBOARD = { html: '<header class="h"></header><main class="d"><p>Ready to play?</p></main>', css: '.d{color:green}' };
  const SESSION = 'fairway.sid=s%3Aabc';
  let shell: StaticServer;

  beforeAll(async () => {
    const root = shellBuild();
    writeJson(root, 'prerender/dashboard.json', DASHBOARD);
    fs.writeFileSync(path.join(root, 'startup-assets.json'), JSON.stringify({ scripts: ['startup-react-dom.1a2b.js'] }));
    shell = await startStaticServer({ root, port: 0, host: '127.0.0.1', remoteMap: () => buildShellConfig({}) });
  });
  afterAll(() => shell.close());

  const page = async (route: string, cookie?: string) =>
    (await fetch(`${shell.url}${route}`, { headers: cookie ? { cookie } : {} })).text();

  it('carries the frame and its CSS, and starts the code, data and remote manifests with the page', async () => {
    const html = await page('/', SESSION);
    expect(html).toContain(`<div id="root">${DASHBOARD.html}</div>`);
    expect(html).toContain('<style id="prerendered-css">.d{color:green}</style>');
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/startup-react-dom.1a2b.js" as="script">');
    expect(head).toContain('<link rel="preload" href="/api/leagues/my" as="fetch" crossorigin="use-credentials">');
    for (const manifest of ['http://localhost:3002/mf-manifest.json', 'http://localhost:3003/mf-manifest.json']) {
      expect(head.split(`<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous">`)).toHaveLength(2);
    }
    // Nothing to hydrate: the frame has no user in it.
    expect(configOf(html).prerendered).toBeUndefined();
  });

  it('is not sent without a session, with the demo cookie, in a preview, the tour or on another route', async () => {
    const plain = [
      await page('/'),
      await page('/', `${SESSION}; fairway.demo=1`),
      await page('/?preview=auth@https://staging.example.com', SESSION),
      await page('/?demo=true', SESSION),
      await page('/leagues', SESSION),
    ];
    for (const html of plain) {
      expect(html).not.toContain(DASHBOARD.html);
      expect(html).not.toContain('mf-manifest.json" as="fetch"');
    }
  });
});

describe('createPrerenderedPage', () => {
  const req: PrerenderedRequest = { path: '/', headers: {}, query: {} };
  const manifest = 'https://auth.example.com/v1/mf-manifest.json';

  it('revalidates the remote HTML with its ETag once it is older than 2 s, and uses a new build', async () => {
    let clock = 0;
    let served = landing('build-1');
    const calls: { url: string; ifNoneMatch?: string }[] = [];
    const fetchImpl = (async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, ifNoneMatch: init.headers['If-None-Match'] });
      const etag = `"${served.buildLabel}"`;
      if (init.headers['If-None-Match'] === etag) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(served), { headers: { etag } });
    }) as unknown as typeof fetch;
    const prerenderedFor = createPrerenderedPage({ rootDir: shellBuild(), fetchImpl, now: () => clock });

    expect((await prerenderedFor(req, { auth: manifest }))?.config.buildLabel).toBe('build-1');
    clock = 1_500;
    expect((await prerenderedFor(req, { auth: manifest }))?.config.buildLabel).toBe('build-1');
    expect(calls).toEqual([{ url: 'https://auth.example.com/v1/prerender/Landing.json', ifNoneMatch: undefined }]);
    clock = 3_000;
    expect((await prerenderedFor(req, { auth: manifest }))?.html).toContain('Landing of build-1');
    expect(calls[1].ifNoneMatch).toBe('"build-1"');
    served = landing('build-2');
    clock = 6_000;
    expect((await prerenderedFor(req, { auth: manifest }))?.config.buildLabel).toBe('build-2');
  });

  it('refuses a frame without the one marker for the screen', () => {
    const rootDir = shellBuild();
    writeJson(rootDir, 'prerender/home.json', { html: '<main></main>', css: '' });
    expect(() => createPrerenderedPage({ rootDir })).toThrow(/data-prerender-slot/);
  });
});
