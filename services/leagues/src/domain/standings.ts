// A league's standings, the one entry point the leagues service answers every standing from
// (leaderboard, My Leagues' userPosition, the member answer): the engine in @fairway/contracts
// (leagueTable) over the members and, unless their aggregates suffice, every round of theirs.
import {
  formatSettingsOf,
  leagueTable,
  rankableFromAggregates,
  type FormatSettings as EngineSettings,
  type LeaderboardEntry,
  type StoredFormat as EngineStoredFormat,
  type TableRound,
  type WindowTable,
  windowTables,
} from '@fairway/contracts';
import type { MemberRow } from '../data/league-store';

export interface FormatSettings extends EngineSettings {
  /** some round was played off the neutral course (not 18 holes at par 72) */
  offPar: boolean;
}

export interface StoredFormat extends EngineStoredFormat {
  /** rounds of the league played off the neutral course (the spec's total then needs them) */
  offParRounds?: number | string | null;
}

export function settingsOf(stored: StoredFormat): FormatSettings {
  return { ...formatSettingsOf(stored), offPar: Number(stored.offParRounds ?? 0) > 0 };
}

/** Whether ranking needs the rounds themselves (not just the members' aggregates): always for
 * one week's table (the aggregates are the season's). */
export function needsRounds(settings: FormatSettings, week?: string): boolean {
  return Boolean(week) || !rankableFromAggregates(settings, !settings.offPar);
}

/**
 * The league's standings: the spec's entry fields (in their order), then `format` and
 * `formatValue` (and each window for `points`). `rounds` (by user) when needsRounds says so.
 * With `week` (any day of it), the table of the league's rounds played that week.
 */
export function leagueStandings(
  leagueId: string,
  members: readonly MemberRow[],
  settings: FormatSettings,
  today: string,
  rounds?: ReadonlyMap<string, TableRound[]>,
  week?: string,
): LeaderboardEntry[] {
  return leagueTable({
    leagueId,
    settings,
    today,
    members,
    ...(needsRounds(settings, week) && rounds
      ? { rounds: members.flatMap((member) => rounds.get(member.userId) ?? []), ...(week ? { week } : {}) }
      : { stats: members.map((member) => member.stats) }),
  });
}

/** A points league's play windows with their tables, newest first, laid out from the league's
 * standings (leagueStandings' answer); empty for the other formats. */
export function standingsByWindow(standings: readonly LeaderboardEntry[], today: string): WindowTable[] {
  return windowTables(standings, today);
}
