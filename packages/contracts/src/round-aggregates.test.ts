import {
  aggregateFromRow,
  aggregateScores,
  aggregateToPar,
  averageToCents,
  averageToTenth,
  mergeAggregates,
  NO_SCORES,
  roundToPar,
  withScore,
} from './round-aggregates';

describe('what a round contributes', () => {
  it('each round counts once toward the count, its score toward the sum and the best (lowest) score', () => {
    expect(aggregateScores([85, 79, 92])).toEqual({ count: 3, sum: 256, min: 79 });
    expect(aggregateScores([])).toEqual({ count: 0, sum: 0, min: null });
    expect(withScore(aggregateScores([85, 79]), 92)).toEqual(aggregateScores([85, 79, 92]));
  });

  it("a league's aggregate is its members' aggregates merged", () => {
    const alice = aggregateScores([85, 79]);
    const bob = aggregateScores([92]);
    expect(mergeAggregates([alice, NO_SCORES, bob])).toEqual(aggregateScores([85, 79, 92]));
    expect(mergeAggregates([])).toEqual(NO_SCORES);
    expect(mergeAggregates([NO_SCORES, NO_SCORES])).toEqual(NO_SCORES);
  });

  it('reads a SQL COUNT/SUM/MIN row, numeric strings and NULLs included', () => {
    expect(aggregateFromRow({ count: '3', sum: '256', min: 79 })).toEqual({ count: 3, sum: 256, min: 79 });
    expect(aggregateFromRow({ count: 0, sum: null, min: null })).toEqual(NO_SCORES);
    expect(aggregateFromRow(null)).toEqual(NO_SCORES);
  });

  it("a player's average: two decimals, half up, exact", () => {
    // 256 / 3 = 85.333... ; 617 / 8 = 77.125 -> 77.13 (a float would risk 77.12)
    expect(averageToCents(aggregateScores([85, 79, 92]))).toBe('85.33');
    expect(averageToCents(aggregateScores([77, 77, 77, 77, 77, 77, 77, 78]))).toBe('77.13');
    expect(averageToCents(aggregateScores([80, 81]))).toBe('80.50');
    expect(averageToCents(NO_SCORES)).toBeNull();
  });

  it("a league's average: one decimal", () => {
    expect(averageToTenth(aggregateScores([85, 79, 92]))).toBe('85.3');
    expect(averageToTenth(aggregateScores([80, 81]))).toBe('80.5');
    expect(averageToTenth(NO_SCORES)).toBeNull();
  });

  it('to-par: score - handicap rounded to the stroke - par, summed over the rounds', () => {
    // handicap 12.5 rounds to 13: 85 - 13 - 72 = 0, 79 -> -6, 92 -> 7
    expect([85, 79, 92].map((score) => roundToPar(score, '12.50'))).toEqual([0, -6, 7]);
    expect(aggregateToPar(aggregateScores([85, 79, 92]), '12.50')).toBe(1);
    // a par-70 course: two strokes more over par per round
    expect(roundToPar(85, '12.50', 70)).toBe(2);
    expect(aggregateToPar(aggregateScores([85, 79, 92]), '12.50', 70)).toBe(7);
    expect(aggregateToPar(NO_SCORES, '12.50')).toBeNull();
  });
});
