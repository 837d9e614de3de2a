import { byMostRecent, handicapIndex, personalBestRoundIds, type HandicapRound } from './handicap-index';

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
    const result = handicapIndex(played([90, 68]));
    expect(result.rounds.map((round) => round.differential)).toEqual([-4, 18]);
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
    // the 5 oldest rounds (differential 78) must be ignored
    const rounds = played([150, 150, 150, 150, 150, ...Array.from({ length: 20 }, (_, i) => 99 - i)]);
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

  it('plus indexes go below zero and show as +; the WHS maximum 54.0 caps high ones', () => {
    expect(handicapIndex(played([68, 69, 70]))).toMatchObject({ index: -6, indexText: '+6.0' });
    expect(handicapIndex(played([150, 150, 150])).indexText).toBe('54.0');
  });

  it('never goes below the plus limit -10.0, however low the differentials (an over-rated course)', () => {
    // differentials -32 each: lowest 1 less 2.0 is -34.0, held at -10.0
    const result = handicapIndex(played([40, 40, 40]));
    expect(result).toMatchObject({ index: -10, indexText: '+10.0' });
    // at the limit: 64s -> -8.0 less 2.0 = -10.0; 66s -> -6.0 less 2.0 = -8.0
    expect(handicapIndex(played([64, 64, 64])).index).toBe(-10);
    expect(handicapIndex(played([66, 66, 66])).index).toBe(-8);
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
  it('is handicapIndex of the rounds of earlier days, on seeded random histories (same days and times too)', () => {
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
        const earlierDays = oldestFirst.filter((other) => other.date < round.date);
        const prior = position < 5 ? null : handicapIndex(earlierDays).index;
        return prior !== null && prior - (round.score - 72) > 8;
      });
      const found = personalBestRoundIds(rounds);
      expect([...found].sort()).toEqual(expected.map((round) => round.id).sort());
      flagged += found.size;
    }
    expect(flagged).toBeGreaterThan(10);
  });
});

/** 18-hole rounds on consecutive days from 2026-01-01 at a rated course. */
function at(course: Partial<HandicapRound>, scores: number[], firstDay = 0): HandicapRound[] {
  return played(scores).map((round, i) => {
    const date = new Date(Date.UTC(2026, 0, 1 + firstDay + i)).toISOString().slice(0, 10);
    return { ...round, ...course, id: `${course.holes ?? 18}-${firstDay + i}`, date, createdAt: `${date}T18:00:00.000Z` };
  });
}

describe('the complete WHS-style index', () => {
  it('exceptional score: five 90s then a 78 (12 below the index) -> 9.0', () => {
    const result = handicapIndex(played([90, 90, 90, 90, 90, 78]));
    expect(result.index).toBe(9);
    const newest = result.rounds[0];
    expect(newest).toMatchObject({ id: 'r6', differential: 6, esr: 2, exceptional: { belowIndex: 12, reduction: 2 }, indexBefore: 18 });
    expect(result.rounds.every((round) => round.esr === 2)).toBe(true);
  });

  it('ESR of 1.0 at 7.0 below, and reductions add up', () => {
    // five 90s (18.0); 81 is 9.0 below -> -1 each: 17 x5, 8 -> (8 + 17) / 2 - 1 = 11.5
    expect(handicapIndex(played([90, 90, 90, 90, 90, 81])).index).toBe(11.5);
    // then 73 (1.0) is 10.5 below 11.5 -> a further -2 on all seven: 15 x5, 6, -1 -> lowest 2 avg = 2.5
    const result = handicapIndex(played([90, 90, 90, 90, 90, 81, 73]));
    expect(result.rounds.map((round) => round.esr)).toEqual([2, 3, 3, 3, 3, 3, 3]);
    expect(result.index).toBe(2.5);
  });

  it('hard cap: 20 x 80 then 20 x 100 within a year -> 13.0', () => {
    const result = handicapIndex(played([...Array(20).fill(80), ...Array(20).fill(100)]));
    expect(result).toMatchObject({ index: 13, indexText: '13.0', cap: 'hard', lowIndex: 8, uncappedIndex: 28 });
  });

  it('soft cap: 20 x 80, 8 x 84, 12 x 90 -> 11.5', () => {
    const result = handicapIndex(played([...Array(20).fill(80), ...Array(8).fill(84), ...Array(12).fill(90)]));
    expect(result).toMatchObject({ index: 11.5, cap: 'soft', lowIndex: 8, uncappedIndex: 12 });
  });

  it('the low index is the lowest in effect in the 365 days before the newest day', () => {
    const early = played(Array(20).fill(80)); // 8.0 from 2026-01-20
    const later = at({}, Array(20).fill(100), 500);
    // nothing changed the 8.0 until the 100s: it was in effect in the window
    expect(handicapIndex([...early, ...later])).toMatchObject({ index: 13, cap: 'hard', lowIndex: 8 });
    // 90s raised it to 13.0 (hard cap over 8.0) by day 50; over 365 days later 8.0 is out of the window
    const middle = at({}, Array(20).fill(90), 30);
    const result = handicapIndex([...early, ...middle, ...later]);
    expect(result).toMatchObject({ lowIndex: 13, cap: 'hard', index: 18, uncappedIndex: 28 });
  });

  it('rating and slope: (113 / slope) x (score - rating)', () => {
    const result = handicapIndex(at({ rating: 71.2, slope: 125, par: 72 }, [85, 85, 85]));
    expect(result.rounds[0]).toMatchObject({ rating: 71.2, slope: 125, par: 72, holes: 18, adjustedGross: 85, differential: 12.5 });
    expect(result.index).toBe(10.5);
  });

  it('before an index, two 9-hole rounds combine into one 18-hole differential', () => {
    const nines = [
      ...at({ holes: 9, par: 36, rating: 35.5, slope: 125 }, [45]),
      ...at({ holes: 9, par: 36, rating: 36, slope: 121 }, [47], 1),
    ];
    const result = handicapIndex(nines);
    // Rule 5.1b: 113 / 125 x 9.5 = 8.588 plus 113 / 121 x 11 = 10.273 -> 18.861 -> 18.9
    expect(result.rounds.map((round) => [round.differential, round.combinedWith])).toEqual([
      [18.9, '9-0'],
      [18.9, '9-1'],
    ]);
    const one = handicapIndex(nines.slice(0, 1));
    expect(one.rounds).toHaveLength(1);
    expect(one.rounds[0].differential).toBeNull();
  });

  it('with an index, a 9-hole round takes the expected score and is never paired', () => {
    // a nine before any index waits; three 90s then make 16.0, and from then on no nine pairs
    const nine = { holes: 9, par: 36, rating: 35.5, slope: 125 };
    const waitingNine = at(nine, [45]);
    const rounds = [...waitingNine, ...at({}, [90, 90, 90], 1), ...at(nine, [45], 4)];
    const result = handicapIndex(rounds);
    const [later, , , , first] = result.rounds;
    // the nine that waited took the expected score of the first index (16.0) when it came:
    // 8.588 + 9.52 = 18.1, and the four differentials make 18.0 - 1.0 = 17.0
    expect(first).toMatchObject({ holes: 9, combinedWith: null, indexBefore: null, expectedNine: 9.52, differential: 18.1 });
    // the later nine: 8.588 + (0.52 x 17 + 1.2 = 10.04) = 18.6, not paired with the first
    expect(later).toMatchObject({ holes: 9, combinedWith: null, indexBefore: 17, expectedNine: 10.04, differential: 18.6 });
  });

  it('with an index, a 9-hole round adds the expected 9-hole differential', () => {
    // three 90s -> 16.0; 45 on 35.5/125: 8.588 + (0.52 x 16 + 1.2 = 9.52) = 18.1
    const rounds = [...played([90, 90, 90]), ...at({ holes: 9, par: 36, rating: 35.5, slope: 125 }, [45], 3)];
    const result = handicapIndex(rounds);
    expect(result.rounds[0]).toMatchObject({ holes: 9, differential: 18.1, indexBefore: 16, expectedNine: 9.52 });
  });

  it('hole-by-hole rounds apply net double bogey per hole', () => {
    const holePars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
    const strokeIndex = [1, 3, 5, 7, 9, 11, 13, 15, 17, 2, 4, 6, 8, 10, 12, 14, 16, 18];
    const holeScores = holePars.map((par) => par + 1);
    holeScores[0] = 12;
    const score = holeScores.reduce((a, b) => a + b, 0); // 97
    const course = { holePars, strokeIndex, par: 72, rating: 72, slope: 113 };
    const rounds = at({ ...course, holeScores, score }, [score, score, score, score]);
    const result = handicapIndex(rounds);
    const [fourth, , , first] = result.rounds;
    // no index yet: hole 1 at most par + 5 = 9 -> 94
    expect(first).toMatchObject({ score: 97, adjustedGross: 94, differential: 22 });
    // index 20.0 after three (22 - 2): course handicap 20 -> SI 1 gets 2: at most 4 + 2 + 2 = 8 -> 93
    expect(fourth).toMatchObject({ indexBefore: 20, adjustedGross: 93, differential: 21 });
  });
});
