import { AFTER_END_DATE_MESSAGE, FUTURE_DATE_MESSAGE, roundDateProblem } from './round-dates';

describe('round date rules', () => {
  const today = '2026-06-15';
  it('accepts today and past dates', () => {
    expect(roundDateProblem('2026-06-15', null, today)).toBeNull();
    expect(roundDateProblem('2025-01-01', '2026-12-31', today)).toBeNull();
  });
  it('rejects the future', () => {
    expect(roundDateProblem('2026-06-16', null, today)).toBe(FUTURE_DATE_MESSAGE);
  });
  it("rejects dates after the league's end date", () => {
    expect(roundDateProblem('2026-06-10', '2026-06-09', today)).toBe(AFTER_END_DATE_MESSAGE);
    expect(roundDateProblem('2026-06-09', '2026-06-09', today)).toBeNull();
  });
});
