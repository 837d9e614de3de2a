// A league's standings in its format (docs/leagues.md, "Formats"). The spec's total-to-par on
// unrated courses ranks from the members' round aggregates alone (no round is read); the other
// formats score every round with the member's playing handicap of that day
// (contracts/round-handicaps.ts) and rank with contracts/league-formats/.
import {
  computeLeaderboardFromStats,
  computeStandings,
  DEFAULT_LEAGUE_FORMAT,
  LEAGUE_FORMATS,
  resolveFormatOptions,
  roundPlayingHandicap,
  type FormatOptions,
  type LeaderboardEntry,
  type LeagueFormat,
  type StandingsRound,
} from '@fairway/contracts';
import type { MemberRow } from '../data/league-store';
import type { MemberRoundRow } from '../data/standings-store';

export interface FormatSettings {
  format: LeagueFormat;
  options: FormatOptions;
  /** yyyy-MM-dd: the first window's first day (the creation day unless one was chosen) */
  startDate: string;
  endDate: string | null;
  /** some round was played at a par other than 72: total-to-par reads the rounds */
  offPar: boolean;
}

export interface StoredFormat {
  /** rounds of the league played on a course whose par is not 72 (the spec's total needs them) */
  offParRounds?: number | string | null;
  format: string | null;
  formatOptions: string | null;
  startDate: string | Date | null;
  endDate: string | Date | null;
  createdAt: string | Date;
}

const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

function parseOptions(text: string | null): Partial<FormatOptions> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Partial<FormatOptions>) : {};
  } catch {
    return {};
  }
}

export function formatSettingsOf(stored: StoredFormat): FormatSettings {
  const format = (LEAGUE_FORMATS as readonly string[]).includes(stored.format ?? '')
    ? (stored.format as LeagueFormat)
    : DEFAULT_LEAGUE_FORMAT;
  return {
    format,
    options: resolveFormatOptions(parseOptions(stored.formatOptions)),
    startDate: day(stored.startDate ?? stored.createdAt),
    endDate: stored.endDate ? day(stored.endDate) : null,
    offPar: Number(stored.offParRounds ?? 0) > 0,
  };
}

/** Whether ranking needs the rounds themselves (not just the members' aggregates). */
export function needsRounds(settings: FormatSettings): boolean {
  return settings.format !== 'total-to-par' || settings.offPar;
}

/** The league's rounds with their playing handicap: index before the day (any league's rounds),
 * else the member's profile handicap. */
function standingsRounds(leagueId: string, members: readonly MemberRow[], rounds: ReadonlyMap<string, MemberRoundRow[]>): StandingsRound[] {
  const result: StandingsRound[] = [];
  for (const member of members) {
    const history = rounds.get(member.userId) ?? [];
    for (const round of history) {
      if (round.leagueId !== leagueId) continue;
      result.push({
        id: round.id,
        userId: round.userId,
        score: round.score,
        date: round.date,
        par: round.par,
        holes: round.holes,
        playingHandicap: roundPlayingHandicap(history, member.handicap, round.date, {
          holes: round.holes === 9 ? 9 : 18,
          par: round.par,
          rating: round.rating,
          slope: round.slope,
        }),
        confirmed: round.confirmed,
        holeScores: round.holeScores,
        holePars: round.holePars,
        strokeIndex: round.strokeIndex,
      });
    }
  }
  return result;
}

/**
 * The leaderboard answer: the spec's entry fields (unchanged, in their order), then `format` and
 * `formatValue` (and each window for `points`). Without `rounds` the format must not need them.
 */
export function leaderboardOf(
  leagueId: string,
  members: readonly MemberRow[],
  settings: FormatSettings,
  today: string,
  rounds?: ReadonlyMap<string, MemberRoundRow[]>,
): LeaderboardEntry[] {
  const spec = computeLeaderboardFromStats(
    members,
    members.map((member) => member.stats),
  );
  if (!needsRounds(settings) || !rounds) {
    return spec.map((entry) => ({ ...entry, format: settings.format, formatValue: entry.totalToPar }));
  }
  const byUser = new Map(spec.map((entry) => [entry.userId, entry]));
  const standings = computeStandings({
    format: settings.format,
    options: settings.options,
    members: members.map((member) => ({ userId: member.userId, handicap: member.handicap })),
    rounds: standingsRounds(leagueId, members, rounds),
    startDate: settings.startDate,
    endDate: settings.endDate,
    today,
  });
  return standings.map((row) => ({
    ...byUser.get(row.userId)!,
    position: row.position,
    totalToPar: row.totalToPar,
    format: settings.format,
    formatValue: row.formatValue,
    ...(row.windows ? { windows: row.windows } : {}),
  }));
}
