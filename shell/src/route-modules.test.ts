// The shell's server preloads each route's remote modules from scripts/mf/route-modules.cjs; this
// keeps that table in step with the routes and the dashboard's widgets.
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_MODULES } from '../../scripts/mf/route-modules.cjs';

const source = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

describe('the preload table of routes (scripts/mf/route-modules.cjs)', () => {
  it('names the module every remote route of routes.tsx renders, signed out and/or signed in', () => {
    const routes = source('routes.tsx');
    // A route may span several lines (Prettier); the wrapper never runs into the next route's path.
    const all = [...routes.matchAll(/path="([^"]+)"\s+element=\{((?:(?!path=)[^])*?)<Page remote="(\w+)" module="(\w+)"/g)];
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const [, routePath, wrapper, remote, module] of all) {
      const entry = ROUTE_MODULES.find((candidate) => candidate.path === routePath);
      expect(entry).toBeDefined();
      const id = `${remote}/${module}`;
      if (wrapper.includes('member(')) expect(entry!.signedIn).toEqual([id]);
      else if (wrapper.includes('SignedOutOnly')) expect(entry!.signedOut).toEqual([id]);
      else expect([entry!.signedOut, entry!.signedIn]).toEqual([[id], [id]]);
    }
    expect(ROUTE_MODULES.length).toBe(all.length + 1);
  });

  it("names '/': the landing page signed out, the dashboard's widgets signed in", () => {
    const home = ROUTE_MODULES.find((entry) => entry.path === '/')!;
    expect(source('pages/home-page.tsx')).toMatch(/<RemoteModule remote="auth" module="Landing"/);
    expect(home.signedOut).toEqual(['auth/Landing']);
    // Widgets are RemoteModules with only a label; the dialogs (opened on demand, with props) are not preloaded.
    const widgets = [...source('pages/dashboard-page.tsx').matchAll(/<RemoteModule remote="(\w+)" module="(\w+)" label="[^"]*" \/>/g)].map(
      ([, r, m]) => `${r}/${m}`,
    );
    expect(home.signedIn).toEqual(widgets);
  });
});
