import { leagueCourse, leagueRoundStatisticsOf, type League, type LeagueRoundPage, type Round, type User } from '@fairway/contracts';
import { aLeaderboardEntry, aLeague as aSampleLeague, aRound as aSampleRound, aUser } from '@fairway/contracts/testing';

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
    courses: [leagueCourse('Pebble Creek', 2), leagueCourse('Oak Hills', 1)],
    isMember: false,
    userPosition: null,
    userRounds: 0,
    userAvgScore: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...over,
  });
}

/** A leaderboard row (the shared sample). */
export const anEntry = aLeaderboardEntry;

/** A round by another member, Olive Other, in February 2026. */
export function aRound(id: string, course: string, score: number, over: Partial<Round> = {}): Round {
  return aSampleRound(id, course, score, {
    userId: 'u-other',
    date: '2026-02-01',
    createdAt: '2026-02-01T12:00:00.000Z',
    user: { firstName: 'Olive', lastName: 'Other' },
    ...over,
  });
}

/** A league rounds answer: one page of `rounds` (newest first) with the league's figures. */
export function aRoundPage(rounds: Round[], over: Partial<LeagueRoundPage> = {}): LeagueRoundPage {
  return { rounds, nextCursor: null, total: rounds.length, statistics: leagueRoundStatisticsOf(rounds), ...over };
}
