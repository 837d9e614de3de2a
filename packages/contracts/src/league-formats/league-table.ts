// The standings engine: a league's table in its format, from its members (join order) and their
// rounds. The leagues service answers every standing with it (leaderboard, My Leagues, member
// answers); the notifications worker and the demo world run it over the same rows. Nothing else
// ranks a league.
//
// A week's table (the leaderboards' "Top 3 This Week") is the same engine over the rounds of the
// league played that week: every figure, the spec's fields included, is the week's.
//
// The entry keeps the spec's fields (average, best, round count from the league's rounds), then
// the format's position, figure and windows (computeStandings). Every round is scored with the
// playing handicap of its day: the WHS-style index before it, from the member's rounds in any
// league, else the profile handicap.
import { weekRange } from '../calendar-days';
import type { HandicapRound } from '../handicap-index';
import { computeLeaderboard, computeLeaderboardFromStats, type LeaderboardMember, type LeaderboardScoreStats } from '../leaderboard';
import type { LeaderboardEntry, MemberStandingView, WindowTable } from '../api-types';
import { roundIndex } from '../round-handicaps';
import { courseRatingsOf, playingHandicap } from '../whs';
import { INDIVIDUAL_ALLOWANCE_PERCENT } from './options';
import { roundStablefordPoints } from './stableford';
import { computeStandings } from './standings';
import { formatTraits } from './traits';
import type { FormatSettings } from './settings';
import type { StandingsRound } from './standings-types';

/** One round as stored, with the course figures it was played under. */
export interface TableRound extends HandicapRound {
  userId: string;
  leagueId: string;
  /** a playing partner confirmed it */
  confirmed: boolean;
  holes: number;
  par: number;
}

export interface LeagueTableInput {
  leagueId: string;
  settings: FormatSettings;
  /** yyyy-MM-dd (the points windows run up to the one holding it) */
  today: string;
  /** in join order: the tie-break */
  members: readonly LeaderboardMember[];
  /** every round of the members, in any league (the index before a round needs them all);
   * absent when the members' aggregates suffice (rankableFromAggregates) */
  rounds?: readonly TableRound[];
  /** each member's aggregates in the league, used without `rounds` */
  stats?: readonly LeaderboardScoreStats[];
  /** any day (yyyy-MM-dd) of a week: only the league's rounds played that week (Monday to
   * Sunday) count; needs `rounds` */
  week?: string;
}

/** Whether the members' round aggregates in the league rank it: the spec's total to par over
 * rounds all played on the neutral course (18 holes, par 72), where every round's figure is
 * score - rounded handicap - 72 and the sum needs no round of its own. */
export function rankableFromAggregates(settings: FormatSettings, allRoundsNeutral: boolean): boolean {
  return settings.format === 'total-to-par' && allRoundsNeutral;
}

function byUser(rounds: readonly TableRound[]): Map<string, TableRound[]> {
  const map = new Map<string, TableRound[]>();
  for (const round of rounds) {
    const list = map.get(round.userId);
    if (list) list.push(round);
    else map.set(round.userId, [round]);
  }
  return map;
}

/** Whether a round counts in the table: the league's, and the week's when one is asked. */
function countsIn(input: LeagueTableInput): (round: TableRound) => boolean {
  if (!input.week) return (round) => round.leagueId === input.leagueId;
  const { from, to } = weekRange(input.week);
  return (round) => round.leagueId === input.leagueId && round.date.slice(0, 10) >= from && round.date.slice(0, 10) <= to;
}

/** The counted rounds of `members` as the formats score them: each with the playing handicap of
 * its day, from the member's rounds in any league (`strokesFromIndex`, the format's trait; else
 * from the profile handicap, and no index is worked out: the index walk over a member's history
 * for each of their rounds is most of a table's cost). One index per member and day. */
function standingsRounds(
  members: readonly LeaderboardMember[],
  rounds: readonly TableRound[],
  counts: (round: TableRound) => boolean,
  strokesFromIndex = true,
): StandingsRound[] {
  const history = byUser(rounds);
  return members.flatMap((member) => {
    const own = history.get(member.userId) ?? [];
    const byDay = new Map<string, number>();
    const indexOn = (day: string) => {
      let index = byDay.get(day);
      if (index === undefined) {
        index = roundIndex(strokesFromIndex ? own : [], member.handicap, day);
        byDay.set(day, index);
      }
      return index;
    };
    return own.filter(counts).map((round) => ({
      id: round.id,
      userId: round.userId,
      score: round.score,
      date: round.date,
      par: round.par,
      holes: round.holes,
      playingHandicap: playingHandicap(
        indexOn(round.date),
        courseRatingsOf({
          holes: round.holes === 9 ? 9 : 18,
          par: round.par,
          rating: round.rating === undefined || round.rating === null ? null : Number(round.rating),
          slope: round.slope,
        }),
        INDIVIDUAL_ALLOWANCE_PERCENT,
      ),
      confirmed: round.confirmed,
      holeScores: round.holeScores,
      holePars: round.holePars,
      strokeIndex: round.strokeIndex,
    }));
  });
}

/** The league's standings: every member once, in table order, with the format's figure. */
export function leagueTable(input: LeagueTableInput): LeaderboardEntry[] {
  const { settings, rounds } = input;
  if (!rounds) {
    if (input.week) throw new Error('A week of the table needs the rounds');
    const entries = computeLeaderboardFromStats(input.members, input.stats ?? []);
    return entries.map((entry) => ({ ...entry, format: settings.format, formatValue: entry.totalToPar }));
  }
  const leagueRounds = rounds.filter(countsIn(input));
  const spec = new Map(computeLeaderboard(input.members, leagueRounds).map((entry) => [entry.userId, entry]));
  const standings = computeStandings({
    format: settings.format,
    options: settings.options,
    members: input.members.map((member) => ({ userId: member.userId, handicap: member.handicap })),
    rounds: standingsRounds(input.members, rounds, countsIn(input), formatTraits(settings.format).strokesFromIndex),
    startDate: settings.startDate,
    endDate: settings.endDate,
    today: input.today,
  });
  return standings.map((row) => ({
    ...spec.get(row.userId)!,
    position: row.position,
    totalToPar: row.totalToPar,
    format: settings.format,
    formatValue: row.formatValue,
    ...(row.windows ? { windows: row.windows } : {}),
  }));
}

/** A member's standing as the member answer carries it; null while they have no round in the
 * league (no place of their own yet: they are listed after everyone who played). */
export function memberStanding(table: readonly LeaderboardEntry[], userId: string): MemberStandingView | null {
  const entry = table.find((row) => row.userId === userId);
  if (!entry || entry.roundCount === 0) return null;
  return {
    position: entry.position,
    format: entry.format!,
    formatValue: entry.formatValue ?? null,
    totalToPar: entry.totalToPar,
    roundCount: entry.roundCount,
  };
}

/** The Stableford points of a member's hole-by-hole rounds in the league, by round id, as the
 * standings score them (the playing handicap of each round's day); as played: the table counts a
 * nine's doubled. `rounds`: the member's rounds in any league (the index before each needs them). */
export function memberRoundPoints(leagueId: string, member: LeaderboardMember, rounds: readonly TableRound[]): Map<string, number> {
  const points = new Map<string, number>();
  for (const round of standingsRounds([member], rounds, (row) => row.leagueId === leagueId)) {
    const value = roundStablefordPoints(round);
    if (value !== null) points.set(round.id, value);
  }
  return points;
}

/** A points league's play windows, each with its table, newest first: the engine's window
 * results (every entry's `windows`, ranked by computeStandings) laid out by window, the members
 * who played it in place order (ties in the season table's order). Empty for other formats. */
export function windowTables(table: readonly LeaderboardEntry[], today: string): WindowTable[] {
  const tables = new Map<string, WindowTable>();
  for (const entry of table) {
    for (const result of entry.windows ?? []) {
      let window = tables.get(result.start);
      if (!window) {
        window = { start: result.start, end: result.end, current: result.start <= today && today <= result.end, rows: [] };
        tables.set(result.start, window);
      }
      if (result.position === null || result.netToPar === null) continue;
      window.rows.push({
        userId: entry.userId,
        user: entry.user,
        position: result.position,
        netToPar: result.netToPar,
        points: result.points,
      });
    }
  }
  return [...tables.values()]
    .sort((a, b) => (a.start < b.start ? 1 : -1))
    .map((window) => ({ ...window, rows: window.rows.sort((a, b) => a.position - b.position) }));
}
