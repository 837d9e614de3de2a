// Sample API objects for tests and the calendar's standalone page, written once: each caller
// overrides only what its case needs (@fairway/contracts/testing). A remote's fixtures module
// holds only its own default values on top of these.
import type { Availability, LeaderboardEntry, League, Member, Round, User } from '../api-types';
import { leagueCourse } from '../whs';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-me',
    email: 'morgan@example.test',
    firstName: 'Morgan',
    lastName: 'Reed',
    profileImageUrl: null,
    handicap: '12.40',
    totalRounds: 3,
    bestRound: 78,
    averageScore: '84.33',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aLeague(overrides: Partial<League> = {}): League {
  return {
    id: 'l-1',
    name: 'Sunday Swingers',
    description: null,
    type: 'casual',
    privacy: 'public',
    createdBy: 'u-other',
    creatorName: 'Olive Golfer',
    memberCount: 2,
    maxMembers: 10,
    courses: [leagueCourse('Pebble Creek', 2), leagueCourse('Oak Hills', 3)],
    endDate: null,
    isActive: true,
    isComplete: false,
    isMember: true,
    userPosition: 1,
    userRounds: 2,
    userAvgScore: '82.00',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A round of the default user (aUser) in the default league (aLeague). */
export function aRound(id: string, course: string, score: number, overrides: Partial<Round> = {}): Round {
  return {
    id,
    userId: 'u-me',
    leagueId: 'l-1',
    course,
    score,
    date: '2025-05-01',
    notes: null,
    createdAt: '2025-05-01T12:00:00.000Z',
    league: { id: 'l-1', name: 'Sunday Swingers' },
    leagueName: 'Sunday Swingers',
    user: { firstName: 'Morgan', lastName: 'Reed' },
    ...overrides,
  };
}

/** The default user's membership of the default league. */
export function aMember(overrides: Partial<Member> = {}): Member {
  const user = aUser();
  return {
    id: 'm-1',
    userId: user.id,
    leagueId: 'l-1',
    isAdmin: false,
    joinedAt: '2025-01-02T10:00:00.000Z',
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, handicap: user.handicap, profileImageUrl: null },
    roundCount: 2,
    ...overrides,
  };
}

/** A leaderboard row of `firstName` Golfer at `position` (to par = position). */
export function aLeaderboardEntry(
  userId: string,
  firstName: string,
  position: number,
  overrides: Partial<LeaderboardEntry> = {},
): LeaderboardEntry {
  // A total-to-par league's entry: its figure is the total to par.
  const totalToPar = overrides.totalToPar === undefined ? position : overrides.totalToPar;
  return {
    userId,
    position,
    avgScore: '85.00',
    bestScore: 82,
    roundCount: 2,
    totalToPar,
    user: { id: userId, firstName, lastName: 'Golfer', handicap: '10.00', profileImageUrl: null },
    format: 'total-to-par',
    formatValue: totalToPar,
    ...overrides,
  };
}

/** An availability entry in the default league. */
export function anAvailability(
  overrides: Partial<Availability> & Pick<Availability, 'id' | 'userId' | 'date' | 'timeSlot' | 'user'>,
): Availability {
  return {
    leagueId: 'l-1',
    preferredCourse: null,
    notes: null,
    createdAt: '2026-02-20T10:00:00.000Z',
    updatedAt: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}
