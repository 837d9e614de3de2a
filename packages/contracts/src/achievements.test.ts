import { achievements } from './achievements';

const earned = (input: Parameters<typeof achievements>[0]) =>
  achievements(input)
    .filter((item) => item.earned)
    .map((item) => item.title);

describe('achievements', () => {
  it('none for a new golfer', () => {
    expect(earned({ totalRounds: 0, bestRound: null, leagueCount: 0 })).toEqual([]);
  });
  it('thresholds are inclusive: 10 rounds, best 80, 3 leagues', () => {
    expect(earned({ totalRounds: 10, bestRound: 80, leagueCount: 3 })).toEqual(['Consistent Player', 'Under 80 Club', 'Social Golfer']);
    expect(earned({ totalRounds: 9, bestRound: 81, leagueCount: 2 })).toEqual([]);
  });
});
