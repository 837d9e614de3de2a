// What the formats rank (a league's members and rounds) and what they answer.
import type { FormatOptions, LeagueFormat } from './options';

/** One round as the formats see it. */
export interface StandingsRound {
  id: string;
  userId: string;
  /** gross */
  score: number;
  /** yyyy-MM-dd, the day played */
  date: string;
  /** the course's par for the round (72 unless the league rated the course) */
  par: number;
  /** 9 or 18 (absent: 18); a 9-hole round counts per 18 holes (nine-holes.ts) */
  holes?: number;
  /** the round's playing handicap (course handicap x 95%, rounded), for the net formats */
  playingHandicap: number;
  /** a playing partner confirmed the round */
  confirmed: boolean;
  holeScores?: readonly number[] | null;
  holePars?: readonly number[] | null;
  strokeIndex?: readonly number[] | null;
}

export interface StandingsMember {
  userId: string;
  /** the profile handicap (the spec's total-to-par uses it, rounded) */
  handicap: number | string | null;
}

/** One member's result in one play window. */
export interface MemberWindowResult {
  start: string;
  end: string;
  /** the member's best net to par in the window, null without a counting round */
  netToPar: number | null;
  /** rank among those who played the window, null without a counting round */
  position: number | null;
  points: number;
}

export interface PlayWindow {
  /** first day, yyyy-MM-dd */
  start: string;
  /** last day, yyyy-MM-dd */
  end: string;
}

export interface MemberStanding {
  userId: string;
  position: number;
  /** the figure the member is ranked by; null without a counting round */
  formatValue: number | null;
  /** the spec's total to par (score - rounded profile handicap - par, summed), null without rounds */
  totalToPar: number | null;
  /** points format: the member's result in every window */
  windows?: MemberWindowResult[];
}

export interface StandingsInput {
  format: LeagueFormat;
  options: FormatOptions;
  /** in join order (the tie-break) */
  members: readonly StandingsMember[];
  /** the league's rounds; rounds of non-members are ignored */
  rounds: readonly StandingsRound[];
  /** points: the first day of the first window */
  startDate?: string | null;
  /** points: the league's end date (no window starts after it) */
  endDate?: string | null;
  /** points: today, yyyy-MM-dd (the windows run up to the one holding today) */
  today?: string;
}
