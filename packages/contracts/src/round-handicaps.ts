// The playing handicap each round of a net format is scored with: the member's WHS-style index as
// it stood before the day of the round (their rounds in any league played on earlier days), or
// their profile handicap while they have no index; course handicap from the round's course,
// times the 95% allowance, rounded .5 up (league-formats/options.ts).
import { handicapIndex, type HandicapRound } from './handicap-index';
import { parseHandicap } from './round-aggregates';
import { INDIVIDUAL_ALLOWANCE_PERCENT } from './league-formats/options';
import { courseRatingsOf, playingHandicap, type CourseRatingsInput } from './whs';

/** The member's index before `day` (from rounds played on earlier days), else null. */
export function indexBefore(history: readonly HandicapRound[], day: string): number | null {
  return handicapIndex(history.filter((round) => round.date < day)).index;
}

/** The index a round played on `day` is scored with: the index before the day, else the
 * profile handicap (the standings and the weekly skins both start from it). */
export function roundIndex(history: readonly HandicapRound[], profileHandicap: number | string | null, day: string): number {
  return indexBefore(history, day) ?? parseHandicap(profileHandicap);
}

/** Playing handicap of a round played on `day` at `course` by a member with this history. */
export function roundPlayingHandicap(
  history: readonly HandicapRound[],
  profileHandicap: number | string | null,
  day: string,
  course: CourseRatingsInput | null = null,
): number {
  return playingHandicap(roundIndex(history, profileHandicap, day), courseRatingsOf(course), INDIVIDUAL_ALLOWANCE_PERCENT);
}
