// The shell's server preloads each route's remote modules from scripts/mf/route-modules.mjs; this
// keeps that table in step with the routes and the dashboard's widgets.
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_MODULES } from '../../scripts/mf/route-modules.mjs';
import { RequireUser, SignedOutOnly } from './auth/auth-gate';
import { REMOTE_PAGES } from './routes';

const source = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

describe('the preload table of routes (scripts/mf/route-modules.mjs)', () => {
  it('names the module every remote page of routes.tsx renders, signed out and/or signed in', () => {
    for (const { path: routePath, gate, remote, module } of REMOTE_PAGES) {
      const entry = ROUTE_MODULES.find((candidate) => candidate.path === routePath);
      expect(entry).toBeDefined();
      const id = `${remote}/${module}`;
      if (gate === RequireUser) expect(entry!.signedIn).toEqual([id]);
      else if (gate === SignedOutOnly) expect(entry!.signedOut).toEqual([id]);
      else expect([entry!.signedOut, entry!.signedIn]).toEqual([[id], [id]]);
    }
    expect(ROUTE_MODULES.length).toBe(REMOTE_PAGES.length + 1);
  });

  it("names '/': the landing page signed out, the dashboard's widgets signed in", () => {
    const home = ROUTE_MODULES.find((entry) => entry.path === '/')!;
    expect(source('pages/home-page.tsx')).toMatch(/<RemoteModule remote="auth" module="Landing"/);
    expect(home.signedOut).toEqual(['auth/Landing']);
    // Widgets are the RemoteModules started after the greeting's paint; the dialogs (opened on demand) are not preloaded.
    const widgets = [
      ...source('pages/dashboard-page.tsx').matchAll(
        /<RemoteModule\s+remote="(\w+)"\s+module="(\w+)"\s+startAfter=\{(?:leaguesStart|widgetsStart)\}/g,
      ),
    ].map(([, r, m]) => `${r}/${m}`);
    expect(home.signedIn).toEqual(widgets);
  });
});
