// Display formats shared by the leagues screens.
import { DEFAULT_MAX_MEMBERS, LEAGUE_TYPES, type League, type LeagueType } from '@fairway/contracts';

export function typeLabel(type: LeagueType): string {
  return LEAGUE_TYPES.includes(type) ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}

/** 'Public' or 'Invite Only' (league dashboard and cards). */
export function privacyLabel(privacy: League['privacy']): string {
  return privacy === 'invite' ? 'Invite Only' : 'Public';
}

/** Max members for display: 10 when the league does not say. */
export function maxMembersOf(league: Pick<League, 'maxMembers'>): number {
  return league.maxMembers || DEFAULT_MAX_MEMBERS;
}

/** '1st', '2nd', '3rd', '4th'... for position texts. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}
