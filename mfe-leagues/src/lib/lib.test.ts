import { leagueCourse, type League, type Round } from '@fairway/contracts';
import { filterLeagues, isFull, searchLeagues } from './league-filter';
import { ordinal, privacyLabel } from './format';
import { leagueRoundStatisticsOf as leagueStatistics } from '@fairway/contracts';
import { totalRoundsText } from './league-stats';

const league = (over: Partial<League>): League => ({
  id: 'l',
  name: 'League',
  description: null,
  type: 'casual',
  privacy: 'public',
  createdBy: 'u',
  creatorName: 'Ann Archer',
  memberCount: 1,
  maxMembers: 10,
  courses: [],
  endDate: null,
  isActive: true,
  isComplete: false,
  isMember: false,
  userPosition: null,
  userRounds: 0,
  userAvgScore: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('league filter and search', () => {
  const leagues = [
    league({ id: 'a', name: 'Sunday Swingers', creatorName: 'Ann Archer', isMember: true }),
    league({ id: 'b', name: 'Pine Valley', creatorName: 'Bob Birdie' }),
  ];
  it('open = not joined, joined = member, all = everything', () => {
    expect(filterLeagues(leagues, 'open').map((l) => l.id)).toEqual(['b']);
    expect(filterLeagues(leagues, 'joined').map((l) => l.id)).toEqual(['a']);
    expect(filterLeagues(leagues, 'all').map((l) => l.id)).toEqual(['a', 'b']);
  });
  it('searches name or creator case-insensitively', () => {
    expect(searchLeagues(leagues, 'BIRDIE').map((l) => l.id)).toEqual(['b']);
    expect(searchLeagues(leagues, 'swing').map((l) => l.id)).toEqual(['a']);
    expect(searchLeagues(leagues, '  ').map((l) => l.id)).toEqual(['a', 'b']);
    expect(searchLeagues(leagues, 'zzz')).toEqual([]);
  });
  it('knows a full league', () => {
    expect(isFull({ memberCount: 5, maxMembers: 5 })).toBe(true);
    expect(isFull({ memberCount: 4, maxMembers: 5 })).toBe(false);
  });
});

describe('formats', () => {
  it('labels privacy and positions', () => {
    expect(privacyLabel('invite')).toBe('Invite Only');
    expect(privacyLabel('public')).toBe('Public');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });
});

describe('league statistics', () => {
  const round = (course: string, score: number): Round => ({
    id: `${course}${score}`,
    userId: 'u',
    leagueId: 'l',
    course,
    score,
    date: '2026-01-01',
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  it('computes best (lowest), one-decimal average and most popular course', () => {
    expect(leagueStatistics([round('Oak', 90), round('Pine', 81), round('Pine', 84)])).toEqual({
      totalRounds: 3,
      bestScore: 81,
      averageScore: '85.0',
      mostPopularCourse: 'Pine',
    });
    expect(leagueStatistics([round('Oak', 85), round('Pine', 86)]).averageScore).toBe('85.5');
  });
  it('breaks a tie for most popular course alphabetically (the services do the same in SQL)', () => {
    expect(leagueStatistics([round('Pine', 80), round('Oak', 82)]).mostPopularCourse).toBe('Oak');
  });
  it('says N/A without rounds', () => {
    expect(leagueStatistics([])).toEqual({ totalRounds: 0, bestScore: null, averageScore: null, mostPopularCourse: 'N/A' });
  });
  it("totals rounds as 'X of members*N'", () => {
    expect(totalRoundsText(4, 3, [leagueCourse('A', 2), leagueCourse('B', 1)])).toBe('4 of 9');
  });
});
