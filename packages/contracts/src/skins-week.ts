// The week's skins games of a league (docs/side-games.md): for each course, the members who
// logged a hole-by-hole round on it in the week (each one's first), with the playing handicap of
// the index the round was scored with at the skins allowance; then skinsGame. Pure: the leagues
// service answers with it, the notifications service tells the closed week's winners with it.
import type { SkinsGameAnswer } from './api-types';
import type { HandicapRound } from './handicap-index';
import { addDays } from './calendar-days';
import { roundIndex } from './round-handicaps';
import { skinsGame, skinsPlayingHandicap, type SkinsCard, type SkinsHoleInput, type SkinsSettings } from './skins';
import { skinsSettingsSchema } from './schemas/skins';
import { courseRatingsOf } from './whs';

/** A round as stored (any league: the index before it comes from all of a member's rounds). */
export interface SkinsWeekRound extends HandicapRound {
  userId: string;
  leagueId: string;
  course: string;
  holes: number;
  par: number;
  rating: number;
  slope: number;
  holePars: number[] | null;
  strokeIndex: number[] | null;
  holeScores: number[] | null;
}

export interface SkinsWeekMember {
  userId: string;
  firstName: string;
  lastName: string;
  /** the profile handicap, used while the member has no index */
  handicap: number | string | null;
}

export interface SkinsWeekCourse {
  name: string;
  holes: number;
  holePars: number[] | null;
  strokeIndex: number[] | null;
}

/** Settings as a league stores them (JSON text); null when skins are off or the text is not
 * valid settings. */
export function storedSkinsSettings(text: string | null | undefined): SkinsSettings | null {
  if (!text) return null;
  try {
    const parsed = skinsSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A complete hole-by-hole card: one score per hole of the round's course. */
function isHoleByHole(round: SkinsWeekRound): round is SkinsWeekRound & { holeScores: number[] } {
  return round.holeScores !== null && round.holeScores.length === round.holes && round.holeScores.every(Number.isFinite);
}

interface Entry {
  member: SkinsWeekMember;
  round: SkinsWeekRound & { holeScores: number[] };
  history: readonly SkinsWeekRound[];
}

/** Each member's first hole-by-hole round of the week in this league on each course (by day
 * played, then by when it was logged), grouped by course name. */
function entriesByCourse(
  leagueId: string,
  members: readonly SkinsWeekMember[],
  rounds: ReadonlyMap<string, SkinsWeekRound[]>,
  monday: string,
): Map<string, Entry[]> {
  const sunday = addDays(monday, 6);
  const byCourse = new Map<string, Entry[]>();
  for (const member of members) {
    const history = rounds.get(member.userId) ?? [];
    const week = history
      .filter((round) => round.leagueId === leagueId && round.date >= monday && round.date <= sunday)
      .filter(isHoleByHole)
      .sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    const seen = new Set<string>();
    for (const round of week) {
      if (seen.has(round.course)) continue;
      seen.add(round.course);
      const list = byCourse.get(round.course) ?? [];
      list.push({ member, round, history });
      byCourse.set(round.course, list);
    }
  }
  return byCourse;
}

/** The holes of the game: the league course's pars and stroke index when it has as many holes
 * as the cards, else the first card's own figures. */
function gameHoles(course: SkinsWeekCourse | undefined, first: SkinsWeekRound): SkinsHoleInput[] {
  const useCourse = course !== undefined && course.holes === first.holes;
  const pars = useCourse ? course.holePars : first.holePars;
  const strokeIndex = useCourse ? course.strokeIndex : first.strokeIndex;
  return Array.from({ length: first.holes }, (_, at) => ({
    hole: at + 1,
    par: pars?.[at] ?? null,
    strokeIndex: strokeIndex?.[at] ?? null,
  }));
}

function courseGame(
  name: string,
  course: SkinsWeekCourse | undefined,
  entries: readonly Entry[],
  settings: SkinsSettings,
): SkinsGameAnswer {
  // Cards of another length (the course changed its holes meanwhile) cannot share the game.
  const sameLength = entries.filter((entry) => entry.round.holes === entries[0].round.holes);
  const holes = gameHoles(course, sameLength[0].round);
  const entrants = sameLength.map(({ member, round, history }) => {
    const ratings = courseRatingsOf({ holes: round.holes === 9 ? 9 : 18, par: round.par, rating: round.rating, slope: round.slope });
    const index = roundIndex(history, member.handicap, round.date);
    return {
      userId: member.userId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      playingHandicap: skinsPlayingHandicap(index, ratings, settings),
    };
  });
  const cards: SkinsCard[] = sameLength.map(({ round }, at) => ({
    userId: round.userId,
    holeScores: round.holeScores,
    playingHandicap: entrants[at].playingHandicap,
    strokeIndex: round.strokeIndex ?? holes.map((hole) => hole.strokeIndex ?? hole.hole),
  }));
  return { course: name, entrants, ...skinsGame(holes, cards, settings) };
}

/** The week's games, course by course in the league's course order (other names after, A-Z). */
export function weeklySkinsGames(
  leagueId: string,
  settings: SkinsSettings,
  courses: readonly SkinsWeekCourse[],
  members: readonly SkinsWeekMember[],
  rounds: ReadonlyMap<string, SkinsWeekRound[]>,
  monday: string,
): SkinsGameAnswer[] {
  const byCourse = entriesByCourse(leagueId, members, rounds, monday);
  const order = (name: string) => {
    const position = courses.findIndex((course) => course.name === name);
    return position === -1 ? courses.length : position;
  };
  return [...byCourse.keys()]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) =>
      courseGame(
        name,
        courses.find((course) => course.name === name),
        byCourse.get(name)!,
        settings,
      ),
    );
}
