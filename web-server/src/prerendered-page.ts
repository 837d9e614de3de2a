import fs from 'node:fs';
import path from 'node:path';
import { hasDemoFlag, hasSession } from '../../scripts/mf/route-modules.mjs';

/** What of a request decides its prerendered page. */
export interface PrerenderedRequest {
  path: string;
  headers: { cookie?: string };
  query: Record<string, unknown>;
}
/** HTML and its CSS, painted before the page's code runs. */
export interface Painted {
  html: string;
  css: string;
}
export interface PrerenderedPage extends Painted {
  config: { remote: string; module: string; buildLabel: string | null };
}
type Screen = Painted & { buildLabel?: string | null };
interface CheckedScreen {
  checkedAt: number;
  etag: string | null;
  screen: Screen | null;
}

// Which page is prerendered: '/' signed out, whose screen is the landing module of the auth
// remote (scripts/mf/route-modules.mjs). The frame around it is the shell's (shell/src/prerender/home.tsx,
// written at build time to dist/prerender/home.json); the screen is the prerendered HTML that
// the remote's own build wrote beside its manifest (mfe-auth/src/prerender/landing.tsx), fetched
// from the remote the map names now. Swapping the remote in the map swaps the HTML with it.
const PRERENDERED = { path: '/', remote: 'auth', module: 'Landing' };
// The element the shell's frame leaves for the screen (RemoteScreenMarker in home.tsx).
const SLOT = '<div data-prerender-slot=""></div>';
// A redeployed remote's HTML is used within this long; older HTML than the code the browser
// loads is not hydrated but rendered over (bootstrap.tsx compares the build labels).
const FRESH_MS = 2_000;
// The page is never held up longer than this by a slow remote: it goes out without the HTML.
const FETCH_TIMEOUT_MS = 1_000;

function readFrame(rootDir: string): Painted | null {
  const file = path.join(rootDir, 'prerender', 'home.json');
  if (!fs.existsSync(file)) return null;
  const frame: Painted = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (frame.html.split(SLOT).length !== 2) throw new Error(`${file} has no single ${SLOT} for the remote's screen`);
  return frame;
}

const isScreen = (value: unknown): value is Screen =>
  typeof (value as Screen | null)?.html === 'string' && typeof (value as Screen | null)?.css === 'string';

/** A remote's prerendered screen by URL: revalidated (ETag) when older than FRESH_MS; null when missing. */
function createScreenCache({ fetchImpl, now }: { fetchImpl: typeof fetch; now: () => number }) {
  const cache = new Map<string, { value?: CheckedScreen; pending?: Promise<Screen | null> }>();

  async function fetchScreen(url: string, previous: CheckedScreen | undefined): Promise<CheckedScreen> {
    try {
      const response = await fetchImpl(url, {
        headers: previous?.etag ? { 'If-None-Match': previous.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && previous) return { ...previous, checkedAt: now() };
      const screen = response.ok ? await response.json() : null;
      return { checkedAt: now(), etag: response.headers.get('etag'), screen: isScreen(screen) ? screen : null };
    } catch {
      // Down, slow or not built with a prerender: the page goes out as before, without it.
      return { checkedAt: now(), etag: null, screen: null };
    }
  }

  return function screenAt(url: string): Promise<Screen | null> {
    const entry = cache.get(url) ?? {};
    if (entry.value && now() - entry.value.checkedAt <= FRESH_MS) return Promise.resolve(entry.value.screen);
    if (!entry.pending) {
      // One request to the remote at a time per URL, however many pages wait for it.
      entry.pending = fetchScreen(url, entry.value).then((value) => {
        cache.set(url, { value });
        return value.screen;
      });
      cache.set(url, entry);
    }
    return entry.pending;
  };
}

/**
 * The prerendered first screen of a request's page, or null when it has none: only '/' without a
 * session cookie, outside the demo tour and previews (those render something else; a signed-in
 * visitor must not see the landing page flash).
 */
function createPrerenderedPage({
  rootDir,
  fetchImpl = fetch,
  now = Date.now,
}: {
  rootDir: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}) {
  const frame = readFrame(rootDir);
  const screenAt = createScreenCache({ fetchImpl, now });
  return async function prerenderedFor(
    req: PrerenderedRequest,
    remotes: Record<string, string> | undefined,
  ): Promise<PrerenderedPage | null> {
    if (!frame || req.path !== PRERENDERED.path) return null;
    const cookie = req.headers.cookie;
    if (hasSession(cookie) || hasDemoFlag(cookie) || req.query.demo === 'true' || req.query.preview !== undefined) return null;
    const manifestUrl = remotes?.[PRERENDERED.remote];
    if (!manifestUrl) return null;
    const screen = await screenAt(new URL(`prerender/${PRERENDERED.module}.json`, manifestUrl).href);
    if (!screen) return null;
    return {
      html: frame.html.split(SLOT).join(screen.html),
      css: `${frame.css}${screen.css}`,
      // Tells the page what it may hydrate (shell/src/bootstrap.tsx).
      config: { remote: PRERENDERED.remote, module: PRERENDERED.module, buildLabel: screen.buildLabel ?? null },
    };
  };
}

/**
 * The signed-in '/' (the dashboard) before its code has loaded, or null: a frame without the
 * user's data (shell/src/prerender/dashboard.tsx, dist/prerender/dashboard.json) that paints with
 * the page and that the shell renders over. Only with a session cookie, outside the tour and previews.
 */
function createSignedInFrame({ rootDir }: { rootDir: string }) {
  const file = path.join(rootDir, 'prerender', 'dashboard.json');
  const frame: Painted | null = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  return function signedInFrameFor(req: PrerenderedRequest): Painted | null {
    if (!frame || req.path !== PRERENDERED.path) return null;
    const cookie = req.headers.cookie;
    if (!hasSession(cookie) || hasDemoFlag(cookie) || req.query.demo === 'true' || req.query.preview !== undefined) return null;
    return { html: frame.html, css: frame.css };
  };
}

export { createPrerenderedPage, createSignedInFrame };
