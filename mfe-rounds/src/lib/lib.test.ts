import { aRound } from '../testing/fixtures';
import { relativeTime } from './relative-time';
import { roundNumbers } from './round-numbers';

it('relativeTime', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  expect(relativeTime('2026-06-15T11:59:40Z', now)).toBe('just now');
  expect(relativeTime('2026-06-15T11:55:00Z', now)).toBe('5 minutes ago');
  expect(relativeTime('2026-06-14T12:00:00Z', now)).toBe('yesterday');
  expect(relativeTime('2026-05-01T12:00:00Z', now)).toBe('last month');
});

it('numbers rounds per course in playing order', () => {
  const numbers = roundNumbers([
    aRound('b', 'Oaks', 80, { date: '2025-05-02' }),
    aRound('a', 'oaks ', 80, { date: '2025-05-01' }),
    aRound('c', 'Pines', 80, { date: '2025-05-01' }),
  ]);
  expect(Object.fromEntries(numbers)).toEqual({ a: 1, b: 2, c: 1 });
});
