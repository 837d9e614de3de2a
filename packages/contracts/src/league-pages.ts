// Pages of the league lists (GET /api/leagues, /api/leagues/available): newest first, at most
// LEAGUE_PAGE_SIZE leagues unless `?limit=` asks for more (up to LEAGUE_PAGE_MAX), continued with
// `?cursor=`. The body stays the spec's array of leagues; the next page's cursor comes in the
// X-Next-Cursor header (and a Link rel="next"), absent on the last page. The cursor names the last
// league of the page by creation time and id, like the round pages' (round-pages.ts).
import { decodeRoundCursor, encodeRoundCursor, type RoundCursor } from './round-pages';

export const LEAGUE_PAGE_SIZE = 8;
export const LEAGUE_PAGE_MAX = 100;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const encodeLeagueCursor = (league: { createdAt: string; id: string }): string => encodeRoundCursor(league);
export const decodeLeagueCursor = (value: string): RoundCursor | null => decodeRoundCursor(value);

/** `path` asking for the page after `cursor` (null: the first page), `limit` leagues. */
export function leaguePageUrl(path: string, limit: number, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params.toString()}`;
}

/** What a client's call of one page answers: the page, or an error; `meta.nextCursor` is the
 * X-Next-Cursor header (the platform's baseQuery reads it). */
interface PageAnswer<E> {
  data?: unknown;
  error?: E;
  meta?: unknown;
}

/** Most pages read for one list (a runaway cursor stops here). */
const MAX_PAGES = 100;

/** Every league of a list, LEAGUE_PAGE_MAX per request, for the screens that filter and search
 * the whole list (each request stays bounded). `get` calls one URL. */
export async function allLeaguePages<L, E>(
  path: string,
  get: (url: string) => Promise<PageAnswer<E>>,
): Promise<{ data: L[] } | { error: E }> {
  const leagues: L[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await get(leaguePageUrl(path, LEAGUE_PAGE_MAX, cursor));
    if (answer.error !== undefined) return { error: answer.error };
    leagues.push(...((answer.data as L[] | null) ?? []));
    cursor = (answer.meta as { nextCursor?: string | null } | undefined)?.nextCursor ?? null;
    if (!cursor) break;
  }
  return { data: leagues };
}
