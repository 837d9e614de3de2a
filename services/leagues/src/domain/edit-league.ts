// PATCH /api/leagues/{id} (docs/leagues.md, "Organizers"): organizers change the league's
// name, description, end date, maximum players, courses and, before the first round, its format.
import {
  formatTraits,
  courseRatingsOf,
  maxPlayersBelowMembers,
  resolveFormatOptions,
  stablefordCourseIssues,
  type CourseRatings,
  HOLES_FIXED_BY_ROUNDS,
  type EditLeagueData,
  COURSE_HAS_ROUNDS,
  FORMAT_LOCKED,
} from '@fairway/contracts';
import { figuresFromRow, figuresToRow, inTransaction, type Database, type League, type Transaction } from '@fairway/data';
import { badRequest, conflict } from '@fairway/kit';
import { fn, col } from 'sequelize';
import { SEASON_CLOSED } from './membership';
import { hasNextSeason, lockAsOrganizer, recordEvent } from './organizer-access';

const roundsBelowLogged = (course: string, logged: number) => `${course}: a member has already logged ${logged} rounds there`;

/** Rounds logged per course, and the most any one member logged there. */
async function roundsByCourse(
  db: Database,
  leagueId: string,
  transaction: Transaction,
): Promise<Map<string, { total: number; most: number }>> {
  const rows = (await db.models.Round.findAll({
    where: { leagueId },
    attributes: ['course', 'userId', [fn('COUNT', col('id')), 'count']],
    group: ['course', 'userId'],
    raw: true,
    transaction,
  })) as unknown as Array<{ course: string; count: number | string }>;
  const byCourse = new Map<string, { total: number; most: number }>();
  for (const row of rows) {
    const count = Number(row.count);
    const entry = byCourse.get(row.course) ?? { total: 0, most: 0 };
    byCourse.set(row.course, { total: entry.total + count, most: Math.max(entry.most, count) });
  }
  return byCourse;
}

/** Every course of a Stableford league has hole pars and a stroke index (creation's rule). */
function checkStablefordCourses(courses: readonly CourseRatings[]): void {
  const issues = stablefordCourseIssues(courses);
  if (issues.length === 0) return;
  const errors = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
  throw badRequest(issues[0].message, errors);
}

/** The league's course list replaced by the edited one; true when anything of it changed. A
 * course with rounds stays (with at least the rounds a member logged there, and its holes). */
async function replaceCourses(
  db: Database,
  leagueId: string,
  courses: NonNullable<EditLeagueData['courses']>,
  byCourse: Map<string, { total: number; most: number }>,
  stableford: boolean,
  transaction: Transaction,
): Promise<boolean> {
  const names = new Set(courses.map((course) => course.name));
  for (const [course, logged] of byCourse) {
    if (logged.total > 0 && !names.has(course)) throw conflict(`${COURSE_HAS_ROUNDS} (${course})`);
  }
  for (const course of courses) {
    const logged = byCourse.get(course.name);
    if (logged && course.rounds < logged.most) throw conflict(roundsBelowLogged(course.name, logged.most));
  }
  const existing = await db.models.LeagueCourse.findAll({ where: { leagueId }, order: [['position', 'ASC']], transaction });
  // A course sent without tee figures keeps the ones it had (same name): an edit of names or
  // rounds never resets ratings silently.
  const kept = new Map(existing.map((course) => [course.name, figuresFromRow(course)]));
  const after = courses.map(({ name, rounds, ...figures }) => {
    const given = Object.values(figures).some((value) => value !== undefined);
    return { name, rounds, ...(given ? courseRatingsOf(figures) : (kept.get(name) ?? courseRatingsOf({}))) };
  });
  for (const course of after) {
    const before = kept.get(course.name);
    if (before && before.holes !== course.holes && byCourse.get(course.name)?.total) throw conflict(HOLES_FIXED_BY_ROUNDS);
  }
  if (stableford) checkStablefordCourses(after);
  const before = existing.map((course) => ({ name: course.name, rounds: course.rounds, ...figuresFromRow(course) }));
  if (sameJson(before, after)) return false;
  await db.models.LeagueCourse.destroy({ where: { leagueId }, transaction });
  await db.models.LeagueCourse.bulkCreate(
    after.map(({ name, rounds, ...ratings }, position) => ({ name, rounds, leagueId, position, ...figuresToRow(ratings) })),
    { transaction },
  );
  return true;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PATCH /api/leagues/{id}: the fields given change; the rest stays. Answers nothing (the route
 * answers the league). */
export async function editLeague(db: Database, actorId: string, leagueId: string, input: EditLeagueData): Promise<void> {
  await inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    if (await hasNextSeason(db, leagueId, transaction)) throw conflict(SEASON_CLOSED);
    const changes: Partial<Pick<League, 'name' | 'description' | 'maxMembers' | 'endDate' | 'format' | 'formatOptions' | 'skins'>> = {};
    const changed: string[] = [];

    if (input.name !== undefined && input.name !== league.name) changes.name = input.name;
    if (input.description !== undefined && input.description !== league.description) changes.description = input.description;
    if (input.endDate !== undefined && (input.endDate ?? null) !== (league.endDate ?? null)) changes.endDate = input.endDate ?? null;
    if (input.skins !== undefined) {
      const skins = input.skins ? JSON.stringify(input.skins) : null;
      if (skins !== (league.skins ?? null)) changes.skins = skins;
    }
    if (input.maxPlayers !== undefined && input.maxPlayers !== league.maxMembers) {
      if (input.maxPlayers < league.memberCount) {
        const message = maxPlayersBelowMembers(league.memberCount);
        throw badRequest(message, { maxPlayers: message });
      }
      changes.maxMembers = input.maxPlayers;
    }

    const byCourse = input.courses || input.format || input.formatOptions ? await roundsByCourse(db, leagueId, transaction) : new Map();
    const anyRound = [...byCourse.values()].some((entry) => entry.total > 0);
    const currentOptions = resolveFormatOptions(league.formatOptions ? (JSON.parse(league.formatOptions) as object) : null);
    const nextOptions = input.formatOptions ? resolveFormatOptions({ ...currentOptions, ...input.formatOptions }) : currentOptions;
    const formatChanges = (input.format !== undefined && input.format !== league.format) || !sameJson(nextOptions, currentOptions);
    if (formatChanges) {
      if (anyRound) throw conflict(FORMAT_LOCKED);
      if (input.format !== undefined) changes.format = input.format;
      changes.formatOptions = JSON.stringify(nextOptions);
    }

    const stableford = formatTraits(changes.format ?? league.format).holeByHole;
    if (input.courses) {
      if (await replaceCourses(db, leagueId, input.courses, byCourse, stableford, transaction)) changed.push('courses');
    } else if (stableford && changes.format) {
      const existing = await db.models.LeagueCourse.findAll({ where: { leagueId }, order: [['position', 'ASC']], transaction });
      checkStablefordCourses(existing.map((course) => figuresFromRow(course)));
    }

    changed.push(...Object.keys(changes).map((key) => (key === 'maxMembers' ? 'maxPlayers' : key)));
    if (Object.keys(changes).length > 0) await league.update(changes, { transaction });
    if (changed.length > 0) {
      const shown: Record<string, unknown> = { fields: [...new Set(changed)] };
      if (changes.name !== undefined) shown.name = changes.name;
      if (changes.endDate !== undefined) shown.endDate = changes.endDate;
      if (changes.maxMembers !== undefined) shown.maxPlayers = changes.maxMembers;
      if (changes.format !== undefined) shown.format = changes.format;
      await recordEvent(db, leagueId, actorId, 'league-edited', shown, transaction);
    }
  });
}
