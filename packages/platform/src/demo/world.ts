// The simulated world of demo mode, generated deterministically from a seed and the day it is
// built for: the same (seed, today) always gives the same golfers, leagues, rounds and
// availability. Dates are relative to `today` so the tour always looks current. This module only
// makes raw rows (world-rows.ts), like the database holds; world-views.ts derives every API
// answer from them with the shared contracts rules, as the services do.
import {
  formatTraits,
  addDays,
  daysBetween,
  DEFAULT_COURSE_ROUNDS,
  DEMO_USER_ID,
  parseIsoDate,
  PAR,
  SCORE_MAX,
  SCORE_MIN,
  TIME_SLOT_IDS,
  DEFAULT_LEAGUE_FORMAT,
  resolveFormatOptions,
  type TimeSlotId,
  weekStart,
} from '@fairway/contracts';
import { cardFor, demoCard } from './demo-cards';
import { createPrng, type Prng } from './prng';
import {
  AVAILABILITY_NOTES,
  DEMO_USER_PROFILE,
  GOLFER_NAMES,
  LEAGUE_BLUEPRINTS,
  ROUND_NOTES,
  type LeagueBlueprint,
} from './world-catalogue';
import type { DemoAvailability, DemoGolfer, DemoLeague, DemoRound, DemoWorld } from './world-rows';

export const DEMO_SEED = 20240917;

/** A local timestamp on a calendar day, as the API's ISO string. */
function timestamp(date: string, hour: number, minute = 0): string {
  const day = parseIsoDate(date);
  day.setHours(hour, minute, 0, 0);
  return day.toISOString();
}

function makeGolfers(prng: Prng, today: string): DemoGolfer[] {
  const demoUser: DemoGolfer = {
    id: DEMO_USER_ID,
    email: DEMO_USER_PROFILE.email,
    firstName: DEMO_USER_PROFILE.firstName,
    lastName: DEMO_USER_PROFILE.lastName,
    handicap: DEMO_USER_PROFILE.handicap,
    profileImageUrl: null,
    isDemo: true,
    createdAt: timestamp(addDays(today, -DEMO_USER_PROFILE.joinedDaysAgo), 10),
  };
  const others = GOLFER_NAMES.map(([firstName, lastName]) => ({
    id: prng.uuid(),
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    firstName,
    lastName,
    // Realistic club handicaps with one decimal, from a single-figure player to a beginner.
    handicap: prng.int(30, 300) / 10,
    profileImageUrl: null,
    isDemo: false,
    createdAt: timestamp(addDays(today, -prng.int(80, 400)), prng.int(8, 21), prng.int(0, 59)),
  }));
  return [demoUser, ...others];
}

function makeLeague(prng: Prng, blueprint: LeagueBlueprint, golfers: DemoGolfer[], today: string): DemoLeague {
  const created = addDays(today, -blueprint.createdDaysAgo);
  const others = prng.shuffle(golfers.filter((golfer) => !golfer.isDemo)).slice(0, blueprint.otherMembers);
  const memberIds = others.map((golfer) => golfer.id);
  if (blueprint.demoUserRounds !== null) {
    // The creator joins first; otherwise the demo user joined a few days in.
    memberIds.splice(blueprint.createdByDemoUser ? 0 : 2, 0, DEMO_USER_ID);
  }
  const createdAt = timestamp(created, 9, prng.int(0, 59));
  const members = memberIds.map((userId, index) => ({
    id: prng.uuid(),
    userId,
    isAdmin: index === 0,
    joinedAt: index === 0 ? createdAt : timestamp(addDays(created, Math.min(index, 10)), prng.int(8, 21), prng.int(0, 59)),
  }));
  return {
    id: prng.uuid(),
    name: blueprint.name,
    description: blueprint.description,
    type: 'casual',
    privacy: blueprint.privacy,
    createdBy: memberIds[0],
    maxMembers: blueprint.maxMembers,
    courses: blueprint.courses.map((course) => ({ ...course })),
    endDate: blueprint.endsInDays === null ? null : addDays(today, blueprint.endsInDays),
    isActive: true,
    createdAt,
    updatedAt: createdAt,
    members,
    format: blueprint.format ?? DEFAULT_LEAGUE_FORMAT,
    formatOptions: resolveFormatOptions(blueprint.formatOptions),
    startDate: created,
    skins: blueprint.skins ?? null,
  };
}

/** How many rounds a member has logged: the blueprint's figure for the demo user; in an ended
 * league most finished; in a running one anything short of the full card. */
function roundTarget(prng: Prng, league: DemoLeague, blueprint: LeagueBlueprint, userId: string, today: string): number {
  const required = league.courses.reduce((sum, course) => sum + (course.rounds ?? DEFAULT_COURSE_ROUNDS), 0);
  if (userId === DEMO_USER_ID) return Math.min(blueprint.demoUserRounds ?? 0, required);
  const ended = league.endDate !== null && league.endDate <= today;
  if (ended) return prng.chance(0.7) ? required : prng.int(Math.max(0, required - 2), required - 1);
  return prng.int(0, required - 1);
}

function makeRounds(prng: Prng, league: DemoLeague, blueprint: LeagueBlueprint, golfers: DemoGolfer[], today: string): DemoRound[] {
  const byId = new Map(golfers.map((golfer) => [golfer.id, golfer]));
  // Played up to yesterday, and never after the league's end date.
  const lastDay = league.endDate !== null && league.endDate < today ? league.endDate : addDays(today, -1);
  const rounds: DemoRound[] = [];
  for (const member of league.members) {
    const golfer = byId.get(member.userId)!;
    const target = roundTarget(prng, league, blueprint, member.userId, today);
    const slots = prng.shuffle(league.courses.flatMap((course) => Array<string>(course.rounds ?? DEFAULT_COURSE_ROUNDS).fill(course.name)));
    const firstDay = addDays(member.joinedAt.slice(0, 10), 1);
    const span = Math.max(0, daysBetween(firstDay, lastDay));
    // One round in each equal stretch of the member's weeks, so play is spread over the season.
    const dates = Array.from({ length: target }, (_, index) => {
      const from = Math.floor((index * (span + 1)) / target);
      const to = Math.max(from, Math.floor(((index + 1) * (span + 1)) / target) - 1);
      return addDays(firstDay, prng.int(from, to));
    });
    let holeByHoleShown = false;
    dates.forEach((date, index) => {
      // The demo user is having a good season, so the tour shows podium places and the
      // Under 80 Club; everyone else plays around their handicap, mostly a little above it.
      const form = golfer.isDemo ? prng.int(-7, 2) : prng.int(-4, 7);
      const course = league.courses.find((item) => item.name === slots[index])!;
      const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(PAR + golfer.handicap + form)));
      // The demo user's first round on a course with hole pars was entered hole by hole.
      // In a skins league every card on such a course was entered hole by hole (the skins need them).
      const byHole = (league.skins !== null || (golfer.isDemo && !holeByHoleShown)) && course.holePars !== null;
      if (byHole) holeByHoleShown = true;
      rounds.push({
        id: prng.uuid(),
        userId: member.userId,
        leagueId: league.id,
        course: slots[index],
        score,
        date,
        notes: prng.chance(0.45) ? prng.pick(ROUND_NOTES) : null,
        createdAt: timestamp(date, prng.int(12, 20), prng.int(0, 59)),
        holes: course.holes,
        par: course.par,
        rating: course.rating,
        slope: course.slope,
        holePars: course.holePars,
        strokeIndex: course.strokeIndex,
        holeScores: byHole && course.holePars ? cardFor(score, course.holePars, course.strokeIndex) : null,
      });
      // No random draw for the card: the rest of the world stays as the seed made it.
      if (formatTraits(league.format).holeByHole) rounds[rounds.length - 1].holeScores = demoCard(rounds[rounds.length - 1].score);
    });
  }
  return rounds;
}

interface Slot {
  date: string;
  timeSlot: TimeSlotId;
}

/**
 * Availability over the current and the next calendar week, for running leagues only. Golfers
 * gather on a few popular tee times of each week, so the calendar shows busy slots ('+N more')
 * beside quiet ones; the demo user always has a slot in the week shown first ('You're available').
 */
function makeAvailability(prng: Prng, league: DemoLeague, today: string): DemoAvailability[] {
  if (league.endDate !== null && league.endDate <= today) return [];
  const monday = weekStart(today);
  const slotIn = (firstDay: number): Slot => ({
    date: addDays(monday, prng.int(firstDay, firstDay + 6)),
    timeSlot: prng.pick(TIME_SLOT_IDS),
  });
  const popular = { thisWeek: [slotIn(0), slotIn(0)], nextWeek: [slotIn(7), slotIn(7)] };
  const entries: DemoAvailability[] = [];
  const taken = new Set<string>();
  for (const member of league.members) {
    const slots: Slot[] =
      member.userId === DEMO_USER_ID
        ? [popular.thisWeek[0], popular.nextWeek[0], slotIn(7)]
        : Array.from({ length: prng.int(1, 3) }, () =>
            prng.chance(0.6) ? prng.pick([...popular.thisWeek, ...popular.nextWeek]) : slotIn(prng.pick([0, 7])),
          );
    for (const { date, timeSlot } of slots) {
      const key = `${member.userId}|${date}|${timeSlot}`;
      if (taken.has(key)) continue;
      taken.add(key);
      entries.push({
        id: prng.uuid(),
        userId: member.userId,
        leagueId: league.id,
        date,
        timeSlot,
        preferredCourse: prng.chance(0.5) ? prng.pick(league.courses).name : null,
        notes: prng.chance(0.3) ? prng.pick(AVAILABILITY_NOTES) : null,
        createdAt: timestamp(addDays(today, -prng.int(1, 4)), prng.int(7, 22), prng.int(0, 59)),
      });
    }
  }
  return entries;
}

export function buildDemoWorld(today: string, seed: number = DEMO_SEED): DemoWorld {
  const prng = createPrng(seed);
  const golfers = makeGolfers(prng, today);
  const leagues: DemoLeague[] = [];
  const rounds: DemoRound[] = [];
  const availability: DemoAvailability[] = [];
  for (const blueprint of LEAGUE_BLUEPRINTS) {
    const league = makeLeague(prng, blueprint, golfers, today);
    leagues.push(league);
    rounds.push(...makeRounds(prng, league, blueprint, golfers, today));
    availability.push(...makeAvailability(prng, league, today));
  }
  leagues.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // Newest first, then id descending: the services' order, which the page cursors follow.
  rounds.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { seed, today, golfers, leagues, rounds, availability };
}
