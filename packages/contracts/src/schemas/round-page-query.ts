// The `?limit=&before=` query of round pages (round-pages.ts). A schema module of its own:
// round-pages.ts is imported by every page (the platform's endpoints), and a zod schema there
// would put all of zod on the landing page.
import { decodeRoundCursor, INVALID_CURSOR_MESSAGE, ROUND_PAGE_MAX, ROUND_PAGE_SIZE } from '../round-pages';
import { z } from './zod';

/** `?limit=` (1..100, default 20) and `?before=` (a cursor from the previous page). */
export const roundPageQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ROUND_PAGE_MAX, `Limit must be at most ${ROUND_PAGE_MAX}`)
    .default(ROUND_PAGE_SIZE),
  before: z
    .string()
    .optional()
    .refine((value) => value === undefined || decodeRoundCursor(value) !== null, INVALID_CURSOR_MESSAGE),
});
export type RoundPageQuery = z.output<typeof roundPageQuery>;
