// The API answers of the demo world, derived from its raw rows with the same shared rules and in
// the same shapes as the services (leagues: services/leagues/src/domain/league-view.ts, rounds:
// services/data/src/queries/rounds.ts, users: services/auth/src/domain/public-user.ts), so every
// screen reads demo data exactly as it reads real data.
import {
  formatTraits,
  leagueTable,
  memberRoundPoints,
  memberStanding,
  leagueWindows,
  windowOf,
  formatHandicap,
  handicapIndex,
  isLeagueComplete,
  TIME_SLOT_IDS,
  userStats,
  type Availability,
  type Course,
  type HandicapIndexResponse,
  type LeaderboardEntry,
  type League,
  type Member,
  type Round,
  type TimeSlotId,
  type User,
} from '@fairway/contracts';
import { withDemoSignals } from './world-signals';
import type { DemoAvailability, DemoGolfer, DemoLeague, DemoRound, DemoWorld } from './world-rows';

export type LeagueScope = 'all' | 'my' | 'available';

function golfer(world: DemoWorld, id: string): DemoGolfer {
  const found = world.golfers.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Demo world has no golfer ${id}`);
  return found;
}

/** A golfer as GET /api/auth/user shows a user: statistics recomputed from their rounds. */
export function userOf(world: DemoWorld, id: string): User {
  const person = golfer(world, id);
  const stats = userStats(world.rounds.filter((round) => round.userId === id).map((round) => round.score));
  return {
    id: person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    profileImageUrl: person.profileImageUrl,
    handicap: formatHandicap(person.handicap),
    totalRounds: stats.totalRounds,
    bestRound: stats.bestRound,
    averageScore: stats.averageScore,
    ...(person.isDemo ? { isDemo: true } : {}),
    createdAt: person.createdAt,
    updatedAt: person.createdAt,
  };
}

export function findLeague(world: DemoWorld, id: string): DemoLeague | undefined {
  return world.leagues.find((league) => league.id === id);
}

export function isMember(league: DemoLeague, userId: string): boolean {
  return league.members.some((member) => member.userId === userId);
}

/** Public leagues and the viewer's own; an invite-only league is hidden from everyone else. */
export function isVisible(league: DemoLeague, viewerId: string): boolean {
  return league.privacy === 'public' || isMember(league, viewerId);
}

function roundsOfLeague(world: DemoWorld, leagueId: string): DemoRound[] {
  return world.rounds.filter((round) => round.leagueId === leagueId);
}

/** The league's standings from the standings engine over the world's rows, as the leagues
 * service answers them (every golfer's rounds for the index before each round); with `week`
 * (any day of it), that week's table. */
export function standingsOf(world: DemoWorld, league: DemoLeague, week?: string): LeaderboardEntry[] {
  const members = league.members.map((member) => {
    const { id, firstName, lastName, handicap, profileImageUrl } = golfer(world, member.userId);
    return { userId: id, firstName, lastName, handicap, profileImageUrl };
  });
  const ids = new Set(members.map((member) => member.userId));
  return leagueTable({
    leagueId: league.id,
    settings: { format: league.format, options: league.formatOptions, startDate: league.startDate, endDate: league.endDate },
    today: world.today,
    members,
    rounds: world.rounds.filter((round) => ids.has(round.userId)).map((round) => ({ ...round, confirmed: false })),
    ...(week ? { week } : {}),
  });
}

/** A member's rounds in the league, each hole-by-hole card with its points as the engine scores it. */
export function memberRoundsWithPoints(world: DemoWorld, league: DemoLeague, userId: string): Round[] {
  const { id, firstName, lastName, handicap, profileImageUrl } = golfer(world, userId);
  const history = world.rounds.filter((round) => round.userId === userId).map((round) => ({ ...round, confirmed: false }));
  const points = memberRoundPoints(league.id, { userId: id, firstName, lastName, handicap, profileImageUrl }, history);
  return roundList(world, { leagueId: league.id, userId }).map((round) => ({ ...round, points: points.get(round.id) ?? null }));
}

export function coursesOf(league: DemoLeague): Course[] {
  return league.courses.map((course) => ({ ...course }));
}

export function leagueView(world: DemoWorld, league: DemoLeague, viewerId: string): League {
  const leaderboard = standingsOf(world, league);
  const own = leaderboard.find((entry) => entry.userId === viewerId);
  const creator = golfer(world, league.createdBy);
  const courses = coursesOf(league);
  return {
    id: league.id,
    name: league.name,
    description: league.description,
    type: league.type,
    privacy: league.privacy,
    createdBy: league.createdBy,
    creatorName: `${creator.firstName} ${creator.lastName}`,
    memberCount: leaderboard.length,
    maxMembers: league.maxMembers,
    courses,
    endDate: league.endDate,
    isActive: league.isActive,
    isComplete: isLeagueComplete(
      { endDate: league.endDate, courses, memberRoundCounts: leaderboard.map((entry) => entry.roundCount) },
      world.today,
    ),
    isMember: own !== undefined,
    userPosition: own?.position ?? null,
    userRounds: own?.roundCount ?? 0,
    userAvgScore: own?.avgScore ?? null,
    createdAt: league.createdAt,
    updatedAt: league.updatedAt,
    format: league.format,
    formatOptions: league.formatOptions,
    startDate: league.startDate,
    currentWindow: formatTraits(league.format).usesWindows
      ? windowOf(
          leagueWindows({
            options: league.formatOptions,
            startDate: league.startDate,
            endDate: league.endDate,
            today: world.today,
            rounds: [],
          }),
          world.today,
        )
      : null,
    season: 1,
    previousLeagueId: null,
    nextLeagueId: null,
    isAdmin: league.createdBy === viewerId || league.members.some((member) => member.userId === viewerId && member.isAdmin),
    skins: league.skins,
  };
}

/** GET /api/leagues, /my and /available: visible leagues, newest first; available = active and not ended. */
export function leagueList(world: DemoWorld, viewerId: string, scope: LeagueScope): League[] {
  return world.leagues
    .filter((league) => isVisible(league, viewerId))
    .filter((league) => scope !== 'my' || isMember(league, viewerId))
    .filter((league) => scope !== 'available' || (league.isActive && (league.endDate === null || league.endDate > world.today)))
    .map((league) => leagueView(world, league, viewerId));
}

export function memberView(world: DemoWorld, league: DemoLeague, userId: string): Member | undefined {
  const membership = league.members.find((member) => member.userId === userId);
  if (!membership) return undefined;
  const person = golfer(world, userId);
  return {
    id: membership.id,
    userId,
    leagueId: league.id,
    isAdmin: membership.isAdmin,
    joinedAt: membership.joinedAt,
    user: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      handicap: formatHandicap(person.handicap),
      profileImageUrl: person.profileImageUrl,
    },
    roundCount: roundsOfLeague(world, league.id).filter((round) => round.userId === userId).length,
  };
}

/** GET /api/leagues/{id}/members/{memberId}: the member with their leaderboard entry in short. */
export function memberAnswer(world: DemoWorld, league: DemoLeague, userId: string): Member | undefined {
  const member = memberView(world, league, userId);
  return member && { ...member, standing: memberStanding(standingsOf(world, league), userId) };
}

/** Members in join order. */
export function memberList(world: DemoWorld, league: DemoLeague): Member[] {
  return league.members.map((member) => memberView(world, league, member.userId)!);
}

export function roundView(world: DemoWorld, round: DemoRound): Round {
  const league = findLeague(world, round.leagueId)!;
  const person = golfer(world, round.userId);
  return {
    id: round.id,
    userId: round.userId,
    leagueId: round.leagueId,
    course: round.course,
    score: round.score,
    date: round.date,
    notes: round.notes,
    createdAt: round.createdAt,
    ...playedFigures(round),
    league: { id: league.id, name: league.name },
    leagueName: league.name,
    user: { firstName: person.firstName, lastName: person.lastName },
  };
}

type PlayedFigures = Pick<DemoRound, 'holes' | 'par' | 'rating' | 'slope' | 'holePars' | 'strokeIndex' | 'holeScores'>;

/** The tee figures a round was played under and its hole scores, as a round and the index carry them. */
function playedFigures<R extends Partial<PlayedFigures>>(round: R): Pick<R, keyof PlayedFigures> {
  const { holes, par, rating, slope, holePars, strokeIndex, holeScores } = round;
  return { holes, par, rating, slope, holePars, strokeIndex, holeScores };
}

/** Newest first (the world keeps its rounds in that order), optionally one league and/or one user. */
export function roundList(world: DemoWorld, filter: { leagueId?: string; userId?: string }): Round[] {
  return withDemoSignals(
    world,
    world.rounds
      .filter((round) => filter.leagueId === undefined || round.leagueId === filter.leagueId)
      .filter((round) => filter.userId === undefined || round.userId === filter.userId)
      .map((round) => roundView(world, round)),
  );
}

function availabilityView(world: DemoWorld, entry: DemoAvailability): Availability {
  const person = golfer(world, entry.userId);
  return {
    id: entry.id,
    userId: entry.userId,
    leagueId: entry.leagueId,
    date: entry.date,
    timeSlot: entry.timeSlot,
    preferredCourse: entry.preferredCourse,
    notes: entry.notes,
    user: { firstName: person.firstName, lastName: person.lastName },
    createdAt: entry.createdAt,
    updatedAt: entry.createdAt,
  };
}

const slotOrder = (id: string) => TIME_SLOT_IDS.indexOf(id as TimeSlotId);

/** A league's availability by day, slot, then first come first (as the calendar service lists
 * it), optionally within an inclusive from/to range. */
export function availabilityList(world: DemoWorld, leagueId: string, range: { from?: string; to?: string } = {}): Availability[] {
  return world.availability
    .filter((entry) => entry.leagueId === leagueId)
    .filter((entry) => (range.from === undefined || entry.date >= range.from) && (range.to === undefined || entry.date <= range.to))
    .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.timeSlot) - slotOrder(b.timeSlot) || a.createdAt.localeCompare(b.createdAt))
    .map((entry) => availabilityView(world, entry));
}

/** The user's handicap index from their rounds (GET /api/rounds/handicap-index), by the same rule. */
export function handicapIndexOf(world: DemoWorld, userId: string): HandicapIndexResponse {
  return handicapIndex(
    roundList(world, { userId }).map((round) => ({
      id: round.id,
      score: round.score,
      date: round.date,
      createdAt: round.createdAt,
      course: round.course,
      leagueName: round.leagueName ?? '',
      ...playedFigures(round),
    })),
  );
}
