import { totalToPar } from './round-aggregates';
import { memberHandicap, memberTotalToPar, roundFigures } from './to-par';

describe('member page to-par figures', () => {
  it('gross is the score, net subtracts the raw handicap, to par subtracts 72 from net', () => {
    expect(roundFigures(85, 12.4)).toEqual({ gross: 85, net: 72.6, toPar: 0.6 });
    expect(roundFigures(70, 0)).toEqual({ gross: 70, net: 70, toPar: -2 });
    expect(roundFigures(90, -2)).toEqual({ gross: 90, net: 92, toPar: 20 });
  });

  it('total is the standings total: per-round score - rounded handicap - 72, summed', () => {
    // 12.4 rounds to 12: (85 - 12 - 72) + (90 - 12 - 72) = 7 (the raw handicap would give 6.2).
    expect(memberTotalToPar([85, 90], '12.40')).toBe(7);
    expect(memberTotalToPar([85, 90], '12.40')).toBe(totalToPar([85, 90], '12.40'));
    expect(memberTotalToPar([80], '12.50')).toBe(-5);
    expect(memberTotalToPar([72], '0.00')).toBe(0);
  });

  it('total is N/A (null) without rounds or without a handicap', () => {
    expect(memberTotalToPar([], '10.00')).toBeNull();
    expect(memberTotalToPar([80], null)).toBeNull();
    expect(memberTotalToPar([80], '')).toBeNull();
    expect(memberHandicap('abc')).toBeNull();
    expect(memberHandicap('0.00')).toBe(0);
  });
});
