import { withScore } from './round-aggregates';
import { statsFromAggregate, userStats } from './user-stats';

describe('user statistics', () => {
  it('empty list', () => {
    expect(userStats([])).toEqual({ totalRounds: 0, bestRound: null, averageScore: null });
  });
  it('total, best (lowest) and average to two decimals', () => {
    expect(userStats([80, 90, 85])).toEqual({ totalRounds: 3, bestRound: 80, averageScore: '85.00' });
    expect(userStats([80, 81, 81])).toEqual({ totalRounds: 3, bestRound: 80, averageScore: '80.67' });
  });
  it('rounds half cents up exactly (no floating-point drift)', () => {
    // 617/8 = 77.125 -> 77.13
    expect(userStats([77, 77, 77, 77, 77, 77, 77, 78]).averageScore).toBe('77.13');
    expect(userStats([40]).averageScore).toBe('40.00');
  });
  it('withScore adds one score to an aggregate', () => {
    expect(statsFromAggregate(withScore({ count: 0, sum: 0, min: null }, 95))).toEqual(userStats([95]));
    expect(statsFromAggregate(withScore({ count: 2, sum: 170, min: 80 }, 75))).toEqual(userStats([80, 90, 75]));
  });
});
