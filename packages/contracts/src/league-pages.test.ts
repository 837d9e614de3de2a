import { allLeaguePages, decodeLeagueCursor, encodeLeagueCursor, LEAGUE_PAGE_MAX, leaguePageUrl } from './league-pages';

describe('league list pages', () => {
  it('names a page by its path, size and cursor', () => {
    expect(leaguePageUrl('/api/leagues', 8, null)).toBe('/api/leagues?limit=8');
    const cursor = encodeLeagueCursor({ createdAt: '2026-03-01T10:00:00.000Z', id: 'l-9' });
    expect(leaguePageUrl('/api/leagues/available', 8, cursor)).toBe(`/api/leagues/available?limit=8&cursor=${encodeURIComponent(cursor)}`);
    expect(decodeLeagueCursor(cursor)).toEqual({ createdAt: '2026-03-01T10:00:00.000Z', id: 'l-9' });
    expect(decodeLeagueCursor('not a cursor')).toBeNull();
  });

  it('reads every page, following the next cursor until there is none, and stops at an error', async () => {
    const pages: Record<string, { data: string[]; meta: { nextCursor: string | null } }> = {
      [leaguePageUrl('/api/leagues', LEAGUE_PAGE_MAX, null)]: { data: ['a', 'b'], meta: { nextCursor: 'c1' } },
      [leaguePageUrl('/api/leagues', LEAGUE_PAGE_MAX, 'c1')]: { data: ['c'], meta: { nextCursor: null } },
    };
    const asked: string[] = [];
    const all = await allLeaguePages<string, string>('/api/leagues', async (url) => {
      asked.push(url);
      return pages[url];
    });
    expect(all).toEqual({ data: ['a', 'b', 'c'] });
    expect(asked).toEqual(Object.keys(pages));
    // A client without the header (an older platform, the demo world): one page.
    expect(await allLeaguePages<string, string>('/api/leagues', async () => ({ data: ['x'] }))).toEqual({ data: ['x'] });
    expect(await allLeaguePages<string, string>('/api/leagues', async () => ({ error: '503: down' }))).toEqual({ error: '503: down' });
  });
});
