// Every read the front ends declare (their injected endpoints) must be answered by the demo
// world, so no screen of the tour hits 'Demo API: Unknown route'. The URLs are read from the
// remotes' api.ts files, so an endpoint added later is covered without touching this test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_USER_ID, type League } from '@fairway/contracts';
import { createDemoAdapter } from './adapter';

const ROOT = resolve(__dirname, '../../../..');
const API_FILES = [
  join(ROOT, 'packages/platform/src/api/current-user.ts'),
  join(ROOT, 'packages/platform/src/api/shared-endpoints.ts'),
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => join(ROOT, name, 'src/api.ts'))
    .filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    }),
];

/** `query: (args) => '/api/...'` or a template literal: the GET endpoints (writes use `{ url, method }`). */
function readUrls(): string[] {
  const urls = new Set<string>();
  for (const file of API_FILES) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/query:\s*\([^)]*\)\s*=>\s*[`'"](\/api\/[^`'"]*)[`'"]/g)) urls.add(match[1]);
  }
  return [...urls];
}

describe('demo coverage of the declared reads', () => {
  const adapter = createDemoAdapter({ isActive: () => true, wait: async () => {} });
  const urls = readUrls();

  it('finds the declared reads', () => {
    expect(urls).toEqual(expect.arrayContaining(['/api/auth/user', '/api/leagues', '/api/rounds/recent']));
    expect(urls.some((url) => url.includes('${leagueId}/members/${memberId}'))).toBe(true);
  });

  it('answers every one of them with data', async () => {
    const my = await adapter({ url: '/api/leagues/my' });
    const [league] = ('data' in my ? my.data : []) as League[];
    const unanswered: string[] = [];
    for (const template of urls) {
      const url = template.replace(/\$\{(id|leagueId)\}/g, league.id).replace(/\$\{(memberId|userId)\}/g, DEMO_USER_ID);
      const result = await adapter({ url, method: 'GET' });
      if (!('data' in result) || result.data === null || result.data === undefined) unanswered.push(url);
    }
    expect(unanswered).toEqual([]);
  });
});
