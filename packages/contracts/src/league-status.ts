// League end and completion rules (docs/leagues.md). Completion changes the display
// (and blocks round edits); ending also blocks new rounds.
import { DEFAULT_COURSE_ROUNDS } from './constants';
import { todayIso } from './calendar-days';

/** Ended = the end date is today or earlier (compared as yyyy-MM-dd calendar days). */
export function isLeagueEnded(endDate: string | null | undefined, today: string = todayIso()): boolean {
  if (!endDate) return false;
  return endDate.slice(0, 10) <= today;
}

/** Rounds each member must submit: the sum of the courses' rounds, a course without a value counting 1. */
export function requiredRounds(courses: readonly { rounds?: number | null }[]): number {
  return courses.reduce((sum, course) => sum + (course.rounds ?? DEFAULT_COURSE_ROUNDS), 0);
}

export type CompletionReason = 'ended' | 'allRoundsSubmitted';

export interface CompletionInput {
  endDate: string | null | undefined;
  courses: readonly { rounds?: number | null }[];
  /** Round count of every leaderboard member. */
  memberRoundCounts: readonly number[];
}

/**
 * Why a league is complete, or null while it is not. The end date wins when both hold. A league
 * with no members is not complete by rounds: nobody has finished anything.
 */
export function completionReason(input: CompletionInput, today: string = todayIso()): CompletionReason | null {
  if (isLeagueEnded(input.endDate, today)) return 'ended';
  const required = requiredRounds(input.courses);
  if (input.memberRoundCounts.length > 0 && input.memberRoundCounts.every((count) => count >= required)) {
    return 'allRoundsSubmitted';
  }
  return null;
}

export function isLeagueComplete(input: CompletionInput, today: string = todayIso()): boolean {
  return completionReason(input, today) !== null;
}

/** The banner's reason text for each completion reason (league dashboard). */
export const COMPLETION_REASON_TEXT: Record<CompletionReason, string> = {
  ended: 'End date has been reached',
  allRoundsSubmitted: 'All members have finished their rounds',
};

export type LeagueDisplayStatus = 'Complete' | 'Active' | 'Inactive';

/** Status shown on league cards: Complete wins, then the league's active flag. */
export function leagueDisplayStatus(league: { isComplete: boolean; isActive: boolean }): LeagueDisplayStatus {
  if (league.isComplete) return 'Complete';
  return league.isActive ? 'Active' : 'Inactive';
}
