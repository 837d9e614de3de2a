// The one decision on which paths the front-end servers refuse (served-path.ts), on the
// spellings a raw-path check missed: percent-encoded, double-encoded, dotted, mixed-case.
import { isRefusedPath } from './served-path';

describe('isRefusedPath', () => {
  it.each([
    '/main.1a2b3c4d.js.map',
    '/main.1a2b3c4d.js.ma%70',
    '/main.1a2b3c4d.js%2Emap',
    '/main.1a2b3c4d.js.ma%2570',
    '/main.1a2b3c4d.js.ma%252570',
    '/main.1a2b3c4d.js.MAP',
    '/main.1a2b3c4d.js.Ma%50',
    '/main.1a2b3c4d.js.map.',
    '/main.1a2b3c4d.js.map%20',
    '/main.1a2b3c4d.js.map/',
    '/./main.1a2b3c4d.js.map',
    '/chunks/../main.1a2b3c4d.js.map',
    '/chunks%2f..%2fmain.1a2b3c4d.js.map',
    '/chunks%5cmain.1a2b3c4d.js.map',
    '/main.1a2b3c4d.js.map.br',
    '/main.1a2b3c4d.js.map.GZ',
    '/mf-stats.json',
    '/mf-stats.jso%6E',
    '/mf-stats.jso%256E',
    '/MF-Stats.JSON',
    '//mf-stats.json.gz',
    '/.env',
    '/%2eenv',
    '/%252egit/config',
    '/.Git/HEAD',
    '/chunks/.hidden/file.js',
  ])('refuses %s', (path) => {
    expect(isRefusedPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/main.1a2b3c4d.js',
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/leagues/abc',
    '/mapping.js',
    '/sitemap',
    '/stats.json',
    '/%E0%A4%A',
  ])('serves %s', (path) => {
    expect(isRefusedPath(path)).toBe(false);
  });
});
