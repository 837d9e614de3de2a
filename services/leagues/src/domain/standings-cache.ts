// Each league's table kept between reads: a leaderboard, My Leagues, a league or a member answer
// ranks the league from all its rounds only when something it ranks from changed. What a table
// derives from, and what tells a read whether the kept one still holds:
// - the league's format settings, and the day (points windows run up to today): read with it;
// - its members in join order, with the name, picture and profile handicap each entry carries:
//   read with them on every league read anyway;
// - every round of those members in any league (the index behind each round comes from all of
//   them), whether a partner confirmed it, and its course figures: every write that changes
//   them bumps the golfer's users.standingsStamp in its own transaction (a round write with the
//   golfer's statistics, a confirmation, course figures applied to played rounds), and the
//   members statement reads the stamps.
// So the key is read from the database on each request, in one process or in one process per
// service (the rounds service writes, this one reads, the stamps are in the shared database),
// and a client's `Cache-Control: no-cache` (which only bypasses the gateway's HTTP cache) still
// gets the kept table while nothing moved. Tables are per Database (tests open many) and at
// most TABLES_KEPT leagues each, the least recently read dropped first.
import type { LeaderboardEntry } from '@fairway/contracts';
import { findMemberRounds, type Database } from '@fairway/data';
import { findOffParLeagues, type MemberRow } from '../data/league-store';
import { leagueStandings, needsRounds, settingsOf, type StoredFormat } from './standings';

/** A league to rank: its stored format and its members in join order; `week` (any day of it)
 * for that week's table instead of the season's (kept apart from it). */
export interface TableSource {
  leagueId: string;
  league: Omit<StoredFormat, 'offParRounds'>;
  members: readonly MemberRow[];
  week?: string;
}

/** Tables kept per database: a few hundred KB of entries for leagues of 20-50 members. */
const TABLES_KEPT = 500;

interface KeptTable {
  key: string;
  table: LeaderboardEntry[];
}

const kept = new WeakMap<Database, Map<string, KeptTable>>();

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''));

/** Everything the league's table depends on, as read with it. */
function keyOf(source: TableSource, today: string): string {
  const { league } = source;
  let key = `${today}\u0001${source.week ?? ''}\u0001${text(league.format)}\u0001${text(league.formatOptions)}\u0001${text(league.startDate)}\u0001${text(league.endDate)}\u0001${text(league.createdAt)}`;
  for (const member of source.members) {
    key += `\u0002${member.userId}\u0001${member.standingsStamp}\u0001${text(member.handicap)}\u0001${member.firstName}\u0001${member.lastName}\u0001${text(member.profileImageUrl)}`;
  }
  return key;
}

/** Where a table is kept: the league's season table, or one week's. */
const slotOf = (source: TableSource) => (source.week ? `${source.leagueId}\u0003${source.week}` : source.leagueId);

function tablesOf(db: Database): Map<string, KeptTable> {
  let tables = kept.get(db);
  if (!tables) {
    tables = new Map();
    kept.set(db, tables);
  }
  return tables;
}

function keep(tables: Map<string, KeptTable>, leagueId: string, value: KeptTable): void {
  tables.delete(leagueId);
  tables.set(leagueId, value);
  if (tables.size > TABLES_KEPT) tables.delete(tables.keys().next().value!);
}

/**
 * The tables of `sources` (by league id), from what was kept where nothing they rank from moved;
 * the others computed by the engine (leagueStandings) in at most two statements for all of them
 * (which hold an off-par round, then the rounds of the members of those ranked by rounds) and
 * kept. The answers share the kept arrays: callers never change them.
 */
export async function leagueTables(db: Database, sources: readonly TableSource[], today: string): Promise<Map<string, LeaderboardEntry[]>> {
  const tables = tablesOf(db);
  const result = new Map<string, LeaderboardEntry[]>();
  const missing: Array<{ source: TableSource; key: string }> = [];
  for (const source of sources) {
    const key = keyOf(source, today);
    const slot = slotOf(source);
    const found = tables.get(slot);
    if (found && found.key === key) {
      keep(tables, slot, found);
      result.set(source.leagueId, found.table);
    } else {
      missing.push({ source, key });
    }
  }
  if (missing.length === 0) return result;

  // Only the spec's total to par can rank from the members' aggregates, and only while every
  // round was on the neutral course.
  const aggregateCandidates = missing.filter(({ source }) => !needsRounds(settingsOf(source.league), source.week));
  const offPar = await findOffParLeagues(
    db,
    aggregateCandidates.map(({ source }) => source.leagueId),
  );
  const settingsOfMissing = (source: TableSource) => settingsOf({ ...source.league, offParRounds: offPar.has(source.leagueId) ? 1 : 0 });
  const byRounds = missing.filter(({ source }) => needsRounds(settingsOfMissing(source), source.week)).map(({ source }) => source.leagueId);
  const rounds = await findMemberRounds(db, byRounds);
  for (const { source, key } of missing) {
    const table = leagueStandings(source.leagueId, source.members, settingsOfMissing(source), today, rounds, source.week);
    keep(tables, slotOf(source), { key, table });
    result.set(source.leagueId, table);
  }
  return result;
}

/** One league's table (leagueTables). */
export async function leagueTableOf(db: Database, source: TableSource, today: string): Promise<LeaderboardEntry[]> {
  return (await leagueTables(db, [source], today)).get(source.leagueId)!;
}
