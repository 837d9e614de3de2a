import {
  adjustedGrossScore,
  applyCaps,
  averagedIndexTenths,
  combinedNineDifferentialTenths,
  courseHandicap,
  courseRatingsOf,
  exceptionalReductionTenths,
  formatCourseHandicap,
  formatIndex,
  isRatedCourse,
  netDoubleBogeyPerHole,
  nineHoleDifferentialTenths,
  playingHandicap,
  scoreDifferentialTenths,
  scoreLimits,
  strokesPerHole,
} from './whs';

const holePars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const strokeIndex = [1, 3, 5, 7, 9, 11, 13, 15, 17, 2, 4, 6, 8, 10, 12, 14, 16, 18];

describe('score differential (Rule 5.1)', () => {
  it('(113 / slope) x (adjusted gross - rating), to the nearest tenth', () => {
    // 113 / 125 x (85 - 71.2) = 12.475 -> 12.5
    expect(scoreDifferentialTenths(85, 712, 125)).toBe(125);
    // 113 / 130 x (68 - 72.4) = -3.82 -> -3.8
    expect(scoreDifferentialTenths(68, 724, 130)).toBe(-38);
    expect(scoreDifferentialTenths(90, 720, 113)).toBe(180);
  });
  it('.5 rounds upward, so a negative differential rounds toward zero', () => {
    // 113 / 226 = 0.5: 0.5 x 0.1 = 0.05 -> 0.1; 0.5 x -0.1 = -0.05 -> 0.0
    expect(scoreDifferentialTenths(70, 699, 226)).toBe(1);
    expect(scoreDifferentialTenths(70, 701, 226)).toBe(0);
    // -0.15 -> -0.1
    expect(scoreDifferentialTenths(70, 703, 226)).toBe(-1);
  });
});

describe('index from differentials (Rule 5.2)', () => {
  it("the Rules' example: 15.3, 15.2, 16.6 -> lowest 15.2 - 2.0 = 13.2", () => {
    expect(averagedIndexTenths([153, 152, 166])).toBe(132);
  });
  it('none below 3; 20 average the lowest 8, half up', () => {
    expect(averagedIndexTenths([100, 120])).toBeNull();
    const twenty = [...Array.from({ length: 8 }, (_, i) => 100 + i), ...Array.from({ length: 12 }, () => 300)];
    // 100..107 -> 828 / 8 = 103.5 -> 104
    expect(averagedIndexTenths(twenty)).toBe(104);
  });
});

describe('caps (Rule 5.8)', () => {
  it("the Rules' examples: soft 11.6 with low 6.5 -> 10.6, hard 18.2 with low 10.2 -> 15.2", () => {
    expect(applyCaps(116, 65)).toEqual({ indexTenths: 106, cap: 'soft' });
    expect(applyCaps(182, 102)).toEqual({ indexTenths: 152, cap: 'hard' });
  });
  it('no cap within 3.0 of the low index, or without one', () => {
    expect(applyCaps(95, 65)).toEqual({ indexTenths: 95, cap: null });
    expect(applyCaps(300, null)).toEqual({ indexTenths: 300, cap: null });
  });
});

describe('exceptional score reduction (Rule 5.9)', () => {
  it('7.0 below lowers by 1.0, 10.0 below by 2.0, 6.9 below not at all', () => {
    expect(exceptionalReductionTenths(150, 80)).toBe(10);
    expect(exceptionalReductionTenths(150, 51)).toBe(10);
    expect(exceptionalReductionTenths(150, 50)).toBe(20);
    expect(exceptionalReductionTenths(150, 81)).toBe(0);
    expect(exceptionalReductionTenths(null, -50)).toBe(0);
  });
});

describe('nine holes (2024 rule)', () => {
  it('the 9-hole differential plus the expected 0.52 x index + 1.2, rounded once', () => {
    // 113 / 125 x (45 - 35.5) = 8.588; 0.52 x 14.0 + 1.2 = 8.48; 17.068 -> 17.1
    expect(nineHoleDifferentialTenths(45, 355, 125, 140)).toBe(171);
    // a plus index: 113 / 113 x (36 - 35.0) = 1.0; 0.52 x -2.0 + 1.2 = 0.16 -> 1.2
    expect(nineHoleDifferentialTenths(36, 350, 113, -20)).toBe(12);
  });
  it('scores limits scale to nine holes', () => {
    expect(scoreLimits(18)).toEqual({ min: 40, max: 150 });
    expect(scoreLimits(9)).toEqual({ min: 20, max: 75 });
  });
});

describe('course and playing handicap (Rules 6.1, 6.2)', () => {
  const course = courseRatingsOf({ par: 72, rating: 71.2, slope: 125 });
  it('index x slope / 113 + (rating - par), rounded', () => {
    // 14.0 x 125 / 113 - 0.8 = 14.69 -> 15
    expect(courseHandicap(14, course)).toBe(15);
    // 95 %: 13.95 -> 14
    expect(playingHandicap(14, course, 95)).toBe(14);
  });
  // Rule 6.1: .5 rounds upward, toward the higher number, for a plus handicap too.
  it.each([
    // index, slope, rating, par, course handicap
    [14.5, 113, 72, 72, 15], // 14.5 -> 15
    [-2.5, 113, 72, 72, -2], // +2.5 -> +2
    [-0.5, 113, 72, 72, 0], // +0.5 -> 0
    [-1.5, 113, 72, 72, -1], // +1.5 -> +1
    [-3.4, 113, 71.1, 72, -4], // -3.4 - 0.9 = -4.3 -> +4
    [5.4, 130, 70.8, 72, 5], // 5.4 x 130 / 113 - 1.2 = 5.01 -> 5
    [-5.0, 113, 72.5, 72, -4], // -5.0 + 0.5 = -4.5 -> +4
  ])('index %p at slope %p, rating %p, par %p: course handicap %p', (index, slope, rating, par, expected) => {
    expect(courseHandicap(index, courseRatingsOf({ slope, rating, par }))).toBe(expected);
  });
  it.each([
    // index, allowance, playing handicap: unrounded course handicap x allowance, .5 upward
    [-10, 95, -9], // -9.5 -> +9
    [10, 95, 10], // 9.5 -> 10
    [-2.5, 100, -2], // +2.5 -> +2
    [-3, 85, -3], // -2.55 -> +3
    [30, 85, 26], // 25.5 -> 26
    [31, 95, 29], // 29.45 -> 29
  ])('index %p at %p%%: playing handicap %p', (index, allowance, expected) => {
    expect(playingHandicap(index, courseRatingsOf({}), allowance)).toBe(expected);
  });
  it('a plus course handicap shows as +', () => {
    expect(formatCourseHandicap(-2)).toBe('+2');
    expect(formatCourseHandicap(15)).toBe('15');
  });
  it('a 9-hole course takes half the index', () => {
    // 14.0 / 2 x 121 / 113 + (35.2 - 36) = 6.70 -> 7
    expect(courseHandicap(14, courseRatingsOf({ holes: 9, rating: 35.2, slope: 121 }))).toBe(7);
  });
  it('the neutral course is the spec course: par 72, rating 72, slope 113', () => {
    expect(courseRatingsOf({})).toEqual({ holes: 18, par: 72, rating: 72, slope: 113, holePars: null, strokeIndex: null });
    expect(courseRatingsOf({ holes: 9 })).toMatchObject({ par: 36, rating: 36 });
    expect(courseRatingsOf({ holePars })).toMatchObject({ par: 72, rating: 72 });
    expect(isRatedCourse(courseRatingsOf({}))).toBe(false);
    expect(isRatedCourse(courseRatingsOf({ slope: 120 }))).toBe(true);
    expect(courseHandicap(12.4, courseRatingsOf({}))).toBe(12);
  });
});

describe('strokes per hole and net double bogey (Rule 3.1)', () => {
  it('floor(H / 18) plus one where the stroke index <= H mod 18', () => {
    const strokes = strokesPerHole(20, strokeIndex, 18);
    expect(strokes[0]).toBe(2); // SI 1
    expect(strokes[9]).toBe(2); // SI 2
    expect(strokes[1]).toBe(1); // SI 3
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(20);
  });
  it('a plus handicap gives strokes back from stroke index 18', () => {
    const strokes = strokesPerHole(-2, strokeIndex, 18);
    expect(strokes[17]).toBe(-1); // SI 18
    expect(strokes[8]).toBe(-1); // SI 17
    expect(strokes.filter((value) => value !== 0)).toHaveLength(2);
  });
  it('par + 2 + strokes received; par + 5 before an index', () => {
    const course = courseRatingsOf({ holePars, strokeIndex });
    expect(netDoubleBogeyPerHole(course, 20).slice(0, 3)).toEqual([8, 7, 6]);
    expect(netDoubleBogeyPerHole(course, null).slice(0, 3)).toEqual([9, 9, 8]);
    expect(netDoubleBogeyPerHole(course, -2)[17]).toBe(5);
  });
  it('net double bogey takes the course handicap with .5 upward, plus handicaps too', () => {
    const course = courseRatingsOf({ holePars, strokeIndex });
    const scores = holePars.map((par) => par + 3);
    const gross = scores.reduce((a, b) => a + b, 0);
    // index +2.5 -> course handicap +2: SI 17 and 18 give a stroke back (par + 1), the rest par + 2
    expect(adjustedGrossScore(gross, scores, course, -25)).toBe(72 + 2 * 18 - 2);
    // index 0.5 -> 1 stroke on SI 1 (par + 3 there)
    expect(adjustedGrossScore(gross, scores, course, 5)).toBe(72 + 2 * 18 + 1);
    // index +0.5 -> 0: par + 2 everywhere
    expect(adjustedGrossScore(gross, scores, course, -5)).toBe(72 + 2 * 18);
  });
  it('the adjusted gross counts each hole at most its net double bogey', () => {
    const course = courseRatingsOf({ holePars, strokeIndex });
    const scores = [...holePars];
    scores[0] = 11; // par 4, SI 1
    const gross = scores.reduce((a, b) => a + b, 0);
    expect(gross).toBe(79);
    // index 10.0 -> course handicap 10 -> SI 1 gets one stroke: at most 4 + 2 + 1 = 7
    expect(adjustedGrossScore(gross, scores, course, 100)).toBe(75);
    // no index: at most par + 5 = 9
    expect(adjustedGrossScore(gross, scores, course, null)).toBe(77);
    // a total-only round counts as entered
    expect(adjustedGrossScore(gross, null, course, 100)).toBe(79);
  });
});

describe('two nines before an index (Rule 5.1b)', () => {
  it.each([
    // the Rules' style example: 8.588 + 10.273 = 18.861 -> 18.9
    [45, 355, 125, 47, 360, 121, 189],
    // 113 / 113 x (40 - 36) + 113 / 130 x (43 - 35.2) = 4 + 6.78 -> 10.8
    [40, 360, 113, 43, 352, 130, 108],
    // below the rating: -1 + -1.5 = -2.5 -> -2.5 exactly
    [35, 360, 113, 34, 355, 113, -25],
  ])('%p at %p/%p and %p at %p/%p -> %p tenths', (g1, r1, s1, g2, r2, s2, expected) => {
    const first = { adjustedGross: g1, ratingTenths: r1, slope: s1 };
    const second = { adjustedGross: g2, ratingTenths: r2, slope: s2 };
    expect(combinedNineDifferentialTenths(first, second)).toBe(expected);
  });
});

describe('display', () => {
  it('a plus index is written with +', () => {
    expect(formatIndex(-6)).toBe('+6.0');
    expect(formatIndex(12.4)).toBe('12.4');
    expect(formatIndex(0)).toBe('0.0');
  });
});
