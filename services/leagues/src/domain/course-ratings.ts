// Editing a course's tee figures after creation (the league's organizers). Rounds keep the figures
// they were played under unless the organizer asks for rounds already played to take the new
// ones (applyToPlayedRounds): then every index and standing that reads them changes with them,
// as docs/rounds.md ("What a course edit changes") says. Every edit is in the league's change log
// (what changed, how many played rounds took it), and members whose index it moved are told.
import {
  formatTraits,
  courseFiguresSchema,
  courseRatingsOf,
  defaultPar,
  type Course,
  type CourseRatings,
  type CourseRatingsEditData,
  COURSE_NOT_FOUND,
  handicapIndex,
  HOLES_FIXED_BY_ROUNDS,
  stablefordCourseIssues,
} from '@fairway/contracts';
import {
  bumpStandingsStamps,
  figuresFromRow,
  figuresToRow,
  findScoreHistories,
  inTransaction,
  recordEvents,
  type Database,
  type Transaction,
} from '@fairway/data';
import { badRequest, conflict, fieldErrors, notFound } from '@fairway/kit';
import { SEASON_CLOSED } from './membership';
import { hasNextSeason, lockAsOrganizer, recordEvent } from './organizer-access';

const FIGURES = ['holes', 'par', 'rating', 'slope', 'holePars', 'strokeIndex'] as const;

/** The figures an edit changed, each with its value before and after. */
function changedFigures(before: CourseRatings, after: CourseRatings): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of FIGURES) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changed[field] = { from: before[field], to: after[field] };
  }
  return changed;
}

/** Each of `userIds`' index (null: none yet), from all their rounds in every league. */
async function indexesOf(db: Database, userIds: readonly string[], transaction: Transaction): Promise<Map<string, number | null>> {
  const history = await findScoreHistories(db.models, userIds, { transaction });
  return new Map(userIds.map((userId) => [userId, handicapIndex(history.filter((round) => round.userId === userId)).index]));
}

/** The current figures with the edit applied. A change of holes restarts from that many holes'
 * neutral course for whatever the edit does not give; new hole pars without a par set the par. */
export function mergeFigures(current: CourseRatings, edit: Omit<CourseRatingsEditData, 'applyToPlayedRounds'>): CourseRatings {
  const holes = edit.holes ?? current.holes;
  const same = holes === current.holes;
  const par = edit.par ?? (edit.holePars ? edit.holePars.reduce((sum, value) => sum + value, 0) : same ? current.par : defaultPar(holes));
  const keep = <T>(value: T | undefined, previous: T, fallback: T): T => (value !== undefined ? value : same ? previous : fallback);
  return courseRatingsOf({
    holes,
    par,
    rating: keep(edit.rating, current.rating, par),
    slope: keep(edit.slope, current.slope, current.slope),
    holePars: keep(edit.holePars, current.holePars, null),
    strokeIndex: keep(edit.strokeIndex, current.strokeIndex, null),
  });
}

export async function editCourseRatings(
  db: Database,
  userId: string,
  leagueId: string,
  courseId: string,
  edit: CourseRatingsEditData,
): Promise<Course> {
  const { LeagueCourse, Round } = db.models;
  return inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, userId, leagueId, transaction);
    if (await hasNextSeason(db, leagueId, transaction)) throw conflict(SEASON_CLOSED);
    const course = await LeagueCourse.findOne({ where: { id: courseId, leagueId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!course) throw notFound(COURSE_NOT_FOUND);

    const { applyToPlayedRounds, ...changes } = edit;
    const current = figuresFromRow(course);
    const merged = mergeFigures(current, changes);
    const checked = courseFiguresSchema.safeParse(merged);
    if (!checked.success) {
      const errors = fieldErrors(checked.error);
      throw badRequest(Object.values(errors)[0], errors);
    }
    // A Stableford league scores every round by hole: its courses keep hole pars and stroke index.
    const [stableford] = formatTraits(league.format).holeByHole ? stablefordCourseIssues([merged]) : [];
    if (stableford) {
      const field = stableford.path[2];
      throw badRequest(stableford.message, { [field]: stableford.message });
    }
    const played = await Round.count({ where: { leagueId, course: course.name }, transaction });
    if (merged.holes !== current.holes && played > 0) throw conflict(HOLES_FIXED_BY_ROUNDS);

    const columns = figuresToRow(merged);
    await course.update(columns, { transaction });
    const changedFields = changedFigures(current, merged);
    let roundsUpdated = 0;
    if (applyToPlayedRounds && played > 0) {
      // Played rounds taking new figures move their players' index in every league they play.
      const players = (
        await Round.findAll({ where: { leagueId, course: course.name }, attributes: ['userId'], group: ['userId'], transaction })
      ).map((round) => round.userId);
      const before = await indexesOf(db, players, transaction);
      [roundsUpdated] = await Round.update(columns, { where: { leagueId, course: course.name }, transaction });
      await bumpStandingsStamps(db.sequelize, players, transaction);
      const after = await indexesOf(db, players, transaction);
      const moved = players
        .filter((userId) => before.get(userId) !== after.get(userId))
        .map((userId) => ({ userId, from: before.get(userId) ?? null, to: after.get(userId) ?? null }));
      if (moved.length > 0) {
        await recordEvents(
          db.models,
          [{ kind: 'index_changed', leagueId, actorId: userId, payload: { leagueName: league.name, course: course.name, moved } }],
          transaction,
        );
      }
    }
    if (Object.keys(changedFields).length > 0) {
      await recordEvent(
        db,
        leagueId,
        userId,
        'course-ratings-edited',
        { course: course.name, changes: changedFields, roundsUpdated },
        transaction,
      );
    }
    return { id: course.id, name: course.name, rounds: course.rounds, ...merged };
  });
}
