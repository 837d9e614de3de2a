// What a person's weekly recap says, per league they play in (muted ones left out): the
// standings and who moved over the seven days, the rounds logged, the confirmations, the best
// time to play this week from the league's calendar, and the tee groups ahead. Nothing to
// report -> null (no mail).
import {
  addDays,
  bestTimeToPlay,
  toIsoDate,
  weekRange,
  weekStart,
  type AvailabilityEntry,
  type BestTime,
  type LeaderboardEntry,
  type TimeSlotId,
} from '@fairway/contracts';
import { QueryTypes, sqlInstant, type Database } from '@fairway/data';
import { recapSideGames } from './side-games';
import { recapTeeGroups, teeGroupsAhead } from './recap-tee-groups';
import { localDate } from './zoned-time';
import { currentStandings, standingsAt } from '../data/standings';

export interface RecapRound {
  name: string;
  userId: string;
  course: string;
  score: number;
  date: string;
}

export interface RecapMove {
  name: string;
  from: number;
  to: number;
}

export interface RecapLeague {
  id: string;
  name: string;
  standings: LeaderboardEntry[];
  moved: RecapMove[];
  rounds: RecapRound[];
  /** "Sam confirmed playing with Alex at Oak Hills" */
  confirmations: string[];
  /** Rounds naming the recipient that still wait for their confirmation. */
  awaitingYou: string[];
  /** With the course to play it at (bestTimeCourse). */
  bestTime: (BestTime & { course: string | null }) | null;
  /** who won the skins and contests of the league week the recap ends in (docs/side-games.md) */
  sideGames: string[];
  /** The league's confirmed tee groups from the day the recap goes out to the end of the next
   * league week (docs/tee-groups.md): "Saturday, Mar 7, 2026, Morning (9 AM-12 PM): you with ..." */
  teeGroups: string[];
}

export interface Recap {
  week: string;
  from: Date;
  to: Date;
  leagues: RecapLeague[];
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
const dateOnly = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

async function leagueRecap(
  db: Database,
  userId: string,
  league: { id: string; name: string },
  week: string,
  start: Date,
  end: Date,
  ahead: { from: string; to: string },
): Promise<RecapLeague> {
  const leagueId = league.id;
  const from = sqlInstant(db, start);
  const to = sqlInstant(db, end);
  const standings = await currentStandings(db, leagueId, end);
  const before = new Map((await standingsAt(db, leagueId, start)).map((entry) => [entry.userId, entry.position]));
  const moved: RecapMove[] = standings
    .filter((entry) => before.has(entry.userId) && before.get(entry.userId) !== entry.position)
    .map((entry) => ({ name: fullName(entry.user), from: before.get(entry.userId)!, to: entry.position }));

  const rounds = await db.sequelize.query<{
    userId: string;
    firstName: string;
    lastName: string;
    course: string;
    score: number;
    date: string;
  }>(
    'SELECT r.`userId`, u.`firstName`, u.`lastName`, r.`course`, r.`score`, r.`date` FROM `rounds` r JOIN `users` u ON u.`id` = r.`userId`' +
      ' WHERE r.`leagueId` = :leagueId AND r.`createdAt` >= :from AND r.`createdAt` < :to ORDER BY r.`createdAt` ASC, r.`id` ASC',
    { replacements: { leagueId, from, to }, type: QueryTypes.SELECT },
  );

  const confirmed = await db.sequelize.query<{ pf: string; pl: string; of: string; ol: string; course: string }>(
    'SELECT pu.`firstName` AS `pf`, pu.`lastName` AS `pl`, ou.`firstName` AS `of`, ou.`lastName` AS `ol`, r.`course`' +
      ' FROM `round_partners` p JOIN `rounds` r ON r.`id` = p.`roundId` JOIN `users` pu ON pu.`id` = p.`userId` JOIN `users` ou ON ou.`id` = r.`userId`' +
      ' WHERE r.`leagueId` = :leagueId AND p.`confirmedAt` >= :from AND p.`confirmedAt` < :to ORDER BY p.`confirmedAt` ASC',
    { replacements: { leagueId, from, to }, type: QueryTypes.SELECT },
  );

  const awaiting = await db.sequelize.query<{ firstName: string; lastName: string; course: string; score: number }>(
    'SELECT ou.`firstName`, ou.`lastName`, r.`course`, r.`score` FROM `round_partners` p JOIN `rounds` r ON r.`id` = p.`roundId`' +
      ' JOIN `users` ou ON ou.`id` = r.`userId`' +
      ' WHERE r.`leagueId` = :leagueId AND p.`userId` = :userId AND p.`confirmedAt` IS NULL AND p.`dismissedAt` IS NULL ORDER BY r.`createdAt` ASC',
    { replacements: { leagueId, userId }, type: QueryTypes.SELECT },
  );

  const { from: weekFrom, to: weekTo } = weekRange(week);
  // The league week the recap ends in: at Monday 08:00 the one that just closed.
  const sideGamesWeek = weekStart(toIsoDate(new Date(end.getTime() - 86_400_000)));
  const availability = await db.sequelize.query<{
    id: string;
    userId: string;
    date: string;
    timeSlot: string;
    firstName: string;
    lastName: string;
    preferredCourse: string | null;
  }>(
    'SELECT a.`id`, a.`userId`, a.`date`, a.`timeSlot`, u.`firstName`, u.`lastName`, a.`preferredCourse` FROM `availabilities` a JOIN `users` u ON u.`id` = a.`userId`' +
      ' WHERE a.`leagueId` = :leagueId AND a.`date` >= :weekFrom AND a.`date` <= :weekTo ORDER BY a.`date` ASC, a.`createdAt` ASC',
    { replacements: { leagueId, weekFrom, weekTo }, type: QueryTypes.SELECT },
  );
  const entries: AvailabilityEntry[] = availability.map((a) => ({
    id: a.id,
    userId: a.userId,
    date: dateOnly(a.date),
    timeSlot: a.timeSlot as TimeSlotId,
    user: { firstName: a.firstName, lastName: a.lastName },
  }));
  const best = bestTimeToPlay(entries, week);

  return {
    id: leagueId,
    name: league.name,
    standings,
    moved,
    rounds: rounds.map((r) => ({ name: fullName(r), userId: r.userId, course: r.course, score: Number(r.score), date: dateOnly(r.date) })),
    confirmations: confirmed.map((c) => `${c.pf} ${c.pl} confirmed playing with ${c.of} ${c.ol} at ${c.course}`),
    awaitingYou: awaiting.map((a) => `${fullName(a)}'s ${a.score} at ${a.course}`),
    bestTime: best && { ...best, course: await bestTimeCourse(db, leagueId, best, availability) },
    sideGames: await recapSideGames(db, leagueId, sideGamesWeek, addDays(sideGamesWeek, 6) < toIsoDate(end)),
    teeGroups: await recapTeeGroups(db, leagueId, userId, ahead),
  };
}

/**
 * Where the best time's golfers would play: the course most of that slot's entries prefer (the
 * first named on a tie), else the league's first course (a golfer reading the recap on the
 * course's day needs a place as well as a time).
 */
async function bestTimeCourse(
  db: Database,
  leagueId: string,
  best: BestTime,
  entries: readonly { date: string; timeSlot: string; preferredCourse: string | null }[],
): Promise<string | null> {
  const votes = new Map<string, number>();
  for (const entry of entries) {
    const course = entry.preferredCourse?.trim();
    if (course && dateOnly(entry.date) === best.date && entry.timeSlot === best.timeSlot) votes.set(course, (votes.get(course) ?? 0) + 1);
  }
  let chosen: string | null = null;
  for (const [course, count] of votes) if (chosen === null || count > votes.get(chosen)!) chosen = course;
  if (chosen) return chosen;
  const [first] = await db.sequelize.query<{ name: string }>(
    'SELECT `name` FROM `league_courses` WHERE `leagueId` = :leagueId ORDER BY `position` ASC LIMIT 1',
    { replacements: { leagueId }, type: QueryTypes.SELECT },
  );
  return first?.name ?? null;
}

const hasNews = (league: RecapLeague) =>
  league.rounds.length > 0 ||
  league.moved.length > 0 ||
  league.confirmations.length > 0 ||
  league.awaitingYou.length > 0 ||
  league.sideGames.length > 0 ||
  league.teeGroups.length > 0;

/**
 * The recap of `week` (a Monday) for one person over [from, to); null when none of their
 * leagues (muted ones aside) has anything to report. `timeZone` is the person's: the tee groups
 * listed start on their day the recap goes out.
 */
export async function buildRecap(
  db: Database,
  userId: string,
  mutedLeagues: readonly string[],
  week: string,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<Recap | null> {
  const leagues = await db.sequelize.query<{ id: string; name: string }>(
    'SELECT l.`id`, l.`name` FROM `league_memberships` m JOIN `leagues` l ON l.`id` = m.`leagueId` WHERE m.`userId` = :userId ORDER BY l.`name` ASC, l.`id` ASC',
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  const ahead = teeGroupsAhead(week, localDate(to, timeZone));
  const recaps: RecapLeague[] = [];
  for (const league of leagues) {
    if (mutedLeagues.includes(league.id)) continue;
    const recap = await leagueRecap(db, userId, league, week, from, to, ahead);
    if (hasNews(recap)) recaps.push(recap);
  }
  return recaps.length > 0 ? { week, from, to, leagues: recaps } : null;
}

export const RECAP_DAYS = 7;
export const recapWindowStart = (to: Date) => new Date(to.getTime() - RECAP_DAYS * 86_400_000);
