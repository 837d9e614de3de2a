// The services' refusal messages, in one place: the services answer them ({ message }) and the
// demo world answers the same ones, so a screen shows the same sentence in both. Messages that
// belong to a validation rule stay with the rule (schemas/, round-dates.ts, round-pages.ts).

// Not found (404). A league the caller may not see is, to them, a league that does not exist.
export const LEAGUE_NOT_FOUND = 'League not found';
export const MEMBER_NOT_FOUND = 'Member not found';
export const ROUND_NOT_FOUND = 'Round not found';
export const COURSE_NOT_FOUND = 'Course not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const AVAILABILITY_NOT_FOUND = 'Availability not found';
export const USER_NOT_FOUND = 'User not found';

/** 410: the link of an invitation an organizer revoked, which says whom to ask for a new one. */
export const invitationWithdrawnMessage = (organizer: string) =>
  `This invitation was withdrawn. Ask ${organizer ? `${organizer}, the league's organizer,` : "the league's organizer"} for a new one.`;

// Accounts and sign-in.
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
/** Same words as the browser's fallback, so the toast reads the same either way. */
export const RESET_REFUSED = 'Failed to reset password. The link may be expired or invalid.';

// Leagues: membership, organizers, courses, seasons.
export const TYPE_NOT_AVAILABLE = 'This league type is not currently available';
export const ALREADY_MEMBER = 'You are already a member of this league';
export const LEAGUE_FULL = 'This league is full';
export const LEAGUE_ENDED_JOIN = 'This league has ended. You cannot join it.';
export const LEAVE_ONLY_YOURSELF = 'You can only remove yourself from a league';
export const ONLY_CREATOR_DELETES = 'Only the league creator can delete this league';
export const ONLY_ORGANIZERS = 'Only the league organizers can do this';
export const ONLY_CREATOR_ADMINS = 'Only the league creator can change organizers';
export const CREATOR_ALWAYS_ADMIN = 'The league creator is always an organizer';
export const CREATOR_NOT_REMOVABLE = 'The league creator cannot be removed';
export const FORMAT_LOCKED = 'The format cannot change once a round is logged';
export const COURSE_HAS_ROUNDS = 'A course with rounds logged cannot be removed';
export const HOLES_FIXED_BY_ROUNDS = 'Rounds have been played on this course, so its number of holes cannot change';
export const SEASON_NOT_OVER = 'A next season can start once this one has ended or is complete';
export const NEXT_SEASON_EXISTS = 'The next season has already started';

// Rounds (the league-ended, season-closed and date refusals are with their rules in round-dates.ts).
export const ONLY_MEMBERS_LOG_ROUNDS = 'Only members of this league can log rounds in it';
export const COURSE_NOT_IN_LEAGUE = "Course is not one of this league's courses";
export const EDIT_KEY_REUSED = 'This idempotency key was already used for another round';
export const PLAYED_WITH_NOT_MEMBERS = 'You can only name other members of this league as players you played with';

// Calendar.
export const ALREADY_AVAILABLE = 'You are already available for this time slot';
