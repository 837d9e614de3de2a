import {
  computeStandings,
  DEFAULT_FORMAT_OPTIONS,
  formatExplanation,
  formatFigureText,
  formatTraits,
  INDIVIDUAL_ALLOWANCE_PERCENT,
  LEAGUE_FORMATS,
  NINE_HOLE_RULE,
  playWindows,
  resolveFormatOptions,
  stablefordPoints,
  type FormatOptions,
  type LeagueFormat,
  type StandingsMember,
  type StandingsRound,
  windowTables,
} from './league-formats';
import type { LeaderboardEntry } from './api-types';
import { computeLeaderboardFromStats, scoreStatsOf } from './leaderboard';
import { indexBefore, roundPlayingHandicap } from './round-handicaps';
import { courseRatingsOf, playingHandicap as whsPlayingHandicap, strokesPerHole as whsStrokes } from './whs';

const UNRATED_COURSE = courseRatingsOf(null);
const playingHandicap = (index: number, course: Parameters<typeof courseRatingsOf>[0]) =>
  whsPlayingHandicap(index, courseRatingsOf(course), INDIVIDUAL_ALLOWANCE_PERCENT);
const strokesPerHole = (h: number, si: number[]) => whsStrokes(h, si, si.length);

const SI18 = Array.from({ length: 18 }, (_, i) => i + 1);
const PARS4 = Array.from({ length: 18 }, () => 4);

let seq = 0;
function round(userId: string, score: number, date: string, extra: Partial<StandingsRound> = {}): StandingsRound {
  seq += 1;
  return { id: `r${seq}`, userId, score, date, par: 72, playingHandicap: 0, confirmed: true, ...extra };
}

function standings(
  format: LeagueFormat,
  members: StandingsMember[],
  rounds: StandingsRound[],
  options: Partial<FormatOptions> = {},
  extra = {},
) {
  return computeStandings({ format, options: resolveFormatOptions(options), members, rounds, ...extra }).map((row) => [
    row.userId,
    row.position,
    row.formatValue,
  ]);
}

describe('handicap arithmetic', () => {
  it('playing handicap = unrounded course handicap x 95%, rounded once', () => {
    // 10 on an unrated course: 10 x 0.95 = 9.5 -> 10
    expect(playingHandicap(10, UNRATED_COURSE)).toBe(10);
    // 12.4 x 130 / 113 + (71.3 - 72) = 13.5655; x 0.95 = 12.887 -> 13
    expect(playingHandicap(12.4, { par: 72, rating: 71.3, slope: 130 })).toBe(13);
    // plus 2.6: -2.47 -> -2 (+2)
    expect(playingHandicap(-2.6, UNRATED_COURSE)).toBe(-2);
    // 15.0 x 0.95 = 14.25 -> 14; 21.6 x 0.95 = 20.52 -> 21
    expect([playingHandicap(15, UNRATED_COURSE), playingHandicap(21.6, UNRATED_COURSE)]).toEqual([14, 21]);
  });

  it('takes the index as it stood before the day, the profile handicap before any index', () => {
    const history = [
      { id: 'a', score: 82, date: '2026-06-01', createdAt: '2026-06-01T10:00:00Z' },
      { id: 'b', score: 84, date: '2026-06-02', createdAt: '2026-06-02T10:00:00Z' },
      { id: 'c', score: 90, date: '2026-06-03', createdAt: '2026-06-03T10:00:00Z' },
    ];
    // three differentials 10, 12, 18: lowest one minus 2.0 = 8.0
    expect(indexBefore(history, '2026-06-04')).toBe(8);
    expect(indexBefore(history, '2026-06-03')).toBeNull();
    expect(roundPlayingHandicap(history, '20.00', '2026-06-04')).toBe(8); // 7.6 -> 8
    expect(roundPlayingHandicap(history, '20.00', '2026-06-03')).toBe(19); // profile 20 x 0.95
  });

  it('gives strokes by stroke index, and plus handicaps give them back from the top', () => {
    expect(strokesPerHole(20, SI18).filter((s) => s === 2)).toHaveLength(2);
    expect(strokesPerHole(20, SI18).slice(0, 3)).toEqual([2, 2, 1]);
    expect(strokesPerHole(-2, SI18).slice(15)).toEqual([0, -1, -1]);
    expect(strokesPerHole(4, [1, 3, 5, 7, 9, 2, 4, 6, 8])).toEqual([1, 1, 0, 0, 0, 1, 1, 0, 0]);
  });

  it('counts net Stableford points per hole', () => {
    // fives on par 4s with 10 strokes: SI 1-10 net par (2 points), SI 11-18 net bogey (1)
    expect(stablefordPoints(Array(18).fill(5), PARS4, SI18, 10)).toBe(28);
    // a 9 on a hole earns 0, never less
    expect(stablefordPoints([9, 4, 4], [4, 4, 4], [1, 2, 3], 0)).toBe(4);
  });
});

describe('total-to-par (default)', () => {
  const members = [
    { userId: 'ann', firstName: 'Ann', lastName: 'A', handicap: '12.50', profileImageUrl: null },
    { userId: 'ben', firstName: 'Ben', lastName: 'B', handicap: '-2.50', profileImageUrl: null },
    { userId: 'cat', firstName: 'Cat', lastName: 'C', handicap: '10.40', profileImageUrl: null },
    { userId: 'dan', firstName: 'Dan', lastName: 'D', handicap: '0.00', profileImageUrl: null },
    { userId: 'eve', firstName: 'Eve', lastName: 'E', handicap: '7.60', profileImageUrl: null },
  ];
  const scores = [
    ['ann', 85],
    ['ann', 90],
    ['ben', 70],
    ['cat', 80],
    ['cat', 87],
    ['eve', 85],
  ] as const;

  it('ranks exactly as the spec leaderboard does, formatValue = totalToPar', () => {
    const spec = computeLeaderboardFromStats(members, scoreStatsOf(scores.map(([userId, score]) => ({ userId, score }))));
    const rows = computeStandings({
      format: 'total-to-par',
      options: DEFAULT_FORMAT_OPTIONS,
      members,
      rounds: scores.map(([userId, score]) => round(userId, score, '2026-06-01')),
    });
    expect(rows.map((r) => [r.userId, r.position, r.totalToPar])).toEqual(spec.map((e) => [e.userId, e.position, e.totalToPar]));
    expect(rows.map((r) => [r.userId, r.position, r.formatValue])).toEqual([
      ['ben', 1, 0], // 70 - (-2) - 72: a plus 2.5 rounds to +2
      ['cat', 2, 3], // (80 - 10 - 72) + (87 - 10 - 72)
      ['ann', 3, 5], // (85 - 13 - 72) + (90 - 13 - 72): tied with Eve, listed first (joined first)
      ['eve', 3, 5],
      ['dan', 5, null], // no rounds: list position
    ]);
  });

  it("uses each round's course par", () => {
    const rows = standings('total-to-par', [{ userId: 'ann', handicap: '10' }], [round('ann', 80, '2026-06-01', { par: 70 })]);
    expect(rows).toEqual([['ann', 1, 0]]);
  });
});

describe('net-average', () => {
  const members = [
    { userId: 'ann', handicap: '10' },
    { userId: 'ben', handicap: '20' },
    { userId: 'cat', handicap: '0' },
    { userId: 'dan', handicap: '20' },
  ];
  // playing handicaps: Ann 10 (9.5 -> 10), Ben and Dan 19
  const rounds = [
    round('ann', 85, '2026-06-01', { playingHandicap: 10 }), // +3
    round('ann', 80, '2026-06-02', { playingHandicap: 10 }), // -2
    round('ann', 90, '2026-06-03', { playingHandicap: 10 }), // +8 (not among the best 2)
    round('ben', 92, '2026-06-01', { playingHandicap: 19 }), // +1
    round('ben', 89, '2026-06-02', { playingHandicap: 19 }), // -2
    round('dan', 90, '2026-06-02', { playingHandicap: 19 }), // -1
    round('dan', 90, '2026-06-03', { playingHandicap: 19 }), // -1
  ];

  it('averages the best N net rounds to par, to one decimal; members without rounds last', () => {
    expect(standings('net-average', members, rounds, { bestRounds: 2 })).toEqual([
      ['dan', 1, -1], // (-1 + -1) / 2
      ['ben', 2, -0.5], // (1 + -2) / 2
      ['ann', 3, 0.5], // (-2 + 3) / 2
      ['cat', 4, null],
    ]);
  });

  it('ties share a rank and keep join order; ranks on the exact figure, not the rounded one', () => {
    const tie = [...rounds, round('cat', 73, '2026-06-01', { playingHandicap: 0 }), round('cat', 70, '2026-06-02', { playingHandicap: 0 })];
    // Cat: +1, -2 -> -0.5, the same as Ben (joined before her)
    expect(standings('net-average', members, tie, { bestRounds: 2 })).toEqual([
      ['dan', 1, -1],
      ['ben', 2, -0.5],
      ['cat', 2, -0.5],
      ['ann', 4, 0.5],
    ]);
    // thirds: -1/3 and -0.3 both show -0.3 but -1/3 is better
    const thirds = [
      round('ann', 83, '2026-06-01', { playingHandicap: 10 }), // +1
      round('ann', 81, '2026-06-02', { playingHandicap: 10 }), // -1
      round('ann', 81, '2026-06-03', { playingHandicap: 10 }), // -1
      ...Array.from({ length: 10 }, (_, i) => round('ben', i < 3 ? 90 : 91, '2026-06-01', { playingHandicap: 19 })),
    ];
    // Ben: three -1 and seven 0 -> -0.3 exactly
    expect(standings('net-average', members.slice(0, 2), thirds, { bestRounds: 10 })).toEqual([
      ['ann', 1, -0.3],
      ['ben', 2, -0.3],
    ]);
  });
});

describe('stableford', () => {
  const card = (strokes: number) => ({ holeScores: Array(18).fill(strokes), holePars: PARS4, strokeIndex: SI18 });
  const members = [
    { userId: 'ann', handicap: '10' },
    { userId: 'ben', handicap: '20' },
    { userId: 'cat', handicap: '5' },
  ];

  it('adds the best N rounds of points; totals-only rounds earn nothing; most points first', () => {
    const rounds = [
      round('ann', 90, '2026-06-01', { playingHandicap: 10, ...card(5) }), // 28
      round('ann', 72, '2026-06-02', { playingHandicap: 10, ...card(4) }), // 10 x 3 + 8 x 2 = 46
      round('ann', 70, '2026-06-03', { playingHandicap: 10 }), // no card
      round('ben', 90, '2026-06-01', { playingHandicap: 19, ...card(5) }), // 1 x 3 + 17 x 2 ... SI 1 gets 2 strokes: 3; others 2 -> 3 + 34 = 37
    ];
    expect(standings('stableford', members, rounds, { bestRounds: 1 })).toEqual([
      ['ann', 1, 46],
      ['ben', 2, 37],
      ['cat', 3, null],
    ]);
    expect(standings('stableford', members, rounds, { bestRounds: 2 })).toEqual([
      ['ann', 1, 74],
      ['ben', 2, 37],
      ['cat', 3, null],
    ]);
  });

  it('shares a rank on equal points', () => {
    const rounds = [
      round('ann', 90, '2026-06-01', { playingHandicap: 10, ...card(5) }), // 28
      round('cat', 90, '2026-06-01', { playingHandicap: 10, ...card(5) }), // 28
      round('ben', 110, '2026-06-01', { playingHandicap: 19, ...card(7) }), // SI1: 2+4+2-7=1, others 0 -> 1
    ];
    expect(standings('stableford', members, rounds)).toEqual([
      ['ann', 1, 28],
      ['cat', 1, 28],
      ['ben', 3, 1],
    ]);
  });
});

describe('points', () => {
  const members = [
    { userId: 'ann', handicap: '10' },
    { userId: 'ben', handicap: '20' },
    { userId: 'cat', handicap: '0' },
    { userId: 'dan', handicap: '5' },
  ];
  const rounds = [
    round('ann', 60, '2026-05-31', { playingHandicap: 10 }), // before the start: no window
    round('ann', 82, '2026-06-01', { playingHandicap: 10 }), // week 1: 0
    round('ann', 78, '2026-06-05', { playingHandicap: 10 }), // week 1: -4 (best)
    round('ben', 90, '2026-06-07', { playingHandicap: 19 }), // week 1: -1
    round('ben', 88, '2026-06-08', { playingHandicap: 19 }), // week 2: -3
    round('cat', 75, '2026-06-14', { playingHandicap: 0, confirmed: false }), // week 2: +3, unconfirmed
  ];
  const extra = { startDate: '2026-06-01', today: '2026-06-16' };

  it('lists the windows from the start date up to today', () => {
    expect(playWindows('2026-06-01', 1, '2026-06-16')).toEqual([
      { start: '2026-06-01', end: '2026-06-07' },
      { start: '2026-06-08', end: '2026-06-14' },
      { start: '2026-06-15', end: '2026-06-21' },
    ]);
    expect(playWindows('2026-06-01', 4, '2026-06-16')).toEqual([{ start: '2026-06-01', end: '2026-06-28' }]);
    // none starts after the end date
    expect(playWindows('2026-06-01', 2, '2026-07-30', '2026-06-20')).toHaveLength(2);
  });

  it('ranks each window by the best net round and adds up points plus participation', () => {
    // week 1: Ann 1st (10 + 1), Ben 2nd (8 + 1); week 2: Ben 1st (11), Cat 2nd (9)
    expect(standings('points', members, rounds, {}, extra)).toEqual([
      ['ben', 1, 20],
      ['ann', 2, 11],
      ['cat', 3, 9],
      ['dan', 4, null],
    ]);
    const ann = computeStandings({ format: 'points', options: resolveFormatOptions({}), members, rounds, ...extra }).find(
      (r) => r.userId === 'ann',
    )!;
    expect(ann.windows).toEqual([
      { start: '2026-06-01', end: '2026-06-07', netToPar: -4, position: 1, points: 11 },
      { start: '2026-06-08', end: '2026-06-14', netToPar: null, position: null, points: 0 },
      { start: '2026-06-15', end: '2026-06-21', netToPar: null, position: null, points: 0 },
    ]);
  });

  it('counts only confirmed rounds when asked, with an edited table and participation', () => {
    expect(standings('points', members, rounds, { confirmedOnly: true, pointsTable: [5, 3], participationPoints: 0 }, extra)).toEqual([
      ['ben', 1, 8], // 3 + 5
      ['ann', 2, 5],
      ['cat', 3, null], // her only round is unconfirmed
      ['dan', 4, null],
    ]);
  });

  it('gives tied players in a window the same place and its points', () => {
    const tie = [...rounds, round('dan', 77, '2026-06-03', { playingHandicap: 5 })]; // 77 - 5 - 72 = 0
    const tied = [...tie, round('dan', 73, '2026-06-04', { playingHandicap: 5 })]; // -4, as Ann's best
    const rows = computeStandings({ format: 'points', options: resolveFormatOptions({}), members, rounds: tied, ...extra });
    const week1 = rows.map((r) => [r.userId, r.windows![0].position, r.windows![0].points]);
    expect(week1).toEqual([
      ['ben', 3, 7], // Ben 3rd: 6 + 1, then wins week 2 (11) = 18
      ['ann', 1, 11],
      ['dan', 1, 11],
      ['cat', null, 0],
    ]);
    expect(rows.map((r) => [r.userId, r.position, r.formatValue])).toEqual([
      ['ben', 1, 18],
      ['ann', 2, 11],
      ['dan', 2, 11],
      ['cat', 4, 9],
    ]);
    // Each window's table keeps the tie, in the season table's order.
    expect(windowTables(asEntries(rows), '2026-06-16')[2].rows.map((row) => [row.userId, row.position, row.points])).toEqual([
      ['ann', 1, 11],
      ['dan', 1, 11],
      ['ben', 3, 7],
    ]);
  });

  /** The standings as the leaderboard answers them (the engine's rows with a name). */
  const asEntries = (rows: ReturnType<typeof computeStandings>) =>
    rows.map((row) => ({ ...row, user: { firstName: row.userId, lastName: 'Golfer' } }) as unknown as LeaderboardEntry);

  it("lays every window's table out from the standings, newest first, the current one marked", () => {
    const rows = computeStandings({ format: 'points', options: resolveFormatOptions({}), members, rounds, ...extra });
    const tables = windowTables(asEntries(rows), '2026-06-16');
    expect(tables.map((t) => [t.start, t.end, t.current])).toEqual([
      ['2026-06-15', '2026-06-21', true],
      ['2026-06-08', '2026-06-14', false],
      ['2026-06-01', '2026-06-07', false],
    ]);
    expect(tables.map((t) => t.rows.map((row) => [row.userId, row.position, row.netToPar, row.points]))).toEqual([
      [],
      [
        ['ben', 1, -3, 11],
        ['cat', 2, 3, 9],
      ],
      [
        ['ann', 1, -4, 11],
        ['ben', 2, -1, 9],
      ],
    ]);
    expect(tables[2].rows[0].user).toEqual({ firstName: 'ann', lastName: 'Golfer' });
    expect(
      windowTables(asEntries(computeStandings({ format: 'stableford', options: resolveFormatOptions({}), members, rounds })), '2026-06-16'),
    ).toEqual([]);
  });
});

describe('formatExplanation', () => {
  it('says the rule in one sentence', () => {
    expect(formatExplanation('points', resolveFormatOptions({ windowWeeks: 2 }))).toBe(
      'Points: your best net round in each 2-week window earns 10, 8, 6, 5, 4, 3, 2, 1 points by place, plus 1 for playing; most points wins. A 9-hole round counts as a full round: its figure doubled.',
    );
  });
});

describe('format traits', () => {
  it('declare each format: cards, direction, options, and how its figure is written', () => {
    expect(LEAGUE_FORMATS.filter((format) => formatTraits(format).holeByHole)).toEqual(['stableford']);
    expect(LEAGUE_FORMATS.filter((format) => formatTraits(format).higherIsBetter)).toEqual(['stableford', 'points']);
    expect(LEAGUE_FORMATS.filter((format) => formatTraits(format).usesBestRounds)).toEqual(['net-average', 'stableford']);
    expect(LEAGUE_FORMATS.filter((format) => formatTraits(format).usesWindows)).toEqual(['points']);
    expect(LEAGUE_FORMATS.map((format) => formatFigureText(format, 3))).toEqual(['+3', '+3.0 avg', '3 pts', '3 pts']);
    expect(formatFigureText('total-to-par', 0)).toBe('E');
    expect(formatFigureText('net-average', -1.5)).toBe('-1.5 avg');
    expect(formatFigureText('stableford', null)).toBe('N/A');
  });

  it('an unknown stored format reads as the default', () => {
    expect(formatTraits('match-play')).toBe(formatTraits('total-to-par'));
    expect(formatTraits(null).label).toBe('Total to par');
  });

  it('every explanation says how a 9-hole round counts', () => {
    for (const format of LEAGUE_FORMATS) expect(formatExplanation(format, DEFAULT_FORMAT_OPTIONS)).toContain(NINE_HOLE_RULE);
  });
});

describe('9 and 18 holes in one league: figures per 18 holes', () => {
  const nine = { holes: 9, par: 36 };
  const members = [
    { userId: 'nine', handicap: 10 },
    { userId: 'eighteen', handicap: 10 },
  ];

  it('total to par doubles the nine over par and takes the handicap once', () => {
    // 9 holes: 2 x (41 - 36) - 10 = 0; 18 holes: 82 - 72 - 10 = 0: equal figures, join order
    const rows = standings('total-to-par', members, [round('nine', 41, '2026-05-01', nine), round('eighteen', 82, '2026-05-01')]);
    expect(rows).toEqual([
      ['nine', 1, 0],
      ['eighteen', 1, 0],
    ]);
  });

  it('net average and points double the nine net to par', () => {
    const rounds = [
      round('nine', 40, '2026-05-01', { ...nine, playingHandicap: 2 }),
      round('eighteen', 77, '2026-05-01', { playingHandicap: 4 }),
    ];
    // nine: 2 x (40 - 2 - 36) = +4; eighteen: 77 - 4 - 72 = +1
    expect(standings('net-average', members, rounds).map((row) => row.slice(0, 3))).toEqual([
      ['eighteen', 1, 1],
      ['nine', 2, 4],
    ]);
    const points = standings('points', members, rounds, {}, { startDate: '2026-05-01', today: '2026-05-01' });
    expect(points.map((row) => row.slice(0, 3))).toEqual([
      ['eighteen', 1, 11],
      ['nine', 2, 9],
    ]);
  });

  it('Stableford doubles the points of a nine', () => {
    const card9 = { ...nine, holeScores: Array(9).fill(4), holePars: Array(9).fill(4), strokeIndex: SI18.slice(0, 9) };
    const card18 = { holeScores: Array(18).fill(5), holePars: PARS4, strokeIndex: SI18 };
    // nine: 9 x 2 = 18 points, counted 36; eighteen: 18 x 1 = 18 points
    const rows = standings('stableford', members, [round('nine', 36, '2026-05-01', card9), round('eighteen', 90, '2026-05-01', card18)]);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['nine', 1, 36],
      ['eighteen', 2, 18],
    ]);
  });
});
