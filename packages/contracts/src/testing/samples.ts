// Sample API objects for tests and the calendar's standalone page, written once: each caller
// overrides only what its case needs (@fairway/contracts/testing).
import type { League, User } from '../api-types';

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
    courses: [
      { name: 'Pebble Creek', rounds: 2 },
      { name: 'Oak Hills', rounds: 3 },
    ],
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
