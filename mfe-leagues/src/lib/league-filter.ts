// The three-way league filter and the search box of the Leagues page and the Available
// Leagues card.
import type { League } from '@fairway/contracts';

export type LeagueFilter = 'open' | 'all' | 'joined';

export const LEAGUE_FILTERS: ReadonlyArray<{ value: LeagueFilter; label: string }> = [
  { value: 'open', label: 'Open Leagues' },
  { value: 'all', label: 'All Leagues' },
  { value: 'joined', label: 'Joined' },
];

/** Open = not joined yet (the default); Joined = the caller is a member. */
export function filterLeagues(leagues: readonly League[], filter: LeagueFilter): League[] {
  if (filter === 'open') return leagues.filter((league) => !league.isMember);
  if (filter === 'joined') return leagues.filter((league) => league.isMember);
  return [...leagues];
}

/** Case-insensitive match on the league name or the creator's name; blank matches all. */
export function searchLeagues(leagues: readonly League[], query: string): League[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...leagues];
  return leagues.filter((league) => league.name.toLowerCase().includes(needle) || league.creatorName.toLowerCase().includes(needle));
}

export function isFull(league: Pick<League, 'memberCount' | 'maxMembers'>): boolean {
  return league.memberCount >= league.maxMembers;
}
