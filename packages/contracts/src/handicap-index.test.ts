import { byMostRecent, handicapIndex, personalBestRoundIds, scoreDifferential, type HandicapRound } from './handicap-index';

/** Rounds played on consecutive days from 2026-01-01, oldest first. */
function played(scores: number[]): HandicapRound[] {
  return scores.map((score, day) => {
    const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
    return { id: `r${day + 1}`, score, date, createdAt: `${date}T18:00:00.000Z` };
  });
}

const countedIds = (rounds: HandicapRound[]) =>
  handicapIndex(rounds)
    .rounds.filter((round) => round.counted)
    .map((round) => round.id)
    .sort();

describe('handicap index (WHS, rating 72, slope 113)', () => {
  it('a differential is score minus 72 at the neutral rating and slope', () => {
    expect(scoreDifferential(90)).toBe(18);
    expect(scoreDifferential(68)).toBe(-4);
  });

  it('no index below 3 rounds', () => {
    expect(handicapIndex([]).index).toBeNull();
    expect(handicapIndex(played([90, 85])).indexText).toBeNull();
  });

  it('3 rounds: lowest 1 differential minus 2', () => {
    // 90, 85, 95 -> 18, 13, 23; lowest 13; 13 - 2 = 11.0
    const result = handicapIndex(played([90, 85, 95]));
    expect(result).toMatchObject({ index: 11, indexText: '11.0', countedRounds: 1, adjustment: -2 });
    expect(countedIds(played([90, 85, 95]))).toEqual(['r2']);
  });

  it('5 rounds: lowest 1 differential, no adjustment', () => {
    // 16, 20, 12, 18, 14 -> 12.0
    const rounds = played([88, 92, 84, 90, 86]);
    expect(handicapIndex(rounds)).toMatchObject({ indexText: '12.0', countedRounds: 1, adjustment: 0 });
    expect(countedIds(rounds)).toEqual(['r3']);
  });

  it('6 rounds: lowest 2 minus 1', () => {
    // 16, 20, 12, 18, 14, 13 -> (12 + 13) / 2 - 1 = 11.5
    expect(handicapIndex(played([88, 92, 84, 90, 86, 85])).indexText).toBe('11.5');
  });

  it('8 rounds: average of the lowest 2', () => {
    // 8, 13, 7, 18, 16, 10, 23, 12 -> (7 + 8) / 2 = 7.5
    const rounds = played([80, 85, 79, 90, 88, 82, 95, 84]);
    expect(handicapIndex(rounds)).toMatchObject({ index: 7.5, indexText: '7.5', countedRounds: 2 });
    expect(countedIds(rounds)).toEqual(['r1', 'r3']);
  });

  it('9 rounds: lowest 3, rounded half up to one decimal', () => {
    // 8, 13, 7, 18, 16, 10, 23, 12, 8 -> (7 + 8 + 8) / 3 = 7.67 -> 7.7
    expect(handicapIndex(played([80, 85, 79, 90, 88, 82, 95, 84, 80])).indexText).toBe('7.7');
  });

  it('20 rounds: average of the lowest 8', () => {
    // scores 99 down to 80 -> differentials 27..8; lowest 8 are 8..15, sum 92, 92 / 8 = 11.5
    const scores = Array.from({ length: 20 }, (_, i) => 99 - i);
    const rounds = played(scores);
    expect(handicapIndex(rounds)).toMatchObject({ index: 11.5, countedRounds: 8, adjustment: 0 });
    expect(countedIds(rounds)).toEqual(['r13', 'r14', 'r15', 'r16', 'r17', 'r18', 'r19', 'r20']);
  });

  it('25 rounds: only the most recent 20 count', () => {
    // the 5 oldest rounds are even par (differential 0) and must be ignored
    const rounds = played([72, 72, 72, 72, 72, ...Array.from({ length: 20 }, (_, i) => 99 - i)]);
    const result = handicapIndex(rounds);
    expect(result.rounds).toHaveLength(20);
    expect(result.rounds[0].id).toBe('r25');
    expect(result.rounds.some((round) => ['r1', 'r2', 'r3', 'r4', 'r5'].includes(round.id))).toBe(false);
    expect(result.indexText).toBe('11.5');
  });

  it('same day: the round logged later is the more recent one', () => {
    const rounds: HandicapRound[] = [
      { id: 'a', score: 90, date: '2026-03-01', createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'b', score: 90, date: '2026-03-01', createdAt: '2026-03-01T12:00:00.000Z' },
    ];
    expect(handicapIndex(rounds).rounds.map((round) => round.id)).toEqual(['b', 'a']);
  });

  it('plus handicaps go below zero; the WHS maximum 54.0 caps high ones', () => {
    expect(handicapIndex(played([68, 69, 70])).indexText).toBe('-6.0');
    expect(handicapIndex(played([150, 150, 150])).indexText).toBe('54.0');
  });
});

describe('personal best territory', () => {
  it('needs more than 8 strokes better than the index from at least 5 prior rounds', () => {
    // five 90s: index 18.0. 81 (differential 9) is 9 better -> badge.
    // then 82: prior index from six rounds is (9 + 18) / 2 - 1 = 12.5, only 2.5 better -> none
    const rounds = played([90, 90, 90, 90, 90, 81, 82]);
    expect([...personalBestRoundIds(rounds)]).toEqual(['r6']);
  });
  it('exactly 8 better is not enough', () => {
    expect(personalBestRoundIds(played([90, 90, 90, 90, 90, 82])).size).toBe(0);
  });
  it('not before 5 prior rounds', () => {
    expect(personalBestRoundIds(played([90, 90, 90, 90, 70])).size).toBe(0);
  });
  it('is handicapIndex of the rounds before each, on seeded random histories (same days and times too)', () => {
    let seed = 20261123;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * below);
    };
    let flagged = 0;
    for (let history = 0; history < 60; history += 1) {
      const rounds: HandicapRound[] = Array.from({ length: random(45) }, (_, i) => ({
        id: `r${random(1000)}-${i}`,
        score: 60 + random(60),
        date: `2026-0${1 + random(3)}-1${random(10)}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, random(30))).toISOString(),
      }));
      const oldestFirst = [...rounds].sort(byMostRecent).reverse();
      const expected = oldestFirst.filter((round, position) => {
        const prior = position < 5 ? null : handicapIndex(oldestFirst.slice(0, position)).index;
        return prior !== null && prior - scoreDifferential(round.score) > 8;
      });
      const found = personalBestRoundIds(rounds);
      expect([...found].sort()).toEqual(expected.map((round) => round.id).sort());
      flagged += found.size;
    }
    expect(flagged).toBeGreaterThan(10);
  });
});
