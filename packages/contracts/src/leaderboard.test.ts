import {
  computeLeaderboard,
  computeLeaderboardFromStats,
  scoreStatsOf,
  formatHandicap,
  formatToPar,
  positionOf,
  rankAt,
  toParTone,
  type LeaderboardMember,
} from './leaderboard';
import { roundHandicap, roundToPar, totalToPar } from './round-aggregates';

const member = (userId: string, handicap: string | number | null): LeaderboardMember => ({
  userId,
  firstName: userId.toUpperCase(),
  lastName: 'Player',
  handicap,
  profileImageUrl: null,
});

describe('roundHandicap', () => {
  it('rounds to the nearest whole stroke', () => {
    expect(roundHandicap('12.40')).toBe(12);
    expect(roundHandicap('12.60')).toBe(13);
    expect(roundHandicap(7.49)).toBe(7);
  });
  it('rounds .5 upward, toward the higher number, for plus handicaps too', () => {
    expect(roundHandicap('12.50')).toBe(13);
    expect(roundHandicap('0.50')).toBe(1);
    expect(roundHandicap('-2.50')).toBe(-2);
    expect(roundHandicap('-2.51')).toBe(-3);
    expect(roundHandicap('-0.50')).toBe(0);
    expect(roundHandicap('-0.40')).toBe(0);
    expect(Object.is(roundHandicap('-0.40'), -0)).toBe(false);
  });
  it('treats a missing handicap as 0', () => {
    expect(roundHandicap(null)).toBe(0);
    expect(roundHandicap(undefined)).toBe(0);
    expect(roundHandicap('')).toBe(0);
  });
});

describe('to-par', () => {
  it('is score - round(handicap) - 72 per round', () => {
    expect(roundToPar(90, '18.00')).toBe(0);
    expect(roundToPar(85, '12.50')).toBe(0);
    expect(roundToPar(70, '-2.50')).toBe(0);
    expect(roundToPar(100, 0)).toBe(28);
  });
  it('sums the rounds and is null without rounds', () => {
    expect(totalToPar([80, 87], '10.40')).toBe(3);
    expect(totalToPar([], '10.40')).toBeNull();
  });
  it('formats and colours figures with the spec thresholds', () => {
    expect(formatToPar(3)).toBe('+3');
    expect(formatToPar(-2)).toBe('-2');
    expect(formatToPar(0)).toBe('E');
    expect(formatToPar(null)).toBe('N/A');
    expect(toParTone(0, 'total')).toBe('red');
    expect(toParTone(10, 'total')).toBe('yellow');
    expect(toParTone(11, 'total')).toBe('green');
    expect(toParTone(5, 'round')).toBe('yellow');
    expect(toParTone(6, 'round')).toBe('green');
    expect(toParTone(-4, 'round')).toBe('red');
  });
  it('presents the handicap as a two-decimal numeric string', () => {
    expect(formatHandicap('12.4')).toBe('12.40');
    expect(formatHandicap(-2.5)).toBe('-2.50');
    expect(formatHandicap(null)).toBe('0.00');
  });
});

describe('computeLeaderboard', () => {
  // Hand-computed table (join order a, b, c, d, e, f):
  //   a hcp 12.50 -> 13: 85 -> 0, 90 -> +5 = 5; avg 87.50 best 85
  //   b hcp -2.50 -> -2: 70 -> 0 = 0
  //   c hcp 10.40 -> 10: 80 -> -2, 87 -> +5 = 3
  //   d no rounds
  //   e hcp 7.60 -> 8: 85 -> +5 = 5 (ties a; a joined first so is listed first)
  //   f no rounds
  //   g is not a member: ignored
  const members = [
    member('a', '12.50'),
    member('b', '-2.50'),
    member('c', '10.40'),
    member('d', '0.00'),
    member('e', '7.60'),
    member('f', 5),
  ];
  const rounds = [
    { userId: 'a', score: 85 },
    { userId: 'c', score: 80 },
    { userId: 'b', score: 70 },
    { userId: 'a', score: 90 },
    { userId: 'e', score: 85 },
    { userId: 'g', score: 60 },
    { userId: 'c', score: 87 },
  ];

  it('equals the hand-computed table', () => {
    const table = computeLeaderboard(members, rounds).map((e) => [
      e.userId,
      e.position,
      e.totalToPar,
      e.roundCount,
      e.avgScore,
      e.bestScore,
      e.user.handicap,
    ]);
    expect(table).toEqual([
      ['b', 1, 0, 1, '70.00', 70, '-2.50'],
      ['c', 2, 3, 2, '83.50', 80, '10.40'],
      ['a', 3, 5, 2, '87.50', 85, '12.50'],
      ['e', 3, 5, 1, '85.00', 85, '7.60'],
      ['d', 5, null, 0, null, null, '0.00'],
      ['f', 6, null, 0, null, null, '5.00'],
    ]);
  });

  it('gives tied leaders the same rank and skips the next (1, 1, 3)', () => {
    const table = computeLeaderboard(
      [member('x', 0), member('y', 0), member('z', 0)],
      [
        { userId: 'z', score: 80 },
        { userId: 'y', score: 75 },
        { userId: 'x', score: 75 },
      ],
    );
    expect(table.map((e) => [e.userId, e.position])).toEqual([
      ['x', 1],
      ['y', 1],
      ['z', 3],
    ]);
  });

  it('puts everyone at their list position when nobody has rounds', () => {
    const table = computeLeaderboard([member('p', 1), member('q', 2)], []);
    expect(table.map((e) => [e.userId, e.position, e.totalToPar])).toEqual([
      ['p', 1, null],
      ['q', 2, null],
    ]);
  });

  it('carries the user summary', () => {
    const [entry] = computeLeaderboard([member('a', '3.00')], []);
    expect(entry.user).toEqual({ id: 'a', firstName: 'A', lastName: 'Player', handicap: '3.00', profileImageUrl: null });
  });

  it('finds the caller position', () => {
    const table = computeLeaderboard(members, rounds);
    expect(positionOf(table, 'e')).toBe(3);
    expect(positionOf(table, 'g')).toBeNull();
    expect(positionOf(table, null)).toBeNull();
  });
});

describe('rankAt', () => {
  it('counts only earlier-listed members with a strictly lower total', () => {
    const list = [{ totalToPar: 2 }, { totalToPar: -1 }, { totalToPar: 2 }, { totalToPar: null }];
    expect(rankAt(list, 0)).toBe(1);
    expect(rankAt(list, 1)).toBe(1);
    expect(rankAt(list, 2)).toBe(2);
    expect(rankAt(list, 3)).toBe(4);
  });
});

describe('computeLeaderboardFromStats', () => {
  it('matches the per-round computation', () => {
    const members = [member('a', '12.50'), member('b', '-2.50'), member('c', '10.40')];
    const rounds = [
      { userId: 'a', score: 85 },
      { userId: 'a', score: 90 },
      { userId: 'b', score: 70 },
      { userId: 'b', score: 101 },
    ];
    expect(computeLeaderboardFromStats(members, scoreStatsOf(rounds))).toEqual(computeLeaderboard(members, rounds));
    expect(scoreStatsOf(rounds)).toEqual([
      { userId: 'a', roundCount: 2, scoreSum: 175, bestScore: 85 },
      { userId: 'b', roundCount: 2, scoreSum: 171, bestScore: 70 },
    ]);
  });
});

describe('average score', () => {
  it('rounds half up to cents like the stored user statistics', () => {
    const [entry] = computeLeaderboard(
      [member('a', 0)],
      [80, 81, 81].map((score) => ({ userId: 'a', score })),
    );
    expect(entry.avgScore).toBe('80.67');
    const [even] = computeLeaderboard(
      [member('b', 0)],
      [80, 81].map((score) => ({ userId: 'b', score })),
    );
    expect(even.avgScore).toBe('80.50');
  });
});
