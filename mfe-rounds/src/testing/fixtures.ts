// Small API answers for the rounds remote's component tests.
import type { Course, League, Member, Round, User } from '@fairway/contracts';
import { aLeague as aSampleLeague, aUser } from '@fairway/contracts/testing';

export const me: User = aUser();

export function aLeague(overrides: Partial<League> = {}): League {
  return aSampleLeague(overrides);
}

export const courses: Course[] = [
  { name: 'Pebble Creek', rounds: 2 },
  { name: 'Oak Hills', rounds: 3 },
];

export function aRound(id: string, course: string, score: number, overrides: Partial<Round> = {}): Round {
  return {
    id,
    userId: me.id,
    leagueId: 'l-1',
    course,
    score,
    date: '2025-05-01',
    notes: null,
    createdAt: '2025-05-01T12:00:00.000Z',
    league: { id: 'l-1', name: 'Sunday Swingers' },
    leagueName: 'Sunday Swingers',
    user: { firstName: me.firstName, lastName: me.lastName },
    ...overrides,
  };
}

export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 'm-1',
    userId: me.id,
    leagueId: 'l-1',
    isAdmin: false,
    joinedAt: '2025-01-02T10:00:00.000Z',
    user: { id: me.id, firstName: me.firstName, lastName: me.lastName, handicap: me.handicap, profileImageUrl: null },
    roundCount: 2,
    ...overrides,
  };
}
