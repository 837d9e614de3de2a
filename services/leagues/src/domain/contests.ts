// Contests (docs/side-games.md): closest-to-the-pin and longest-drive results an organizer
// records for a league week. Members read them; organizers record and delete them.
import {
  COURSE_NOT_IN_LEAGUE,
  LEAGUE_NOT_FOUND,
  ONLY_ORGANIZERS,
  weekStart,
  type Contest,
  type ContestData,
  type ContestKind,
} from '@fairway/contracts';
import { inTransaction, recordEvents, type Database, type LeagueContest } from '@fairway/data';
import { badRequest, notFound } from '@fairway/kit';
import { lockAsOrganizer, recordEvent } from './organizer-access';

export const CONTEST_NOT_FOUND = 'Contest not found';
export const CONTEST_WINNER_NOT_MEMBER = 'The winner must be a member of this league';
const holeBeyondCourse = (holes: number) => `Hole must be from 1 to ${holes} on this course`;

const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

function toContest(row: LeagueContest, names: ReadonlyMap<string, string>): Contest {
  return {
    id: row.id,
    week: day(row.week),
    kind: row.kind as ContestKind,
    hole: Number(row.hole),
    course: row.course ?? null,
    winner: row.winnerId,
    winnerName: names.get(row.winnerId) ?? '',
    distance: Number(row.distance),
    unit: row.unit as Contest['unit'],
    prize: row.prize ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function userNames(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const users = await db.models.User.findAll({ where: { id: [...new Set(userIds)] }, attributes: ['id', 'firstName', 'lastName'] });
  return new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
}

async function assertMember(db: Database, userId: string, leagueId: string): Promise<void> {
  const membership = await db.models.LeagueMembership.findOne({ where: { leagueId, userId }, attributes: ['id'] });
  if (!membership) throw notFound(LEAGUE_NOT_FOUND);
}

/** GET /api/leagues/{id}/contests?week=: the week's results, oldest first (members only). */
export async function listContests(db: Database, userId: string, leagueId: string, anyDay: string): Promise<Contest[]> {
  await assertMember(db, userId, leagueId);
  const rows = await db.models.LeagueContest.findAll({
    where: { leagueId, week: weekStart(anyDay) },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const names = await userNames(
    db,
    rows.map((row) => row.winnerId),
  );
  return rows.map((row) => toContest(row, names));
}

/** POST /api/leagues/{id}/contests: the winner is a member; a course, when named, is the
 * league's and bounds the hole. */
export async function recordContest(db: Database, actorId: string, leagueId: string, input: ContestData): Promise<Contest> {
  const created = await inTransaction(db, async (transaction) => {
    await lockAsOrganizer(db, actorId, leagueId, transaction, ONLY_ORGANIZERS);
    const winner = await db.models.LeagueMembership.findOne({ where: { leagueId, userId: input.winner }, attributes: ['id'], transaction });
    if (!winner) throw badRequest(CONTEST_WINNER_NOT_MEMBER, { winner: CONTEST_WINNER_NOT_MEMBER });
    if (input.course !== null) {
      const course = await db.models.LeagueCourse.findOne({ where: { leagueId, name: input.course }, attributes: ['holes'], transaction });
      if (!course) throw badRequest(COURSE_NOT_IN_LEAGUE, { course: COURSE_NOT_IN_LEAGUE });
      if (input.hole > Number(course.holes))
        throw badRequest(holeBeyondCourse(Number(course.holes)), { hole: holeBeyondCourse(Number(course.holes)) });
    }
    const row = await db.models.LeagueContest.create(
      {
        leagueId,
        week: weekStart(input.week),
        kind: input.kind,
        hole: input.hole,
        course: input.course,
        winnerId: input.winner,
        distance: input.distance,
        unit: input.unit,
        prize: input.prize,
        recordedBy: actorId,
      },
      { transaction },
    );
    const winnerName = (await userNames(db, [input.winner])).get(input.winner) ?? '';
    const detail = { kind: input.kind, hole: input.hole, week: row.week, winnerName, distance: input.distance, unit: input.unit };
    await recordEvent(db, leagueId, actorId, 'contest-recorded', detail, transaction);
    // The bell and the weekly recap tell the league (services/notifications).
    await recordEvents(
      db.models,
      [
        {
          kind: 'contest_recorded',
          leagueId,
          actorId,
          payload: { ...detail, winnerId: input.winner, prize: input.prize, course: input.course },
        },
      ],
      transaction,
    );
    return row;
  });
  return toContest(created, await userNames(db, [created.winnerId]));
}

/** DELETE /api/leagues/{id}/contests/{contestId} (organizers). */
export async function deleteContest(db: Database, actorId: string, leagueId: string, contestId: string): Promise<void> {
  await inTransaction(db, async (transaction) => {
    await lockAsOrganizer(db, actorId, leagueId, transaction, ONLY_ORGANIZERS);
    const row = await db.models.LeagueContest.findOne({ where: { id: contestId, leagueId }, transaction });
    if (!row) throw notFound(CONTEST_NOT_FOUND);
    await row.destroy({ transaction });
    const winnerName = (await userNames(db, [row.winnerId])).get(row.winnerId) ?? '';
    await recordEvent(
      db,
      leagueId,
      actorId,
      'contest-deleted',
      { kind: row.kind, hole: row.hole, week: day(row.week), winnerName },
      transaction,
    );
  });
}
