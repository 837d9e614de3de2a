import { holeFigures, netDoubleBogeySummary, playedTotals, roundStrokes, roundStrokesText } from './round-scoring';
import { courseRatingsOf } from './whs';

const holePars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const strokeIndex = [1, 3, 5, 7, 9, 11, 13, 15, 17, 2, 4, 6, 8, 10, 12, 14, 16, 18];
const card = courseRatingsOf({ holePars, strokeIndex, rating: 71.2, slope: 125 });

describe('the strokes a round is scored with', () => {
  it('a net format: index before the day -> course handicap -> 95%', () => {
    // 8.2 x 125 / 113 - 0.8 = 8.27 -> 8; x 95% = 7.86 -> 8
    const scoring = roundStrokes('stableford', card, 8.2, '20.00');
    expect(scoring).toEqual({ basis: 'index', value: 8.2, courseHandicap: 8, allowancePercent: 95, strokes: 8 });
    expect(roundStrokesText(scoring, '2026-11-14')).toBe('Index 8.2 on Nov 14 -> course handicap 8 -> 95% = 8 strokes');
  });
  it('the issue example: course handicap 31 gives 30 strokes at 95%', () => {
    // 31.0 on the neutral course: 31 -> 29.45 -> 29; 32.0 -> 30.4 -> 30
    const neutral = courseRatingsOf({});
    expect(roundStrokes('net-average', neutral, 32, null)).toMatchObject({ courseHandicap: 32, strokes: 30 });
    expect(roundStrokes('points', neutral, 31, null)).toMatchObject({ courseHandicap: 31, strokes: 29 });
  });
  it('without an index, the profile handicap; total to par, the rounded profile handicap', () => {
    const neutral = courseRatingsOf({});
    const noIndex = roundStrokes('stableford', neutral, null, '12.40');
    expect(roundStrokesText(noIndex, '2026-11-14')).toBe('Handicap 12.4 (no index yet) -> course handicap 12 -> 95% = 12 strokes');
    const spec = roundStrokes('total-to-par', neutral, 8.2, '12.50');
    expect(spec).toMatchObject({ basis: 'handicap', courseHandicap: null, strokes: 13 });
    expect(roundStrokesText(spec, '2026-11-14')).toBe('Handicap 12.5 -> rounded = 13 strokes (total to par)');
  });
  it('a plus index gives strokes back', () => {
    const scoring = roundStrokes('stableford', courseRatingsOf({}), -2.1, null);
    expect(scoring).toMatchObject({ courseHandicap: -2, strokes: -2 });
    expect(roundStrokesText(scoring, '2026-03-02')).toBe('Index +2.1 on Mar 2 -> course handicap +2 -> 95% = +2 (2 strokes given back)');
  });
});

describe('the card', () => {
  it('strokes received, net and points per hole', () => {
    const scores = [...holePars];
    scores[0] = 6; // par 4, SI 1
    scores[17] = 3; // par 4, SI 18
    const figures = holeFigures(scores, card, 20, 8.2);
    // 20 strokes: SI 1 and 2 get two, every other hole one
    expect(figures[0]).toMatchObject({ hole: 1, par: 4, strokeIndex: 1, received: 2, taken: 6, net: 4, points: 2 });
    expect(figures[9]).toMatchObject({ hole: 10, strokeIndex: 2, received: 2, net: 2, points: 4 });
    expect(figures[17]).toMatchObject({ hole: 18, received: 1, taken: 3, net: 2, points: 4 });
    expect(figures.reduce((sum, figure) => sum + figure.received, 0)).toBe(20);
  });
  it('running totals count the holes played only', () => {
    const figures = holeFigures(
      holePars.map((par) => par + 1),
      card,
      9,
      null,
    );
    const played = holePars.map((_, hole) => hole < 3);
    // holes 1-3: 5 + 5 + 4 = 14 on par 11; strokes on SI 1, 3, 5 -> net 11; 2 points each
    expect(playedTotals(figures, played)).toEqual({ holes: 3, gross: 14, par: 11, net: 11, points: 6 });
    expect(playedTotals(figures, [])).toEqual({ holes: 0, gross: 0, par: 0, net: 0, points: 0 });
  });
  it('no stroke index: no points', () => {
    const figures = holeFigures(holePars, courseRatingsOf({ holePars }), 0, null);
    expect(figures[0].points).toBeNull();
    expect(playedTotals(figures, [true]).points).toBeNull();
  });
  it('net double bogey: the holes it lowered and the adjusted gross', () => {
    const scores = [...holePars];
    scores[0] = 11; // par 4, SI 1
    scores[8] = 9; // par 4, SI 17
    const gross = scores.reduce((a, b) => a + b, 0); // 72 + 7 + 5 = 84
    // index 8.2 -> course handicap 8: SI 1 limit 4 + 2 + 1 = 7, SI 17 limit 4 + 2 + 0 = 6
    const summary = netDoubleBogeySummary(gross, scores, card, 8.2);
    expect(summary.adjusted.map((figure) => [figure.hole, figure.taken, figure.limit])).toEqual([
      [1, 11, 7],
      [9, 9, 6],
    ]);
    expect(summary.adjustedGross).toBe(84 - 4 - 3);
    // before an index: par + 5
    expect(netDoubleBogeySummary(gross, scores, card, null)).toMatchObject({ adjustedGross: 84 - 2 });
  });
});
