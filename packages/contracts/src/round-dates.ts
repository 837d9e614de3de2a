// When a round may be dated and written (enforced by the rounds service
// and mirrored in the forms): a date is required, may not be in the future, nor after the
// league's end date; an ended league (isLeagueEnded, league-status.ts) takes no new or edited rounds.
import { todayIso } from './calendar-days';

export const LEAGUE_ENDED_ADD_MESSAGE = 'This league has ended. You cannot add new rounds.';
/** A season whose next season has started is read-only (no joins, rounds or edits). */
export const SEASON_CLOSED_MESSAGE = 'This season is closed: the next season has started';
export const LEAGUE_ENDED_EDIT_MESSAGE = 'This league has ended. You cannot edit rounds.';
export const FUTURE_DATE_MESSAGE = 'Date cannot be in the future';
export const AFTER_END_DATE_MESSAGE = "Date cannot be after the league's end date";

/** The problem with a round's yyyy-MM-dd date, or null when it is acceptable. */
export function roundDateProblem(date: string, endDate: string | null | undefined, today: string = todayIso()): string | null {
  if (date > today) return FUTURE_DATE_MESSAGE;
  if (endDate && date > endDate.slice(0, 10)) return AFTER_END_DATE_MESSAGE;
  return null;
}
