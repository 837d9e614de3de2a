// A recap stays readable however many leagues a person plays in and however busy they are:
// past a handful of leagues or rows it shows the first ones and says how many more, with a link.
import type { LeaderboardEntry } from '@fairway/contracts';

/** Leagues a recap shows in full; the rest are counted ("and 12 more leagues"). */
export const RECAP_LEAGUES_SHOWN = 5;
/** Rows of one list (standings, rounds, confirmations...) a league's part shows. */
export const RECAP_ROWS_SHOWN = 10;

/** Notifications a daily digest lists; the rest link to the notifications page. */
export const DIGEST_ITEMS_SHOWN = 20;

export interface Shown<T> {
  shown: T[];
  more: number;
}

export function firstOf<T>(items: readonly T[], limit: number): Shown<T> {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** The top of the standings, plus the reader's own row when it is further down. */
export function standingsFor(standings: readonly LeaderboardEntry[], readerId: string): Shown<LeaderboardEntry> {
  const top = standings.slice(0, RECAP_ROWS_SHOWN);
  const own = standings.find((entry, index) => index >= RECAP_ROWS_SHOWN && entry.userId === readerId);
  const shown = own ? [...top, own] : top;
  return { shown, more: standings.length - shown.length };
}

export const plural = (count: number, one: string, many: string) => `${count} more ${count === 1 ? one : many}`;
