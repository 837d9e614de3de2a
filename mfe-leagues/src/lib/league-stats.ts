// 'League Information' figures of the league dashboard. The 'League Statistics'
// come from the leagues service with the rounds' pages (contracts' leagueRoundStatistics).
import { requiredRounds, type Course } from '@fairway/contracts';

/** 'X of members*N' for the League Information card. */
export function totalRoundsText(roundsPlayed: number, memberCount: number, courses: readonly Course[]): string {
  return `${roundsPlayed} of ${memberCount * requiredRounds(courses)}`;
}
