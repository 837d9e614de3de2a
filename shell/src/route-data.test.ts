// The shell's server preloads a signed-in route's first API answers (web-server/src/route-data.ts);
// this keeps that table in step with the endpoints the screens query, and checks the links go
// out only with a session cookie (the tour and the landing page send nothing to /api).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEAGUE_PAGE_MAX, leaguePageUrl } from '@fairway/contracts';
import { createPreloads } from '../../web-server/src/preload-links';
import { ROUTE_DATA } from '../../web-server/src/route-data';
import { RequireUser } from './auth/auth-gate';
import { REMOTE_PAGES } from './routes';

const repo = path.join(__dirname, '../..');
const ENDPOINT_FILES = ['packages/platform/src/api/shared-endpoints.ts', 'mfe-leagues/src/api.ts', 'mfe-rounds/src/api.ts'];
const endpoints = ENDPOINT_FILES.map((file) => fs.readFileSync(path.join(repo, file), 'utf8')).join('\n');

describe('the preloaded API answers of routes (web-server/src/route-data.ts)', () => {
  it('names only parameterless GET queries the screens make', () => {
    // A league list is read in pages (allLeaguePages): its first page's URL is the request made.
    const pagedLists = [...endpoints.matchAll(/allLeaguePages<\w+, \w+>\('([^']+)'/g)].map(([, list]) =>
      leaguePageUrl(list, LEAGUE_PAGE_MAX, null),
    );
    expect(pagedLists.length).toBeGreaterThan(0);
    for (const urls of Object.values(ROUTE_DATA)) {
      for (const url of urls) {
        if (pagedLists.includes(url)) continue;
        // The query's URL when called with no argument (a line `query: ... '<url>'`).
        const queryLines = endpoints.split('\n').filter((line) => line.includes('query: ') && line.includes(`'${url}'`));
        expect([url, queryLines.length > 0]).toEqual([url, true]);
      }
    }
  });

  it('names the dashboard and signed-in pages only', () => {
    const signedIn = REMOTE_PAGES.filter((page) => page.gate === RequireUser).map((page) => page.path);
    for (const route of Object.keys(ROUTE_DATA)) expect(['/', ...signedIn]).toContain(route);
  });

  it('links them with a session cookie only, as the fetch RTK Query makes (credentials included)', () => {
    const preloads = createPreloads({ rootDir: fs.mkdtempSync(path.join(os.tmpdir(), 'route-data-')) });
    const signedIn = preloads.links({ path: '/', headers: { cookie: 'fairway.sid=abc' } });
    for (const url of ROUTE_DATA['/']) {
      expect(signedIn).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`);
    }
    expect(preloads.links({ path: '/leagues/', headers: { cookie: 'fairway.sid=abc' } })).toContain(
      '<link rel="preload" href="/api/leagues?limit=100" as="fetch" crossorigin="use-credentials">',
    );
    expect(preloads.links({ path: '/', headers: { cookie: 'fairway.demo=1' } }).some((link) => link.includes('/api/'))).toBe(false);
    expect(preloads.links({ path: '/leagues/x', headers: { cookie: 'fairway.sid=abc' } })).toEqual([
      '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
    ]);
  });
});
