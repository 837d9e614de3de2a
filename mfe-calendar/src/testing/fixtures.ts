import type { Availability, TimeSlotId } from '@fairway/contracts';
import { anAvailability } from '@fairway/contracts/testing';
import type { CalendarSeed } from '../mocks/calendar-handlers';
import { sampleSeed } from '../mocks/sample-league';

export const WEEK = '2026-03-02';
export const LEAGUE_ID = 'dev-league';

const names: Record<string, { firstName: string; lastName: string }> = {
  'u-ana': { firstName: 'Ana', lastName: 'Torres' },
  'u-ben': { firstName: 'Ben', lastName: 'Okafor' },
  'u-cleo': { firstName: 'Cleo', lastName: 'Park' },
  'u-dev': { firstName: 'Dev', lastName: 'Shah' },
  'dev-me': { firstName: 'Morgan', lastName: 'Lee' },
};

let n = 0;
export function anEntry(userId: string, date: string, timeSlot: TimeSlotId, extra: Partial<Availability> = {}): Availability {
  n += 1;
  return anAvailability({ id: `e-${n}`, userId, leagueId: LEAGUE_ID, date, timeSlot, user: names[userId], ...extra });
}

/** The sample league and user, with exactly the given entries. */
export function seedWith(availability: Availability[]): CalendarSeed {
  return { ...sampleSeed(WEEK), availability };
}
