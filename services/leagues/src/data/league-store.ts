// Reads of the leagues service. Each function is one SQL statement whatever the number of
// leagues, members or rounds, so a list or leaderboard request runs a constant number of them.
import { type Course, type LeaderboardMember, type LeaderboardScoreStats } from '@fairway/contracts';
import {
  QueryTypes,
  figuresFromRow,
  JOIN_ORDER_SQL,
  type Database,
  type League,
  type StoredFigures,
  type Transaction,
} from '@fairway/data';
import { memberOfSql, visibleToSql } from './visibility';

export type LeagueScope = 'all' | 'my' | 'available';

/** A league's stored fields as a read answers them (raw rows: dates as Date on MySQL, text on
 * SQLite; booleans as 0/1). */
export interface LeagueRecord {
  id: string;
  name: string;
  description: string | null;
  type: League['type'];
  privacy: League['privacy'];
  createdBy: string;
  maxMembers: number;
  endDate: string | null;
  isActive: boolean | number;
  createdAt: Date | string;
  updatedAt: Date | string;
  format: string;
  formatOptions: string | null;
  /** JSON text of the skins settings */
  skins: string | null;
  startDate: string | null;
  season: number | string;
  previousLeagueId: string | null;
  /** the league whose previousLeagueId is this one */
  nextLeagueId: string | null;
}

export interface LeagueRow {
  league: LeagueRecord;
  creatorName: string;
}

export interface MemberRow extends LeaderboardMember {
  membershipId: string;
  leagueId: string;
  isAdmin: boolean;
  joinedAt: Date;
  /** The member's round aggregates in this league (maintained on write, docs/backend.md). */
  stats: LeaderboardScoreStats;
  /** users.standingsStamp: bumped by every write that moves the member's rounds */
  standingsStamp: number;
}

/** A course as the API answers it, with its league. */
export type CourseRow = Course & { id: string; leagueId: string };

export interface LeagueContext {
  courses: Map<string, CourseRow[]>;
  /** join order (the leaderboard's tie-break), each with its round aggregates */
  members: Map<string, MemberRow[]>;
}

interface LeagueQueryRow extends LeagueRecord {
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

// Leagues with their creator's name, written out: Sequelize's finder with an include cost more
// CPU than the statement on every league read.
const LEAGUES_SQL =
  'SELECT `League`.`id`, `League`.`name`, `League`.`description`, `League`.`type`, `League`.`privacy`,' +
  ' `League`.`createdBy`, `League`.`maxMembers`, `League`.`endDate`, `League`.`isActive`, `League`.`createdAt`,' +
  ' `League`.`updatedAt`, `League`.`format`, `League`.`formatOptions`, `League`.`startDate`, `League`.`season`,' +
  ' `League`.`previousLeagueId`, `League`.`skins`,' +
  ' (SELECT n.`id` FROM `leagues` AS n WHERE n.`previousLeagueId` = `League`.`id` ORDER BY n.`createdAt` LIMIT 1) AS `nextLeagueId`,' +
  ' c.`firstName` AS `creatorFirstName`, c.`lastName` AS `creatorLastName`' +
  ' FROM `leagues` AS `League` LEFT JOIN `users` AS c ON c.`id` = `League`.`createdBy`';

async function queryLeagues(db: Database, where: string, replacements: Record<string, unknown>, order = ''): Promise<LeagueRow[]> {
  const rows = await db.sequelize.query<LeagueQueryRow>(`${LEAGUES_SQL} WHERE ${where}${order}`, {
    replacements,
    type: QueryTypes.SELECT,
  });
  return rows.map(({ creatorFirstName, creatorLastName, ...league }) => ({
    league,
    creatorName: creatorFirstName === null ? '' : `${creatorFirstName} ${creatorLastName ?? ''}`.trim(),
  }));
}

/** Visible leagues of a scope, newest first. `available` = active and not ended (`today` as
 * yyyy-MM-dd). With `page`, at most `limit` of them after the `before` league (by creation time,
 * then id): the list's cost is the page's, whatever the number of leagues. */
export async function findVisibleLeagues(
  db: Database,
  userId: string,
  scope: LeagueScope,
  today: string,
  page?: { limit: number; before?: { createdAt: string; id: string } },
): Promise<LeagueRow[]> {
  const conditions = [visibleToSql(db.sequelize, userId)];
  const replacements: Record<string, unknown> = { today };
  if (scope === 'my') conditions.push(memberOfSql(db.sequelize, userId));
  if (scope === 'available') conditions.push('`League`.`isActive` = 1', '(`League`.`endDate` IS NULL OR `League`.`endDate` > :today)');
  if (page?.before) {
    conditions.push('(`League`.`createdAt` < :beforeAt OR (`League`.`createdAt` = :beforeAt AND `League`.`id` < :beforeId))');
    // As stored, to the millisecond: a Date replacement loses them on MySQL.
    const at = new Date(page.before.createdAt);
    replacements.beforeAt = db.sequelize.getDialect() === 'sqlite' ? at : at.toISOString().replace('T', ' ').replace('Z', '');
    replacements.beforeId = page.before.id;
  }
  const limit = page ? ` LIMIT ${Math.trunc(page.limit)}` : '';
  return queryLeagues(
    db,
    conditions.join(' AND '),
    replacements,
    ` ORDER BY \`League\`.\`createdAt\` DESC, \`League\`.\`id\` DESC${limit}`,
  );
}

/** One league if the caller may see it (else null: the caller gets 404 either way). */
export async function findVisibleLeague(db: Database, userId: string, leagueId: string): Promise<LeagueRow | null> {
  const [row] = await queryLeagues(db, `\`League\`.\`id\` = :leagueId AND ${visibleToSql(db.sequelize, userId)}`, { leagueId });
  return row ?? null;
}

/** A league whatever its privacy: only for a caller who holds a valid invitation to it. */
export async function findLeagueById(db: Database, leagueId: string): Promise<LeagueRow | null> {
  const [row] = await queryLeagues(db, '`League`.`id` = :leagueId', { leagueId });
  return row ?? null;
}

/** Whether the caller may see the league, without loading it (for the data sub-resources).
 * Written out: on the hot reads (leaderboard, members, rounds) Sequelize's query building cost
 * more CPU than the indexed lookup itself. */
export async function isLeagueVisible(db: Database, userId: string, leagueId: string, transaction?: Transaction): Promise<boolean> {
  const rows = await db.sequelize.query(
    `SELECT 1 AS \`visible\` FROM \`leagues\` AS \`League\` WHERE \`League\`.\`id\` = :leagueId AND ${visibleToSql(db.sequelize, userId)} LIMIT 1`,
    { replacements: { leagueId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
}

export async function findCourses(db: Database, leagueIds: readonly string[]): Promise<Map<string, CourseRow[]>> {
  const byLeague = new Map<string, CourseRow[]>();
  if (leagueIds.length === 0) return byLeague;
  const rows = await db.sequelize.query<StoredFigures & { id: string; leagueId: string; name: string; rounds: number | string }>(
    'SELECT `id`, `leagueId`, `name`, `rounds`, `holes`, `par`, `rating`, `slope`, `holePars`, `strokeIndex`' +
      ' FROM `league_courses` WHERE `leagueId` IN (:leagueIds) ORDER BY `leagueId` ASC, `position` ASC',
    { replacements: { leagueIds: [...leagueIds] }, type: QueryTypes.SELECT },
  );
  for (const row of rows) {
    push(byLeague, row.leagueId, {
      leagueId: row.leagueId,
      id: row.id,
      name: row.name,
      rounds: Number(row.rounds),
      ...figuresFromRow(row),
    });
  }
  return byLeague;
}

interface MemberQueryRow {
  id: string;
  leagueId: string;
  userId: string;
  isAdmin: boolean | number;
  joinedAt: Date | string;
  roundCount: number | string;
  scoreSum: number | string;
  bestScore: number | string | null;
  firstName: string;
  lastName: string;
  handicap: string | number;
  profileImageUrl: string | null;
  standingsStamp: number | string;
}

const MEMBER_COLUMNS =
  'm.`id`, m.`leagueId`, m.`userId`, m.`isAdmin`, m.`joinedAt`, m.`roundCount`, m.`scoreSum`, m.`bestScore`,' +
  ' u.`firstName`, u.`lastName`, u.`handicap`, u.`profileImageUrl`, u.`standingsStamp`';
const MEMBER_ORDER = JOIN_ORDER_SQL;

function toMemberRow(row: MemberQueryRow): MemberRow {
  return {
    membershipId: row.id,
    leagueId: row.leagueId,
    userId: row.userId,
    isAdmin: Boolean(row.isAdmin),
    joinedAt: new Date(row.joinedAt),
    firstName: row.firstName,
    lastName: row.lastName,
    handicap: row.handicap,
    profileImageUrl: row.profileImageUrl ?? null,
    stats: {
      userId: row.userId,
      roundCount: Number(row.roundCount),
      scoreSum: Number(row.scoreSum),
      bestScore: Number(row.bestScore ?? 0),
    },
    standingsStamp: Number(row.standingsStamp),
  };
}

/** Members with their user summary and round aggregates, in join order, for many leagues. One
 * indexed statement, written out (it is on every league read: Sequelize's include handling cost
 * more CPU than the query); raw rows, no model instances. */
export async function findMembers(db: Database, leagueIds: readonly string[]): Promise<Map<string, MemberRow[]>> {
  const byLeague = new Map<string, MemberRow[]>();
  if (leagueIds.length === 0) return byLeague;
  const rows = await db.sequelize.query<MemberQueryRow>(
    `SELECT ${MEMBER_COLUMNS} FROM \`league_memberships\` AS m INNER JOIN \`users\` AS u ON u.\`id\` = m.\`userId\` WHERE m.\`leagueId\` IN (:leagueIds)${MEMBER_ORDER}`,
    { replacements: { leagueIds: [...leagueIds] }, type: QueryTypes.SELECT },
  );
  for (const row of rows) push(byLeague, row.leagueId, toMemberRow(row));
  return byLeague;
}

/** The league's format settings as stored (on the members statement). */
export interface LeagueFormatRow {
  format: string | null;
  formatOptions: string | null;
  startDate: string | Date | null;
  endDate: string | Date | null;
  createdAt: string | Date;
}

interface VisibleMemberQueryRow extends Omit<MemberQueryRow, 'id'> {
  id: string | null;
  leagueFormat: string | null;
  leagueFormatOptions: string | null;
  leagueStartDate: string | Date | null;
  leagueEndDate: string | Date | null;
  leagueCreatedAt: string | Date;
}

/** The members of one league (or the one member `memberId`) with the league's format settings if
 * the caller may see the league, else null. The visibility rule and the members in one
 * statement: the league is the outer row, so a visible league without a (matching) member still
 * answers one row, with no member. */
export async function findVisibleMembers(
  db: Database,
  viewerId: string,
  leagueId: string,
  memberId?: string,
): Promise<{ league: LeagueFormatRow; members: MemberRow[] } | null> {
  const rows = await db.sequelize.query<VisibleMemberQueryRow>(
    `SELECT ${MEMBER_COLUMNS}, \`League\`.\`format\` AS \`leagueFormat\`, \`League\`.\`formatOptions\` AS \`leagueFormatOptions\`,` +
      ' `League`.`startDate` AS `leagueStartDate`, `League`.`endDate` AS `leagueEndDate`, `League`.`createdAt` AS `leagueCreatedAt`' +
      ' FROM (SELECT `League`.`id`, `League`.`format`, `League`.`formatOptions`, `League`.`startDate`, `League`.`endDate`, `League`.`createdAt`' +
      ` FROM \`leagues\` AS \`League\` WHERE \`League\`.\`id\` = :leagueId AND ${visibleToSql(db.sequelize, viewerId)} LIMIT 1) AS \`League\`` +
      ` LEFT JOIN \`league_memberships\` AS m ON m.\`leagueId\` = \`League\`.\`id\`${memberId ? ' AND m.`userId` = :memberId' : ''}` +
      ` LEFT JOIN \`users\` AS u ON u.\`id\` = m.\`userId\`${MEMBER_ORDER}`,
    { replacements: { leagueId, memberId }, type: QueryTypes.SELECT },
  );
  if (rows.length === 0) return null;
  const first = rows[0];
  return {
    league: {
      format: first.leagueFormat,
      formatOptions: first.leagueFormatOptions,
      startDate: first.leagueStartDate,
      endDate: first.leagueEndDate,
      createdAt: first.leagueCreatedAt,
    },
    members: rows.filter((row): row is VisibleMemberQueryRow & { id: string } => row.id !== null).map(toMemberRow),
  };
}

/** What the league answers derive from besides their standings, for many leagues at once (two
 * statements). */
export async function loadLeagueContext(db: Database, leagueIds: readonly string[]): Promise<LeagueContext> {
  const [courses, members] = await Promise.all([findCourses(db, leagueIds), findMembers(db, leagueIds)]);
  return { courses, members };
}

/** Which of `leagueIds` hold a round played off the neutral course (not 18 holes at par 72): the
 * spec's total to par then ranks by the rounds themselves. Read only when a table is computed. */
export async function findOffParLeagues(db: Database, leagueIds: readonly string[]): Promise<Set<string>> {
  if (leagueIds.length === 0) return new Set();
  const rows = await db.sequelize.query<{ leagueId: string }>(
    'SELECT DISTINCT `leagueId` FROM `rounds` WHERE `leagueId` IN (:leagueIds) AND (`par` <> 72 OR `holes` <> 18)',
    { replacements: { leagueIds: [...leagueIds] }, type: QueryTypes.SELECT },
  );
  return new Set(rows.map((row) => row.leagueId));
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
