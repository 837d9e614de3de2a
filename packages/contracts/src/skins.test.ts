import { skinsSettingsSchema, contestSchema } from './schemas/skins';
import {
  formatSkinsAmount,
  skinsGame,
  skinsHoleReason,
  skinsMoney,
  skinsPlayingHandicap,
  type SkinsCard,
  type SkinsHoleInput,
} from './skins';
import { courseRatingsOf } from './whs';

/** Holes 1..n, par 4, stroke index = hole number unless given. */
const holesOf = (n: number, strokeIndex?: number[]): SkinsHoleInput[] =>
  Array.from({ length: n }, (_, at) => ({ hole: at + 1, par: 4, strokeIndex: strokeIndex?.[at] ?? at + 1 }));
const card = (userId: string, holeScores: number[], playingHandicap = 0, strokeIndex: number[] | null = null): SkinsCard => ({
  userId,
  holeScores,
  playingHandicap,
  strokeIndex,
});
const gross = { mode: 'gross' as const, carryover: true, buyIn: 0 };
const summary = (result: ReturnType<typeof skinsGame>) => result.holes.map((hole) => [hole.winner, hole.worth, hole.carried]);

describe('skinsGame: who wins each hole', () => {
  it.each([
    {
      name: 'a sole lowest score wins one skin',
      cards: [card('a', [3, 4, 4]), card('b', [4, 4, 5])],
      carryover: true,
      holes: [
        ['a', 1, 0],
        [null, 0, 0],
        ['a', 2, 1],
      ],
      skins: { a: 3 },
      unclaimed: 0,
    },
    {
      name: 'ties carry into the last hole and the last hole takes them all',
      cards: [card('a', [4, 4, 3]), card('b', [4, 4, 4])],
      carryover: true,
      holes: [
        [null, 0, 0],
        [null, 0, 1],
        ['a', 3, 2],
      ],
      skins: { a: 3 },
      unclaimed: 0,
    },
    {
      name: 'skins still carried after the last hole are unclaimed',
      cards: [card('a', [3, 4, 4]), card('b', [4, 4, 4])],
      carryover: true,
      holes: [
        ['a', 1, 0],
        [null, 0, 0],
        [null, 0, 1],
      ],
      skins: { a: 1 },
      unclaimed: 2,
    },
    {
      name: 'without carryover a tie wins nothing and the next hole is worth one',
      cards: [card('a', [4, 3, 4]), card('b', [4, 4, 4])],
      carryover: false,
      holes: [
        [null, 0, 0],
        ['a', 1, 0],
        [null, 0, 0],
      ],
      skins: { a: 1 },
      unclaimed: 2,
    },
    {
      name: 'a tie for lowest among three wins nothing even when a third is higher',
      cards: [card('a', [3]), card('b', [3]), card('c', [5])],
      carryover: true,
      holes: [[null, 0, 0]],
      skins: {},
      unclaimed: 1,
    },
    {
      name: 'a course played by one golfer: every hole is theirs',
      cards: [card('a', [7, 5])],
      carryover: true,
      holes: [
        ['a', 1, 0],
        ['a', 1, 0],
      ],
      skins: { a: 2 },
      unclaimed: 0,
    },
  ])('$name', ({ cards, carryover, holes, skins, unclaimed }) => {
    const result = skinsGame(holesOf(cards[0].holeScores.length), cards, { ...gross, carryover });
    expect(summary(result)).toEqual(holes);
    expect(result.skins).toEqual(skins);
    expect(result.unclaimed).toBe(unclaimed);
  });
});

describe('skinsGame: net strokes by stroke index (the standings allocation)', () => {
  const si = [3, 1, 2];
  it('a stroke on the hardest hole turns a gross tie into a net win', () => {
    // b receives one stroke, on stroke index 1 (the second hole).
    const result = skinsGame(holesOf(3, si), [card('a', [4, 4, 4]), card('b', [5, 4, 5], 1, si)], { ...gross, mode: 'net' });
    expect(summary(result)).toEqual([
      ['a', 1, 0],
      ['b', 1, 0],
      ['a', 1, 0],
    ]);
    expect(result.holes[1].scores[0]).toEqual({ userId: 'b', gross: 4, net: 3 });
  });

  it('gross mode ignores the handicap', () => {
    const result = skinsGame(holesOf(3, si), [card('a', [4, 4, 4]), card('b', [5, 4, 5], 1, si)], gross);
    expect(summary(result)[1]).toEqual([null, 0, 0]);
  });

  it('a plus handicap gives strokes back from the easiest holes', () => {
    // +1 on three holes: one stroke back on stroke index 3 (the first hole), where a's gross win
    // becomes a tie that carries.
    const result = skinsGame(holesOf(3, si), [card('a', [4, 4, 4], -1, si), card('b', [5, 4, 3])], { ...gross, mode: 'net' });
    expect(result.holes.map((hole) => hole.scores.find((score) => score.userId === 'a')!.net)).toEqual([5, 4, 4]);
    expect(summary(result)).toEqual([
      [null, 0, 0],
      [null, 0, 1],
      ['b', 3, 2],
    ]);
  });

  it('above 18, a second stroke from stroke index 1', () => {
    const si18 = Array.from({ length: 18 }, (_, at) => at + 1);
    const result = skinsGame(holesOf(18), [card('a', Array(18).fill(5), 20, si18), card('b', Array(18).fill(4))], {
      ...gross,
      mode: 'net',
    });
    const nets = result.holes.map((hole) => hole.scores.find((score) => score.userId === 'a')!.net);
    expect(nets.slice(0, 3)).toEqual([3, 3, 4]);
    expect(result.holes[0].winner).toBe('a');
    expect(result.holes[2].winner).toBeNull();
  });
});

describe('skinsPlayingHandicap: the unrounded course handicap x the allowance', () => {
  const course = courseRatingsOf({ par: 72, rating: 74.1, slope: 131 });
  it.each([
    // 10.0 x 131 / 113 + 2.1 = 13.69...: 100% -> 14, 90% -> 12.32 -> 12, 85% -> 11.64 -> 12, 80% -> 10.95 -> 11
    [100, 14],
    [90, 12],
    [85, 12],
    [80, 11],
  ])('allowance %i%% -> %i', (allowance, expected) => {
    expect(skinsPlayingHandicap(10, course, { mode: 'net', allowance })).toBe(expected);
  });
  it('rounds .5 up: 5.0 on the neutral course at 90% is 4.5 -> 5', () => {
    expect(skinsPlayingHandicap(5, courseRatingsOf(null), { mode: 'net', allowance: 90 })).toBe(5);
  });
  it('gross reports the full course handicap', () => {
    expect(skinsPlayingHandicap(10, course, { mode: 'gross', allowance: 80 })).toBe(14);
  });
});

describe('skinsMoney: pot, per skin floored to the cent, remainder stated', () => {
  it.each<{
    buyIn: number;
    entrants: number;
    skins: Record<string, number>;
    pot: number;
    perSkin: number;
    payouts: Record<string, number>;
    remainder: number;
  }>([
    { buyIn: 5, entrants: 3, skins: { a: 2, b: 1 }, pot: 15, perSkin: 5, payouts: { a: 10, b: 5 }, remainder: 0 },
    { buyIn: 10, entrants: 3, skins: { a: 5, b: 2 }, pot: 30, perSkin: 4.28, payouts: { a: 21.4, b: 8.56 }, remainder: 0.04 },
    { buyIn: 0.1, entrants: 3, skins: { a: 1, b: 6 }, pot: 0.3, perSkin: 0.04, payouts: { a: 0.04, b: 0.24 }, remainder: 0.02 },
    { buyIn: 2.5, entrants: 2, skins: {}, pot: 5, perSkin: 0, payouts: {}, remainder: 5 },
    { buyIn: 0, entrants: 4, skins: { a: 18 }, pot: 0, perSkin: 0, payouts: { a: 0 }, remainder: 0 },
  ])('buy-in $buyIn x $entrants', ({ buyIn, entrants, skins, ...expected }) => {
    expect(skinsMoney(buyIn, entrants, skins)).toEqual(expected);
  });

  it('unclaimed skins leave their share in the remainder', () => {
    const result = skinsGame(holesOf(3), [card('a', [3, 4, 4]), card('b', [4, 4, 4])], { ...gross, buyIn: 10 });
    expect([result.pot, result.perSkin, result.payouts, result.remainder, result.unclaimed]).toEqual([20, 20, { a: 20 }, 0, 2]);
  });

  it('writes amounts with two decimals', () => {
    expect(formatSkinsAmount(4.2, '€')).toBe('€4.20');
  });
});

describe('skinsHoleReason', () => {
  const names = new Map([
    ['n', 'Nina'],
    ['s', 'Sam'],
  ]);
  it('says who won, with net, what they beat and what was carried', () => {
    const si = [2, 1, 3];
    const result = skinsGame(holesOf(3, si), [card('n', [4, 4, 3], 1, si), card('s', [4, 4, 4])], { ...gross, mode: 'net' });
    expect(result.holes.map((hole) => skinsHoleReason(hole, 'net', true, names))).toEqual([
      'Tied at 4 net (Nina, Sam): skin carries',
      'Nina 4 (net 3) beats 4s; 1 skin carried',
      'Nina 3 beats 4s',
    ]);
  });
  it('names the tie without carryover', () => {
    const result = skinsGame(holesOf(1), [card('n', [4]), card('s', [4])], { ...gross, carryover: false });
    expect(skinsHoleReason(result.holes[0], 'gross', false, names)).toBe('Tied at 4 (Nina, Sam): no skin');
  });
});

describe('skinsSettingsSchema', () => {
  it('fills the allowance and currency', () => {
    expect(skinsSettingsSchema.parse({ mode: 'gross', carryover: true, buyIn: 5 })).toEqual({
      mode: 'gross',
      allowance: 100,
      carryover: true,
      buyIn: 5,
      currency: '$',
    });
  });
  it.each([
    { mode: 'match', carryover: true, buyIn: 5 },
    { mode: 'net', allowance: 0, carryover: true, buyIn: 5 },
    { mode: 'net', allowance: 101, carryover: true, buyIn: 5 },
    { mode: 'net', allowance: 85.5, carryover: true, buyIn: 5 },
    { mode: 'net', allowance: 85, carryover: 'yes', buyIn: 5 },
    { mode: 'net', allowance: 85, carryover: true, buyIn: -1 },
    { mode: 'net', allowance: 85, carryover: true, buyIn: 1.005 },
    { mode: 'net', allowance: 85, carryover: true, buyIn: '5' },
    { mode: 'net', allowance: 85, carryover: true, buyIn: 5, currency: '' },
    { mode: 'net', allowance: 85, carryover: true, buyIn: 5, currency: 'dollars' },
    { mode: 'net', allowance: 85, carryover: true, buyIn: 5, extra: 1 },
    'net',
  ])('rejects %j', (value) => {
    expect(skinsSettingsSchema.safeParse(value).success).toBe(false);
  });
});

describe('contestSchema', () => {
  const base = { week: '2026-06-01', kind: 'closest-to-the-pin', hole: 7, winner: 'u1', distance: 4.5, unit: 'ft' };
  it('accepts a closest-to-the-pin in feet and a drive in yards', () => {
    expect(contestSchema.safeParse(base).success).toBe(true);
    expect(contestSchema.safeParse({ ...base, kind: 'longest-drive', unit: 'yd', distance: 287 }).success).toBe(true);
  });
  it.each([{ unit: 'yd' }, { kind: 'longest-drive', unit: 'ft' }, { hole: 19 }, { distance: 0 }, { winner: '' }])(
    'rejects %j',
    (change) => {
      expect(contestSchema.safeParse({ ...base, ...change }).success).toBe(false);
    },
  );
});
