// Data access for round writes. Every function runs inside the caller's transaction and issues
// exactly one SQL statement, so a request's statement count does not depend on the data.
import { formatTraits, type CourseRatings } from '@fairway/contracts';
import { FIGURE_COLUMNS, figuresFromRow, figuresToRow, holeScoresFromText, type Database, type StoredFigures } from '@fairway/data';
import { literal, type Transaction } from 'sequelize';

export interface LockedMembership {
  membershipId: string;
  user: { firstName: string; lastName: string };
}

export interface LeagueForRounds {
  id: string;
  name: string;
  endDate: string | null;
  /** A non-member may learn that a public league exists, never an invite-only one. */
  isPublic: boolean;
  /** a next season has started: the league is read-only */
  seasonClosed: boolean;
  /** a Stableford league takes hole-by-hole rounds only */
  stableford: boolean;
  courses: ({ name: string; rounds: number | null } & CourseRatings)[];
}

export interface LockedRound {
  id: string;
  userId: string;
  leagueId: string;
  course: string;
  createdAt: Date;
  user: { firstName: string; lastName: string };
  /** the figures it was played under */
  figures: CourseRatings;
  holeScores: number[] | null;
}

export interface RoundValues {
  date: string;
  score: number;
  notes: string | null;
  holeScores: number[] | null;
}

/** The columns of RoundValues (hole scores as JSON text). */
function roundColumns<V extends RoundValues>({ holeScores, ...values }: V): Omit<V, 'holeScores'> & { holeScores: string | null } {
  return { ...values, holeScores: holeScores ? JSON.stringify(holeScores) : null };
}

/** Per-user serialisation point for round writes: a locking read of the membership row and
 * (through the join) the user row. Concurrent submissions by the same user wait here until the
 * first commits, so the per-course count read afterwards is current and the stored statistics
 * are recomputed in order. Null when the user is not a member. */
export async function lockMembership(
  db: Database,
  leagueId: string,
  userId: string,
  transaction: Transaction,
): Promise<LockedMembership | null> {
  const { LeagueMembership, User } = db.models;
  const row = await LeagueMembership.findOne({
    where: { leagueId, userId },
    attributes: ['id'],
    include: [{ model: User, as: 'user', attributes: ['id', 'firstName', 'lastName'], required: true }],
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!row) return null;
  const user = (row as unknown as { user: { firstName: string; lastName: string } }).user;
  return { membershipId: row.id, user: { firstName: user.firstName, lastName: user.lastName } };
}

/** The owner's round, locked together with the owner's user row (same serialisation point as
 * lockMembership). Someone else's round is indistinguishable from a missing one. */
export async function lockOwnRound(db: Database, roundId: string, userId: string, transaction: Transaction): Promise<LockedRound | null> {
  const { Round, User } = db.models;
  const row = await Round.findOne({
    where: { id: roundId, userId },
    attributes: ['id', 'userId', 'leagueId', 'course', 'createdAt', ...FIGURE_COLUMNS, 'holeScores'],
    include: [{ model: User, as: 'user', attributes: ['id', 'firstName', 'lastName'], required: true }],
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!row) return null;
  const user = (row as unknown as { user: { firstName: string; lastName: string } }).user;
  return {
    id: row.id,
    userId: row.userId,
    leagueId: row.leagueId,
    course: row.course,
    createdAt: row.createdAt,
    user: { firstName: user.firstName, lastName: user.lastName },
    figures: figuresFromRow(row),
    holeScores: holeScoresFromText(row.holeScores),
  };
}

/** League name, end date and courses in one statement (courses joined, not queried per league). */
export async function findLeagueForRounds(db: Database, leagueId: string, transaction: Transaction): Promise<LeagueForRounds | null> {
  const { League, LeagueCourse } = db.models;
  const league = await League.findOne({
    where: { id: leagueId },
    attributes: [
      'id',
      'name',
      'endDate',
      'privacy',
      'format',
      // a started next season makes this one read-only; read with the league (no extra statement)
      [literal('(SELECT COUNT(*) FROM `leagues` AS n WHERE n.`previousLeagueId` = `League`.`id`)'), 'nextSeasons'],
    ],
    include: [
      {
        model: LeagueCourse,
        as: 'courses',
        attributes: ['id', 'name', 'rounds', 'position', ...FIGURE_COLUMNS],
        required: false,
      },
    ],
    order: [[{ model: LeagueCourse, as: 'courses' }, 'position', 'ASC']],
    transaction,
  });
  if (!league) return null;
  const courses = (league as unknown as { courses?: (StoredFigures & { name: string; rounds: number | null })[] }).courses ?? [];
  return {
    id: league.id,
    name: league.name,
    endDate: league.endDate ?? null,
    isPublic: league.privacy === 'public',
    seasonClosed: Number(league.get('nextSeasons') ?? 0) > 0,
    stableford: formatTraits(league.format).holeByHole,
    courses: courses.map((course) => ({ name: course.name, rounds: course.rounds, ...figuresFromRow(course) })),
  };
}

/** The caller's round stored earlier under this idempotency key (a retried queued submission). */
export async function findRoundIdByKey(
  db: Database,
  userId: string,
  idempotencyKey: string,
  transaction?: Transaction,
): Promise<string | null> {
  const row = await db.models.Round.findOne({ where: { userId, idempotencyKey }, attributes: ['id'], transaction });
  return row?.id ?? null;
}

/** The round an applied edit with this idempotency key was made to (a retried Edit Round). */
export async function findEditedRoundIdByKey(
  db: Database,
  userId: string,
  idempotencyKey: string,
  transaction?: Transaction,
): Promise<string | null> {
  const row = await db.models.RoundEditKey.findOne({ where: { userId, idempotencyKey }, attributes: ['roundId'], transaction });
  return row?.roundId ?? null;
}

export async function insertEditKey(
  db: Database,
  values: { roundId: string; userId: string; idempotencyKey: string },
  transaction: Transaction,
): Promise<void> {
  await db.models.RoundEditKey.create(values, { transaction });
}

/** Of these user ids, the members of the league (with names), in one statement. */
export async function findLeagueMembers(
  db: Database,
  leagueId: string,
  userIds: readonly string[],
  transaction: Transaction,
): Promise<Array<{ userId: string; firstName: string; lastName: string }>> {
  const { LeagueMembership, User } = db.models;
  const rows = await LeagueMembership.findAll({
    where: { leagueId, userId: [...userIds] },
    attributes: ['userId'],
    include: [{ model: User, as: 'user', attributes: ['firstName', 'lastName'], required: true }],
    transaction,
  });
  return rows.map((row) => {
    const user = (row as unknown as { user: { firstName: string; lastName: string } }).user;
    return { userId: row.userId, firstName: user.firstName, lastName: user.lastName };
  });
}

export async function insertPartners(db: Database, roundId: string, userIds: readonly string[], transaction: Transaction): Promise<void> {
  await db.models.RoundPartner.bulkCreate(
    userIds.map((userId) => ({ roundId, userId })),
    { transaction },
  );
}

export async function countRoundsOnCourse(
  db: Database,
  leagueId: string,
  userId: string,
  course: string,
  transaction: Transaction,
): Promise<number> {
  return db.models.Round.count({ where: { leagueId, userId, course }, transaction });
}

export async function insertRound(
  db: Database,
  values: RoundValues & { userId: string; leagueId: string; course: string; idempotencyKey?: string | null; figures: CourseRatings },
  transaction: Transaction,
): Promise<{ id: string; createdAt: Date }> {
  const { figures, ...rest } = values;
  const round = await db.models.Round.create({ ...roundColumns(rest), ...figuresToRow(figures) }, { transaction });
  return { id: round.id, createdAt: round.createdAt };
}

/** A static UPDATE (not instance.save), so an unchanged round still costs exactly one statement. */
export async function updateRound(db: Database, roundId: string, values: RoundValues, transaction: Transaction): Promise<void> {
  await db.models.Round.update(roundColumns(values), { where: { id: roundId }, transaction });
}

export async function deleteRound(db: Database, roundId: string, transaction: Transaction): Promise<void> {
  await db.models.Round.destroy({ where: { id: roundId }, transaction });
}
