// Data access for tee groups (docs/tee-groups.md). Portable SQL only (the embedded mode runs on
// SQLite); each function is one statement unless it says otherwise.
import { QueryTypes, type Database, type Transaction } from '@fairway/data';

export interface LeagueAccess {
  leagueName: string;
  member: boolean;
  /** The creator or a co-organizer (the membership's isAdmin). */
  organizer: boolean;
}

/** The league and the caller's place in it, or null when the league does not exist. */
export async function leagueAccess(
  db: Database,
  leagueId: string,
  userId: string,
  transaction?: Transaction,
): Promise<LeagueAccess | null> {
  const [row] = await db.sequelize.query<{
    name: string;
    createdBy: string;
    isAdmin: number | boolean | null;
    membershipId: string | null;
  }>(
    'SELECT l.`name`, l.`createdBy`, m.`isAdmin`, m.`id` AS membershipId FROM `leagues` l' +
      ' LEFT JOIN `league_memberships` m ON m.`leagueId` = l.`id` AND m.`userId` = :userId WHERE l.`id` = :leagueId',
    { replacements: { leagueId, userId }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) return null;
  const member = row.membershipId !== null;
  return { leagueName: row.name, member, organizer: member && (row.createdBy === userId || Boolean(Number(row.isAdmin))) };
}

export interface FreeEntry {
  userId: string;
  date: string;
  timeSlot: string;
  firstName: string;
  lastName: string;
  handicap: number;
}

/** The week's availability posted in this league by its current members, first posted first. */
export async function weekAvailability(
  db: Database,
  leagueId: string,
  from: string,
  to: string,
  transaction?: Transaction,
): Promise<FreeEntry[]> {
  const rows = await db.sequelize.query<FreeEntry & { handicap: string | number }>(
    'SELECT a.`userId`, a.`date`, a.`timeSlot`, u.`firstName`, u.`lastName`, u.`handicap` FROM `availabilities` a' +
      ' JOIN `league_memberships` m ON m.`leagueId` = a.`leagueId` AND m.`userId` = a.`userId`' +
      ' JOIN `users` u ON u.`id` = a.`userId`' +
      ' WHERE a.`leagueId` = :leagueId AND a.`date` >= :from AND a.`date` <= :to ORDER BY a.`createdAt`, a.`id`',
    { replacements: { leagueId, from, to }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => ({ ...row, date: String(row.date).slice(0, 10), handicap: Number(row.handicap) }));
}

export interface PlacedRow {
  groupId: string;
  week: string;
  date: string;
  timeSlot: string;
  position: number;
  confirmedBy: string | null;
  userId: string;
  status: string;
  firstName: string;
  lastName: string;
}

const PLACED_SELECT =
  'SELECT g.`id` AS groupId, g.`week`, g.`date`, g.`timeSlot`, g.`position`, g.`confirmedBy`, t.`userId`, t.`status`, u.`firstName`, u.`lastName`' +
  ' FROM `tee_groups` g JOIN `tee_group_members` t ON t.`groupId` = g.`id` JOIN `users` u ON u.`id` = t.`userId`';

const normalise = (rows: PlacedRow[]) =>
  rows.map((row) => ({ ...row, week: String(row.week).slice(0, 10), date: String(row.date).slice(0, 10), position: Number(row.position) }));

/** Every placed golfer of the league's week, by group position then placing order. */
export async function weekGroups(db: Database, leagueId: string, week: string, transaction?: Transaction): Promise<PlacedRow[]> {
  const rows = await db.sequelize.query<PlacedRow>(
    `${PLACED_SELECT} WHERE g.\`leagueId\` = :leagueId AND g.\`week\` = :week ORDER BY g.\`position\`, t.\`createdAt\`, t.\`id\``,
    {
      replacements: { leagueId, week },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return normalise(rows);
}

/** The league's confirmed groups of other weeks among these golfers (those who declined aside). */
export async function otherWeeksPairs(
  db: Database,
  leagueId: string,
  week: string,
  userIds: string[],
): Promise<Array<{ groupId: string; week: string; userId: string }>> {
  if (userIds.length === 0) return [];
  const rows = await db.sequelize.query<{ groupId: string; week: string; userId: string }>(
    "SELECT `groupId`, `week`, `userId` FROM `tee_group_members` WHERE `leagueId` = :leagueId AND `week` <> :week AND `status` <> 'declined' AND `userId` IN (:userIds) ORDER BY `groupId`, `userId`",
    { replacements: { leagueId, week, userIds }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ ...row, week: String(row.week).slice(0, 10) }));
}

/** The caller's groups in the date range, across leagues, with everyone in them. */
export async function groupsOfUser(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<Array<PlacedRow & { leagueId: string; leagueName: string }>> {
  const rows = await db.sequelize.query<PlacedRow & { leagueId: string; leagueName: string }>(
    'SELECT g.`id` AS groupId, g.`leagueId`, l.`name` AS leagueName, g.`week`, g.`date`, g.`timeSlot`, g.`position`, g.`confirmedBy`,' +
      ' t.`userId`, t.`status`, u.`firstName`, u.`lastName` FROM `tee_group_members` mine' +
      ' JOIN `tee_groups` g ON g.`id` = mine.`groupId` JOIN `leagues` l ON l.`id` = g.`leagueId`' +
      ' JOIN `league_memberships` lm ON lm.`leagueId` = g.`leagueId` AND lm.`userId` = mine.`userId`' +
      ' JOIN `tee_group_members` t ON t.`groupId` = g.`id` JOIN `users` u ON u.`id` = t.`userId`' +
      ' WHERE mine.`userId` = :userId AND g.`date` >= :from AND g.`date` <= :to ORDER BY g.`date`, g.`timeSlot`, g.`id`, t.`createdAt`, t.`id`',
    { replacements: { userId, from, to }, type: QueryTypes.SELECT },
  );
  return normalise(rows) as Array<PlacedRow & { leagueId: string; leagueName: string }>;
}

export interface NewGroup {
  date: string;
  slot: string;
  members: Array<{ userId: string; status: string }>;
}

/** Replaces the week's groups (three statements: delete, insert groups, insert members). */
export async function replaceWeekGroups(
  db: Database,
  leagueId: string,
  week: string,
  confirmedBy: string,
  groups: readonly NewGroup[],
  transaction: Transaction,
): Promise<string[]> {
  const { TeeGroup, TeeGroupMember } = db.models;
  await TeeGroupMember.destroy({ where: { leagueId, week }, transaction });
  await TeeGroup.destroy({ where: { leagueId, week }, transaction });
  if (groups.length === 0) return [];
  const created = await TeeGroup.bulkCreate(
    groups.map((group, position) => ({ leagueId, week, date: group.date, timeSlot: group.slot, position, confirmedBy })),
    { transaction },
  );
  const now = Date.now();
  let order = 0;
  await TeeGroupMember.bulkCreate(
    groups.flatMap((group, g) =>
      group.members.map((member) => ({
        groupId: created[g].id,
        leagueId,
        week,
        userId: member.userId,
        status: member.status,
        // Placing order is the listing order within a group.
        createdAt: new Date(now + order++),
      })),
    ),
    { transaction },
  );
  return created.map((group) => group.id);
}

export async function findGroup(db: Database, leagueId: string, groupId: string, transaction?: Transaction) {
  return db.models.TeeGroup.findOne({ where: { id: groupId, leagueId }, transaction });
}

export async function setStatus(
  db: Database,
  groupId: string,
  userId: string,
  status: string,
  transaction: Transaction,
): Promise<string | null> {
  const row = await db.models.TeeGroupMember.findOne({ where: { groupId, userId }, transaction, lock: transaction.LOCK.UPDATE });
  if (!row) return null;
  const before = row.status;
  await row.update({ status, respondedAt: new Date() }, { transaction });
  return before;
}

/** Golfers placed in any group of the league's week. */
export async function placedInWeek(db: Database, leagueId: string, week: string, transaction: Transaction): Promise<Set<string>> {
  const rows = await db.models.TeeGroupMember.findAll({ where: { leagueId, week }, attributes: ['userId'], transaction });
  return new Set(rows.map((row) => row.userId));
}

export async function addToGroup(db: Database, groupId: string, leagueId: string, week: string, userId: string, transaction: Transaction) {
  await db.models.TeeGroupMember.create({ groupId, leagueId, week, userId, status: 'invited' }, { transaction });
}
