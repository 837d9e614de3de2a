// Read use cases. A league the caller may not see answers exactly like one that does not exist
// (404 'League not found'), so an invite-only league's existence is not leaked.
import {
  memberRoundPoints,
  memberStanding,
  todayIso,
  type Course,
  type LeaderboardEntry,
  type League as LeagueDto,
  type LeagueRoundPage,
  type Member,
  type RoundPage,
  type RoundPageQuery,
  decodeLeagueCursor,
  decodeRoundCursor,
  encodeLeagueCursor,
  encodeRoundCursor,
  type LeaguePageQuery,
  type WindowTable,
  invitationWithdrawnMessage,
  LEAGUE_NOT_FOUND,
  MEMBER_NOT_FOUND,
} from '@fairway/contracts';
import { findMemberRounds, findRoundsWithLeagueAndUser, withRoundSignals, type Database } from '@fairway/data';
import { ApiError, notFound } from '@fairway/kit';
import {
  findCourses,
  findLeagueById,
  findVisibleMembers,
  findVisibleLeague,
  findVisibleLeagues,
  isLeagueVisible,
  loadLeagueContext,
  type LeagueRow,
  type LeagueScope,
} from '../data/league-store';
import { findLeagueRoundStatistics } from '../data/league-statistics';
import { findOpenInvitation, isRevokedInvitation } from './invitations';
import { toLeagueDto, toMemberDto } from './league-view';
import { leagueTableOf, leagueTables } from './standings-cache';
import { standingsByWindow } from './standings';

/** 1 statement for the leagues (with creators) + 2 for courses and members (with their round
 * aggregates, maintained on write); the standings as kept (standings-cache.ts). */
export async function listLeagues(db: Database, userId: string, scope: LeagueScope): Promise<LeagueDto[]> {
  const today = todayIso();
  const rows = await findVisibleLeagues(db, userId, scope, today);
  return leaguesOf(db, rows, userId, today);
}

/** One page of a league list (league-pages.ts): the same 3 statements for the page's leagues
 * only, and the cursor of the next page (null on the last). */
export async function pageOfLeagues(
  db: Database,
  userId: string,
  scope: LeagueScope,
  query: LeaguePageQuery,
): Promise<{ leagues: LeagueDto[]; nextCursor: string | null }> {
  const today = todayIso();
  const before = query.cursor ? (decodeLeagueCursor(query.cursor) ?? undefined) : undefined;
  const rows = await findVisibleLeagues(db, userId, scope, today, { limit: query.limit + 1, before });
  const leagues = await leaguesOf(db, rows.slice(0, query.limit), userId, today);
  const last = leagues[leagues.length - 1];
  return { leagues, nextCursor: rows.length > query.limit && last ? encodeLeagueCursor(last) : null };
}

async function leaguesOf(db: Database, rows: readonly LeagueRow[], userId: string, today: string): Promise<LeagueDto[]> {
  const context = await loadLeagueContext(
    db,
    rows.map((row) => row.league.id),
  );
  const tables = await leagueTables(
    db,
    rows.map((row) => ({ leagueId: row.league.id, league: row.league, members: context.members.get(row.league.id) ?? [] })),
    today,
  );
  return rows.map((row) => toLeagueDto(row, context, tables.get(row.league.id)!, userId, today));
}

export async function getLeague(db: Database, userId: string, leagueId: string): Promise<LeagueDto> {
  const row = await findVisibleLeague(db, userId, leagueId);
  if (!row) throw notFound(LEAGUE_NOT_FOUND);
  const [league] = await leaguesOf(db, [row], userId, todayIso());
  return league;
}

/** The league an invitation token opens (before joining): 404 like any unknown league when the
 * token is unknown, spent, expired or for another league; 410 naming whom to ask when an
 * organizer revoked it. Members see it the usual way. */
export async function getInvitedLeague(db: Database, userId: string, leagueId: string, token: string): Promise<LeagueDto> {
  if (await isLeagueVisible(db, userId, leagueId)) return getLeague(db, userId, leagueId);
  const open = await findOpenInvitation(db, leagueId, token);
  const row = open || (await isRevokedInvitation(db, leagueId, token)) ? await findLeagueById(db, leagueId) : null;
  if (!row) throw notFound(LEAGUE_NOT_FOUND);
  // The holder of a revoked link was invited: they learn it was withdrawn and whom to ask.
  if (!open) throw new ApiError(410, invitationWithdrawnMessage(row.creatorName));
  const [league] = await leaguesOf(db, [row], userId, todayIso());
  return league;
}

async function assertVisible(db: Database, userId: string, leagueId: string): Promise<void> {
  if (!(await isLeagueVisible(db, userId, leagueId))) throw notFound(LEAGUE_NOT_FOUND);
}

export async function getCourses(db: Database, userId: string, leagueId: string): Promise<Course[]> {
  await assertVisible(db, userId, leagueId);
  const courses = await findCourses(db, [leagueId]);
  return (courses.get(leagueId) ?? []).map(({ leagueId: _leagueId, ...course }) => course);
}

/** The league's members if the caller may see it (one statement), else 404. */
async function visibleLeagueMembers(db: Database, userId: string, leagueId: string, memberId?: string) {
  const found = await findVisibleMembers(db, userId, leagueId, memberId);
  if (!found) throw notFound(LEAGUE_NOT_FOUND);
  return found;
}

async function visibleMembers(db: Database, userId: string, leagueId: string, memberId?: string) {
  return (await visibleLeagueMembers(db, userId, leagueId, memberId)).members;
}

/** One statement (visibility with the members, their standings stamps and the league's format)
 * while the kept table holds; when something it ranks from moved, one or two more to rank the
 * league again (standings-cache.ts). `week` (any day of it): that week's table, kept the same way. */
export async function getLeaderboard(db: Database, userId: string, leagueId: string, week?: string): Promise<LeaderboardEntry[]> {
  const { league, members } = await visibleLeagueMembers(db, userId, leagueId);
  return leagueTableOf(db, { leagueId, league, members, week }, todayIso());
}

/** A points league's windows, each with its table, newest first (the same statements as the
 * leaderboard, from the kept standings); an empty list for the other formats. */
export async function getWindowTables(db: Database, userId: string, leagueId: string): Promise<WindowTable[]> {
  const { league, members } = await visibleLeagueMembers(db, userId, leagueId);
  return standingsByWindow(await leagueTableOf(db, { leagueId, league, members }, todayIso()), todayIso());
}

export async function getMembers(db: Database, userId: string, leagueId: string): Promise<Member[]> {
  return (await visibleMembers(db, userId, leagueId)).map(toMemberDto);
}

/** The member with their standing: their entry of the league's leaderboard, from the same
 * call (null while they have no round in the league). */
export async function getMember(db: Database, userId: string, leagueId: string, memberId: string): Promise<Member> {
  const { league, members } = await visibleLeagueMembers(db, userId, leagueId);
  const member = members.find((row) => row.userId === memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  const table = await leagueTableOf(db, { leagueId, league, members }, todayIso());
  return { ...toMemberDto(member), standing: memberStanding(table, memberId) };
}

/** One page (newest first, each with its league, user and honor-system signals) of `filter`'s rounds: limit + 1 rows
 * tell whether another page follows. */
async function roundPage(
  db: Database,
  filter: { leagueId: string; userId?: string },
  query: RoundPageQuery,
): Promise<Omit<RoundPage, 'total'>> {
  const before = query.before ? (decodeRoundCursor(query.before) ?? undefined) : undefined;
  const rows = await findRoundsWithLeagueAndUser(db.models, filter, { limit: query.limit + 1, before });
  // Each page carries the honor-system signals: two statements more.
  const rounds = await withRoundSignals(db.models, rows.slice(0, query.limit));
  return { rounds, nextCursor: rows.length > query.limit ? encodeRoundCursor(rounds[rounds.length - 1]) : null };
}

/** Visibility, the page, and the league's statistics (score aggregates from the memberships'
 * read model, course counts from the rounds index): 4 statements whatever the league's size. */
export async function getLeagueRounds(db: Database, userId: string, leagueId: string, query: RoundPageQuery): Promise<LeagueRoundPage> {
  await assertVisible(db, userId, leagueId);
  const [statistics, page] = await Promise.all([findLeagueRoundStatistics(db, leagueId), roundPage(db, { leagueId }, query)]);
  return { ...page, total: statistics.totalRounds, statistics };
}

/** Visibility with the member's round count (membership read model), and the page: 2 statements
 * (the page is read alongside and dropped when the league is not visible). A page with a
 * hole-by-hole card reads the members' rounds too (3), for each card's points as the standings
 * score them. */
export async function getMemberRounds(
  db: Database,
  userId: string,
  leagueId: string,
  memberId: string,
  query: RoundPageQuery,
): Promise<RoundPage> {
  const [members, page] = await Promise.all([
    visibleMembers(db, userId, leagueId, memberId),
    roundPage(db, { leagueId, userId: memberId }, query),
  ]);
  const member = members[0];
  const total = member?.stats.roundCount ?? 0;
  if (!member || !page.rounds.some((round) => round.holeScores)) {
    return { ...page, rounds: page.rounds.map((round) => ({ ...round, points: null })), total };
  }
  const history = (await findMemberRounds(db, [leagueId])).get(memberId) ?? [];
  const points = memberRoundPoints(leagueId, member, history);
  return { ...page, rounds: page.rounds.map((round) => ({ ...round, points: points.get(round.id) ?? null })), total };
}
