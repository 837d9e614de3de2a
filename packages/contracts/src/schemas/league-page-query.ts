// The `?limit=&cursor=` query of the league lists (league-pages.ts); a module of its own for the
// same reason as round-page-query.ts (zod stays off the landing page).
import { INVALID_CURSOR_MESSAGE } from '../round-pages';
import { decodeLeagueCursor, LEAGUE_PAGE_MAX, LEAGUE_PAGE_SIZE } from '../league-pages';
import { z } from './zod';

/** `?limit=` (1..100, default 8) and `?cursor=` (the previous page's X-Next-Cursor). */
export const leaguePageQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(LEAGUE_PAGE_MAX, `Limit must be at most ${LEAGUE_PAGE_MAX}`)
    .default(LEAGUE_PAGE_SIZE),
  cursor: z
    .string()
    .optional()
    .refine((value) => value === undefined || decodeLeagueCursor(value) !== null, INVALID_CURSOR_MESSAGE),
});
export type LeaguePageQuery = z.output<typeof leaguePageQuery>;
