import { memberHandicap, roundFigures } from './to-par';

describe('member page round figures', () => {
  it('gross is the score, net subtracts the raw handicap, to par subtracts the par from net', () => {
    expect(roundFigures({ score: 85 }, 12.4)).toEqual({ gross: 85, net: 72.6, toPar: 0.6 });
    expect(roundFigures({ score: 70, holes: 18, par: 72 }, 0)).toEqual({ gross: 70, net: 70, toPar: -2 });
    expect(roundFigures({ score: 90 }, -2)).toEqual({ gross: 90, net: 92, toPar: 20 });
  });

  it("takes the round's own par, never 72 for a course that has one", () => {
    expect(roundFigures({ score: 80, holes: 18, par: 70 }, 10)).toEqual({ gross: 80, net: 70, toPar: 0 });
    expect(roundFigures({ score: 80, holes: 18, par: 73 }, 10)).toEqual({ gross: 80, net: 70, toPar: -3 });
  });

  it('a 9-hole round takes half the handicap and the nine’s par (36 when unrated)', () => {
    expect(roundFigures({ score: 44, holes: 9, par: 35 }, 12.4)).toEqual({ gross: 44, net: 37.8, toPar: 2.8 });
    expect(roundFigures({ score: 42, holes: 9 }, 12)).toEqual({ gross: 42, net: 36, toPar: 0 });
  });

  it('a missing or unparseable handicap is none', () => {
    expect(memberHandicap(null)).toBeNull();
    expect(memberHandicap('')).toBeNull();
    expect(memberHandicap('abc')).toBeNull();
    expect(memberHandicap('0.00')).toBe(0);
    expect(memberHandicap('12.40')).toBe(12.4);
  });
});
