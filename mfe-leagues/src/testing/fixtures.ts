import {
  leagueRoundStatisticsOf,
  type LeaderboardEntry,
  type League,
  type LeagueRoundPage,
  type Round,
  type User,
} from '@fairway/contracts';
import { aLeague as aSampleLeague, aUser } from '@fairway/contracts/testing';

export const me: User = aUser({
  email: 'me@example.test',
  lastName: 'Me',
  totalRounds: 0,
  bestRound: null,
  averageScore: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export function aLeague(over: Partial<League> = {}): League {
  return aSampleLeague({
    description: 'Casual rounds',
    creatorName: 'Olive Other',
    maxMembers: 8,
    courses: [
      { name: 'Pebble Creek', rounds: 2 },
      { name: 'Oak Hills', rounds: 1 },
    ],
    isMember: false,
    userPosition: null,
    userRounds: 0,
    userAvgScore: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...over,
  });
}

export function anEntry(userId: string, firstName: string, position: number, over: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    userId,
    position,
    avgScore: '85.00',
    bestScore: 82,
    roundCount: 2,
    totalToPar: position,
    user: { id: userId, firstName, lastName: 'Golfer', handicap: '10.00', profileImageUrl: null },
    ...over,
  };
}

export function aRound(id: string, course: string, score: number, over: Partial<Round> = {}): Round {
  return {
    id,
    userId: 'u-other',
    leagueId: 'l-1',
    course,
    score,
    date: '2026-02-01',
    notes: null,
    createdAt: '2026-02-01T12:00:00.000Z',
    league: { id: 'l-1', name: 'Sunday Swingers' },
    leagueName: 'Sunday Swingers',
    user: { firstName: 'Olive', lastName: 'Other' },
    ...over,
  };
}

/** A league rounds answer: one page of `rounds` (newest first) with the league's figures. */
export function aRoundPage(rounds: Round[], over: Partial<LeagueRoundPage> = {}): LeagueRoundPage {
  return { rounds, nextCursor: null, total: rounds.length, statistics: leagueRoundStatisticsOf(rounds), ...over };
}
