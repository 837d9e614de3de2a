// Standings formats a league chooses at creation (docs/leagues.md, "Formats"). Pure rules: the
// leagues service, the browser and the demo data rank with these functions only.
//
// Every format ranks by one figure per member (`formatValue`) and keeps the spec's rank rule:
// members with a figure first, best figure first, equal figures in the order given (join order);
// then members without a figure in the order given. Rank = 1 + the number of earlier-listed
// members with a strictly better figure (1, 1, 3); a member without a figure takes their list
// position.
import { PAR } from './constants';
import { addDays } from './calendar-days';
import { roundToPar } from './round-aggregates';
import { strokesPerHole } from './whs';

export const LEAGUE_FORMATS = ['total-to-par', 'net-average', 'stableford', 'points'] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];
export const DEFAULT_LEAGUE_FORMAT: LeagueFormat = 'total-to-par';

export const WINDOW_WEEKS = [1, 2, 4] as const;
export type WindowWeeks = (typeof WINDOW_WEEKS)[number];

export interface FormatOptions {
  /** net-average, stableford: how many of a member's best rounds count (1-10) */
  bestRounds: number;
  /** points: length of a play window */
  windowWeeks: WindowWeeks;
  /** points: points for 1st, 2nd, ... in a window; a place beyond the table earns 0 */
  pointsTable: number[];
  /** points: earned in every window a member has a counting round (0-5) */
  participationPoints: number;
  /** points: a round counts only once a playing partner confirmed it */
  confirmedOnly: boolean;
}

export const DEFAULT_POINTS_TABLE: readonly number[] = [10, 8, 6, 5, 4, 3, 2, 1];
export const DEFAULT_FORMAT_OPTIONS: Readonly<FormatOptions> = Object.freeze({
  bestRounds: 5,
  windowWeeks: 1,
  pointsTable: [...DEFAULT_POINTS_TABLE],
  participationPoints: 1,
  confirmedOnly: false,
});

/** Stored options (possibly partial, possibly from an older version) completed with the defaults. */
export function resolveFormatOptions(options: Partial<FormatOptions> | null | undefined): FormatOptions {
  return { ...DEFAULT_FORMAT_OPTIONS, pointsTable: [...DEFAULT_POINTS_TABLE], ...(options ?? {}) };
}

/** WHS allowance for individual stroke play and Stableford (Appendix C), in percent. */
export const INDIVIDUAL_ALLOWANCE_PERCENT = 95;

/** Net Stableford points of one round: per hole max(0, 2 + par + strokes received - strokes taken). */
export function stablefordPoints(
  holeScores: readonly number[],
  holePars: readonly number[],
  strokeIndex: readonly number[],
  handicap: number,
): number {
  const strokes = strokesPerHole(handicap, strokeIndex, strokeIndex.length);
  return holeScores.reduce((sum, taken, hole) => sum + Math.max(0, 2 + holePars[hole] + strokes[hole] - taken), 0);
}

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

/** Lower is better for the to-par figures, higher for points. */
export function higherIsBetter(format: LeagueFormat): boolean {
  return format === 'stableford' || format === 'points';
}

/** A round's net to par: gross - playing handicap - par. */
export function netToPar(round: Pick<StandingsRound, 'score' | 'playingHandicap' | 'par'>): number {
  return round.score - round.playingHandicap - round.par;
}

/** The spec's per-round to par with the round's par: score - round(profile handicap) - par. */
export function specRoundToPar(score: number, handicap: number | string | null | undefined, par: number = PAR): number {
  return roundToPar(score, handicap, par);
}

/** The play windows from `startDate`, each `weeks` long, up to the one holding the later of
 * `today` and the last round played, never one starting after the end date. */
export function playWindows(startDate: string, weeks: WindowWeeks, until: string, endDate?: string | null): PlayWindow[] {
  const windows: PlayWindow[] = [];
  const last = endDate && endDate < until ? endDate : until;
  for (let start = startDate; start <= last; start = addDays(start, weeks * 7)) {
    windows.push({ start, end: addDays(start, weeks * 7 - 1) });
    if (windows.length > 520) break; // ten years of weekly windows: a guard, never reached in play
  }
  return windows;
}

/** A rational figure compared exactly: value = num / den (den > 0). */
interface Figure {
  num: number;
  den: number;
}

/** Orders and ranks members by their figure with the spec's rank rule. */
function rank<T extends { figure: Figure | null }>(rows: readonly T[], higherBetter: boolean): Array<T & { position: number }> {
  const better = (a: Figure, b: Figure) => (higherBetter ? a.num * b.den > b.num * a.den : a.num * b.den < b.num * a.den);
  const indexed = rows.map((row, index) => ({ row, index }));
  const withFigure = indexed.filter((item) => item.row.figure !== null);
  const without = indexed.filter((item) => item.row.figure === null);
  withFigure.sort((a, b) => {
    const x = a.row.figure!;
    const y = b.row.figure!;
    if (better(x, y)) return -1;
    if (better(y, x)) return 1;
    return a.index - b.index;
  });
  const listed = [...withFigure, ...without].map((item) => item.row);
  return listed.map((row, index) => {
    if (row.figure === null) return { ...row, position: index + 1 };
    let ahead = 0;
    for (let i = 0; i < index; i += 1) {
      const other = listed[i].figure;
      if (other !== null && better(other, row.figure)) ahead += 1;
    }
    return { ...row, position: 1 + ahead };
  });
}

function byUser(rounds: readonly StandingsRound[]): Map<string, StandingsRound[]> {
  const map = new Map<string, StandingsRound[]>();
  for (const round of rounds) {
    const list = map.get(round.userId);
    if (list) list.push(round);
    else map.set(round.userId, [round]);
  }
  return map;
}

function specTotal(member: StandingsMember, rounds: readonly StandingsRound[]): number | null {
  if (rounds.length === 0) return null;
  return rounds.reduce((sum, round) => sum + specRoundToPar(round.score, member.handicap, round.par), 0);
}

/** Stableford points of a round, null when it has no complete hole-by-hole card. */
export function roundStablefordPoints(round: StandingsRound): number | null {
  const { holeScores, holePars, strokeIndex } = round;
  if (!holeScores || !holePars || !strokeIndex) return null;
  if (holeScores.length !== holePars.length || holePars.length !== strokeIndex.length) return null;
  return stablefordPoints(holeScores, holePars, strokeIndex, round.playingHandicap);
}

/** The best `n` of some numbers (lowest or highest). */
function best(values: number[], n: number, higherBetter: boolean): number[] {
  return [...values].sort((a, b) => (higherBetter ? b - a : a - b)).slice(0, n);
}

/** A member's best net round in each window (the lowest net to par), ranked, with points. */
function pointsWindows(
  input: StandingsInput,
  rounds: Map<string, StandingsRound[]>,
): { windows: PlayWindow[]; results: Map<string, MemberWindowResult[]> } {
  const { options, members } = input;
  const today = input.today ?? input.startDate ?? '';
  const start = input.startDate ?? today;
  const lastRound = [...rounds.values()].flat().reduce((latest, round) => (round.date > latest ? round.date : latest), today);
  const windows = playWindows(start, options.windowWeeks, lastRound, input.endDate);
  const results = new Map<string, MemberWindowResult[]>(members.map((member) => [member.userId, []]));
  for (const window of windows) {
    const rows = members.map((member) => {
      const counting = (rounds.get(member.userId) ?? []).filter(
        (round) => round.date >= window.start && round.date <= window.end && (!options.confirmedOnly || round.confirmed),
      );
      const bestNet = counting.length === 0 ? null : Math.min(...counting.map(netToPar));
      return { userId: member.userId, netToPar: bestNet, figure: bestNet === null ? null : { num: bestNet, den: 1 } };
    });
    for (const row of rank(rows, false)) {
      const played = row.netToPar !== null;
      const points = played ? (options.pointsTable[row.position - 1] ?? 0) + options.participationPoints : 0;
      results.get(row.userId)!.push({
        start: window.start,
        end: window.end,
        netToPar: row.netToPar,
        position: played ? row.position : null,
        points,
      });
    }
  }
  return { windows, results };
}

/** The standings of a league in its format: every member once, in list order, with position. */
export function computeStandings(input: StandingsInput): MemberStanding[] {
  const { format, options, members } = input;
  const memberIds = new Set(members.map((member) => member.userId));
  const rounds = byUser(input.rounds.filter((round) => memberIds.has(round.userId)));
  const windowed = format === 'points' ? pointsWindows(input, rounds) : null;

  const rows = members.map((member) => {
    const own = rounds.get(member.userId) ?? [];
    const totalToPar = specTotal(member, own);
    let figure: Figure | null;
    let windows: MemberWindowResult[] | undefined;
    if (format === 'total-to-par') {
      figure = totalToPar === null ? null : { num: totalToPar, den: 1 };
    } else if (format === 'net-average') {
      const counted = best(own.map(netToPar), options.bestRounds, false);
      figure = counted.length === 0 ? null : { num: counted.reduce((a, b) => a + b, 0), den: counted.length };
    } else if (format === 'stableford') {
      const points = own.map(roundStablefordPoints).filter((value): value is number => value !== null);
      const counted = best(points, options.bestRounds, true);
      figure = counted.length === 0 ? null : { num: counted.reduce((a, b) => a + b, 0), den: 1 };
    } else {
      windows = windowed!.results.get(member.userId) ?? [];
      const played = windows.some((window) => window.position !== null);
      figure = played ? { num: windows.reduce((sum, window) => sum + window.points, 0), den: 1 } : null;
    }
    return { userId: member.userId, totalToPar, figure, windows };
  });

  return rank(rows, higherIsBetter(format)).map((row) => ({
    userId: row.userId,
    position: row.position,
    formatValue: row.figure === null ? null : figureValue(format, row.figure),
    totalToPar: row.totalToPar,
    ...(row.windows ? { windows: row.windows } : {}),
  }));
}

/** The figure as the answer carries it: net averages to one decimal (half up), others whole. */
function figureValue(format: LeagueFormat, figure: Figure): number {
  if (format !== 'net-average') return figure.num / figure.den;
  // tenths = round(10 * num / den) half up, in integers (num may be negative)
  const tenths = Math.floor((20 * figure.num + figure.den) / (2 * figure.den));
  const value = tenths / 10;
  return value === 0 ? 0 : value;
}

/** The windows of a points league (for the answer's current window), as computeStandings sees them. */
export function leagueWindows(input: Pick<StandingsInput, 'options' | 'startDate' | 'endDate' | 'today' | 'rounds'>): PlayWindow[] {
  const today = input.today ?? '';
  const start = input.startDate ?? today;
  const lastRound = input.rounds.reduce((latest, round) => (round.date > latest ? round.date : latest), today);
  return playWindows(start, input.options.windowWeeks, lastRound, input.endDate);
}

/** The window holding `day`, or null. */
export function windowOf(windows: readonly PlayWindow[], day: string): PlayWindow | null {
  return windows.find((window) => window.start <= day && day <= window.end) ?? null;
}

/** One sentence per format, for the league dashboard and the leaderboards page. */
export function formatExplanation(format: LeagueFormat, options: FormatOptions): string {
  switch (format) {
    case 'total-to-par':
      return 'Total to par: every round counts, each as score minus your rounded handicap minus par; lowest total wins.';
    case 'net-average':
      return `Net average: the average of your best ${options.bestRounds} net rounds to par (handicap at 95%); lowest wins.`;
    case 'stableford':
      return `Stableford: net Stableford points from hole-by-hole cards, your best ${options.bestRounds} rounds added up; most points wins.`;
    case 'points':
      return `Points: your best net round in each ${options.windowWeeks === 1 ? 'week' : `${options.windowWeeks}-week window`} earns ${options.pointsTable.join(', ')} points by place, plus ${options.participationPoints} for playing${options.confirmedOnly ? ' (confirmed rounds only)' : ''}; most points wins.`;
  }
}

export const FORMAT_LABELS: Record<LeagueFormat, string> = {
  'total-to-par': 'Total to par',
  'net-average': 'Net average',
  stableford: 'Stableford',
  points: 'Points',
};
