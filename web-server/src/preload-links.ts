import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { hasSession, routeModules } from '../../scripts/mf/route-modules.mjs';
import { routeData } from './route-data';

// Every page asks who is signed in before it shows anything (packages/platform/src/api/
// current-user.ts, fetched with credentials: 'include'): request it with the page.
/** One module of a remote ("remote/Module" split). */
export interface RemoteModuleRef {
  remote: string;
  module: string;
}

const CURRENT_USER_URL = '/api/auth/user';

const attribute = (value: string) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the shell's page starts at once, so the first screen's code is not requested one file
 * after another (main.js -> bootstrap -> manifest -> remoteEntry.js -> module chunk):
 * - `<link rel="preload">` for the shell's startup scripts (dist/startup-assets.json, written by
 *   scripts/mf/startup-assets-plugin.mjs), the current user and the route's first-screen API
 *   answers (route-data.ts);
 * - the route's remote modules (scripts/mf/route-modules.mjs; '/' depends on the session
 *   cookie), which the shell starts loading through the federation runtime as soon as its code
 *   runs (shell/src/bootstrap.tsx), in parallel with the current user. Remote code is not
 *   preloaded with <link>: the runtime must see a remote's manifest first (platform range check,
 *   failure and Retry handling), and a failed link preload would be reused by Retry.
 * A preview (?preview=) swaps a remote in the browser: no remote module is started early then.
 */
function createPreloads({ rootDir }: { rootDir: string }) {
  const startupFile = path.join(rootDir, 'startup-assets.json');
  const startup = fs.existsSync(startupFile) ? (JSON.parse(fs.readFileSync(startupFile, 'utf8')).scripts as string[]) : [];
  const startupScripts = startup.map((file) => `/${file}`);
  const scripts = startupScripts.map((url) => `<link rel="preload" href="${attribute(url)}" as="script">`);
  const fetchPreload = (url: string) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="use-credentials">`;
  const currentUser = fetchPreload(CURRENT_USER_URL);
  return {
    /** The shell's startup scripts (URLs), which a prerendered page preloads after its first paint. */
    startupScripts,
    /** The preload elements of a request's page. The current user and the route's data only with
     * a session cookie: a signed-out page may be the demo tour, which must send nothing to /api. */
    links: (req: { path?: string; headers: { cookie?: string } }): string[] =>
      hasSession(req.headers.cookie) ? [...scripts, currentUser, ...routeData(req.path ?? '/').map(fetchPreload)] : scripts,
    /** Preloads of the manifests of `modules`' remotes in `remotes` (name -> manifest URL): for a
     * page that paints before its code (the signed-in frame), so the route's first remote modules
     * do not wait a round trip for them once the code runs (the request shell/src/remotes/
     * preload-manifest.ts makes). */
    manifestLinks: (modules: RemoteModuleRef[], remotes: Record<string, string> = {}): string[] =>
      [...new Set(modules.map(({ remote }) => remotes[remote]).filter(Boolean))].map(
        (url) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="anonymous">`,
      ),
    /** The remote modules a request's page shows first: [{ remote, module }]. */
    modulesFor(req: Request): RemoteModuleRef[] {
      if (req.query.preview !== undefined) return [];
      return routeModules(req.path, { signedIn: hasSession(req.headers.cookie) });
    },
  };
}

export { createPreloads };
