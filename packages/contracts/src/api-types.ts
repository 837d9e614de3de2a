// Shapes of what the API answers. Services serialise to these; remotes and the
// demo adapter read them. Decimals travel as strings, as the spec presents them.
import type { LeaguePrivacy, LeagueType } from './constants';
import type { TimeSlotId } from './time-slots';
import type { FormatOptions, LeagueFormat, MemberWindowResult, PlayWindow } from './league-formats';
import type { CourseRatings } from './whs';
import type { SkinsResult, SkinsSettings } from './skins';
import type { ContestKind } from './schemas/skins';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  /** decimal(4,2) presented as a string, e.g. "12.40" */
  handicap: string;
  totalRounds: number;
  bestRound: number | null;
  /** decimal(5,2) as a string, null before the first round */
  averageScore: string | null;
  isDemo?: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  /** numeric string */
  handicap: string;
  profileImageUrl: string | null;
}

/** A league's course with its tee figures (the neutral course when none were given: 18 holes,
 * par 72, rating 72.0, slope 113, no hole pars). */
export interface Course extends CourseRatings {
  /** for PATCH /api/leagues/{id}/courses/{courseId} */
  id?: string;
  name: string;
  rounds: number;
}

export interface League {
  id: string;
  name: string;
  description: string | null;
  type: LeagueType;
  privacy: LeaguePrivacy;
  createdBy: string;
  creatorName: string;
  memberCount: number;
  maxMembers: number;
  courses: Course[];
  /** yyyy-MM-dd or null */
  endDate: string | null;
  isActive: boolean;
  isComplete: boolean;
  isMember: boolean;
  /** the caller's rank in the league leaderboard, null when not a member */
  userPosition: number | null;
  userRounds: number;
  /** decimal string, null without rounds */
  userAvgScore: string | null;
  createdAt: string;
  updatedAt: string;
  /** standings format and its options (defaults filled in) */
  format?: LeagueFormat;
  formatOptions?: FormatOptions;
  /** yyyy-MM-dd: the first play window's first day */
  startDate?: string;
  /** points: the window holding today, null before the start or after the end */
  currentWindow?: PlayWindow | null;
  /** 1 for a first season; "Season 2 of {name}" */
  season?: number;
  previousLeagueId?: string | null;
  /** the season that follows this one (this one is then read-only) */
  nextLeagueId?: string | null;
  /** the caller is the creator or a co-organizer */
  isAdmin?: boolean;
  /** weekly skins settings, null when the league plays none */
  skins?: SkinsSettings | null;
}

export interface Round {
  id: string;
  userId: string;
  leagueId: string;
  course: string;
  score: number;
  /** yyyy-MM-dd */
  date: string;
  notes: string | null;
  createdAt: string;
  league?: { id: string; name: string };
  /** same value as league.name, for list views */
  leagueName?: string;
  user?: { firstName: string; lastName: string };
  /** league members the golfer named as "played with" */
  playedWith?: RoundPartnerView[];
  /** more than 8 strokes better than the golfer's index from the rounds before it */
  personalBest?: boolean;
  /** the course figures the round was played under (kept when the course is edited later) */
  holes?: 18 | 9;
  par?: number;
  rating?: number;
  slope?: number;
  holePars?: number[] | null;
  strokeIndex?: number[] | null;
  /** strokes per hole when entered hole by hole */
  holeScores?: number[] | null;
  /** a member's rounds in a league: the Stableford points of a complete hole-by-hole card as the
   * standings score it (its day's playing handicap; a nine's as played), else null */
  points?: number | null;
}

export interface RoundPartnerView {
  userId: string;
  firstName: string;
  lastName: string;
  confirmed: boolean;
}

/** GET /api/rounds/confirmations: a round someone logged naming the caller as a playing partner. */
export interface ConfirmationRequest {
  roundId: string;
  course: string;
  score: number;
  date: string;
  leagueName: string;
  user: { firstName: string; lastName: string };
}

export interface LeaderboardEntry {
  userId: string;
  position: number;
  /** decimal string, null without rounds */
  avgScore: string | null;
  bestScore: number | null;
  roundCount: number;
  totalToPar: number | null;
  user: UserSummary;
  /** the league's standings format */
  format?: LeagueFormat;
  /** the figure the entry is ranked by (total to par; net average to par to one decimal;
   * Stableford points; season points); null without a counting round */
  formatValue?: number | null;
  /** points format: the member's result in every play window */
  windows?: MemberWindowResult[];
}

/** One member's line of a play window's table. */
export interface WindowTableRow {
  userId: string;
  user: UserSummary;
  /** place in the window (ties share it) */
  position: number;
  /** the best net round to par in the window */
  netToPar: number;
  points: number;
}

/** GET /api/leagues/{id}/windows: one play window of a points league with its table (the
 * members who played it, in place order), newest window first. */
export interface WindowTable extends PlayWindow {
  /** the window holding today */
  current: boolean;
  rows: WindowTableRow[];
}

export interface Member {
  id: string;
  userId: string;
  leagueId: string;
  isAdmin: boolean;
  joinedAt: string;
  user: UserSummary & { email?: string };
  roundCount: number;
  /** GET /api/leagues/{id}/members/{memberId}: the member's leaderboard entry, as the
   * leaderboard answers it (place, the format's figure, the spec's total to par); null while
   * they have no round in the league */
  standing?: MemberStandingView | null;
}

export type MemberStandingView = Pick<LeaderboardEntry, 'position' | 'totalToPar' | 'roundCount'> & {
  format: LeagueFormat;
  formatValue: number | null;
};

export interface Availability {
  id: string;
  userId: string;
  leagueId: string;
  /** yyyy-MM-dd */
  date: string;
  timeSlot: TimeSlotId;
  preferredCourse: string | null;
  notes: string | null;
  user: { firstName: string; lastName: string };
  createdAt: string;
  updatedAt: string;
}

/** Error body of every non-2xx answer. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export interface MessageResponse {
  message: string;
}

/** GET /api/rounds/handicap-index: the caller's index and the rounds behind it. */
export type HandicapIndexRound = {
  id: string;
  score: number;
  date: string;
  createdAt: string;
  course: string;
  leagueName: string;
  holeScores?: number[] | null;
};
export type HandicapIndexResponse = import('./handicap-index').HandicapIndex<HandicapIndexRound>;

/** GET /api/leagues/{id}/events: a change an organizer made (the Activity tab's record). */
export interface LeagueEvent {
  id: string;
  /** league-edited, organizer-added, organizer-removed, member-removed, members-invited,
   * invitation-resent, invitation-revoked, next-season-started, season-continued, contest-recorded,
   * contest-deleted */
  action: string;
  /** what changed (field names and new values, member and invitee names; never an email) */
  detail: Record<string, unknown>;
  createdAt: string;
  actor: { id: string; firstName: string; lastName: string } | null;
}

/** GET /api/leagues/{id}/invitations (organizers): an invitation not yet accepted or revoked. */
export interface PendingInvitation {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  expiresAt: string | null;
  expired: boolean;
}

/** GET /api/leagues/next-seasons: a public league's next season the caller played the previous
 * one of and has not joined yet (the dashboard's one-tap notice). */
export interface NextSeasonNotice {
  id: string;
  name: string;
  season: number;
  previousLeagueId: string;
}

/** One entrant of a week's skins game on one course. */
export interface SkinsEntrant {
  userId: string;
  name: string;
  /** from the index the round was scored with, at the skins allowance */
  playingHandicap: number;
}

export interface SkinsGameAnswer extends SkinsResult {
  /** the course's name */
  course: string;
  entrants: SkinsEntrant[];
}

/** GET /api/leagues/{id}/skins?week= */
export interface SkinsWeek {
  /** the Monday */
  week: string;
  /** the week's Sunday is before today: nothing can change any more */
  final: boolean;
  settings: SkinsSettings | null;
  games: SkinsGameAnswer[];
}

/** A closest-to-the-pin or longest-drive result an organizer recorded. */
export interface Contest {
  id: string;
  /** the Monday of the week */
  week: string;
  kind: ContestKind;
  hole: number;
  course: string | null;
  /** the winner's user id */
  winner: string;
  winnerName: string;
  distance: number;
  unit: 'ft' | 'yd' | 'm';
  prize: string | null;
  createdAt: string;
}
