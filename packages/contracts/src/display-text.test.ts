import { countText, greetingFor, handicapText, ordinal } from './display-text';
import { roundsRemainingLabel } from './rounds-remaining';

describe('countText', () => {
  it('is singular for exactly one', () => {
    expect(countText(1, 'round')).toBe('1 round');
    expect(countText(0, 'round')).toBe('0 rounds');
    expect(countText(2, 'round')).toBe('2 rounds');
    expect(countText(1, 'person', 'people')).toBe('1 person');
    expect(countText(3, 'person', 'people')).toBe('3 people');
  });
});

describe('ordinal', () => {
  it('names a place as the standings say it', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});

describe('handicapText', () => {
  it('writes every handicap the same way, without trailing zeros', () => {
    expect(handicapText('0.00')).toBe('0');
    expect(handicapText(0)).toBe('0');
    expect(handicapText('12.40')).toBe('12.4');
    expect(handicapText('-2.50')).toBe('+2.5');
    expect(handicapText('-2.10')).toBe('+2.1');
    expect(handicapText(-10)).toBe('+10');
    expect(handicapText('-0.001')).toBe('0');
    expect(handicapText('18.25')).toBe('18.25');
    expect(handicapText('-0.00')).toBe('0');
  });

  it('answers `missing` without a value', () => {
    expect(handicapText(null)).toBe('-');
    expect(handicapText('', 'N/A')).toBe('N/A');
    expect(handicapText('abc', 'N/A')).toBe('N/A');
  });
});

describe('greetingFor', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it("says 'Welcome' to an account in its first day without rounds", () => {
    expect(greetingFor({ firstName: 'Ann', createdAt: '2026-05-10T11:59:00Z', totalRounds: 0 }, now)).toBe('Welcome, Ann!');
  });

  it("says 'Welcome back' once the account has rounds or is older than a day", () => {
    expect(greetingFor({ firstName: 'Ann', createdAt: '2026-05-10T11:00:00Z', totalRounds: 1 }, now)).toBe('Welcome back, Ann!');
    expect(greetingFor({ firstName: 'Ann', createdAt: '2026-05-09T11:59:00Z', totalRounds: 0 }, now)).toBe('Welcome back, Ann!');
    expect(greetingFor(null, now)).toBe('Welcome back, Golfer!');
  });
});

describe('roundsRemainingLabel', () => {
  it('agrees in number with the allowed rounds', () => {
    expect(roundsRemainingLabel(0, 1)).toBe('1 round completed');
    expect(roundsRemainingLabel(0, 3)).toBe('All 3 rounds completed');
    expect(roundsRemainingLabel(1, 1)).toBe('1 of 1 round remaining');
    expect(roundsRemainingLabel(2, 3)).toBe('2 of 3 rounds remaining');
  });
});
