// Sample league for the standalone page and the component tests: a few golfers spread over the week of `today`.
import { addDays, leagueCourse, weekStart, type Availability, type TimeSlotId } from '@fairway/contracts';
import { aLeague, anAvailability, aUser } from '@fairway/contracts/testing';
import type { CalendarSeed } from './calendar-handlers';

const LEAGUE_ID = 'dev-league';
const ME = 'dev-me';

const golfers: Record<string, { firstName: string; lastName: string }> = {
  'dev-ana': { firstName: 'Ana', lastName: 'Torres' },
  'dev-ben': { firstName: 'Ben', lastName: 'Okafor' },
  'dev-cleo': { firstName: 'Cleo', lastName: 'Park' },
  'dev-dev': { firstName: 'Dev', lastName: 'Shah' },
};

export function sampleSeed(today: string): CalendarSeed {
  const monday = weekStart(today);
  const stamp = new Date().toISOString();
  let n = 0;
  const entry = (
    userId: string,
    day: number,
    timeSlot: TimeSlotId,
    preferredCourse: string | null,
    notes: string | null = null,
  ): Availability =>
    anAvailability({
      id: `seed-${++n}`,
      userId,
      leagueId: LEAGUE_ID,
      date: addDays(monday, day),
      timeSlot,
      preferredCourse,
      notes,
      user: userId === ME ? { firstName: 'Morgan', lastName: 'Lee' } : golfers[userId],
      createdAt: stamp,
      updatedAt: stamp,
    });
  return {
    me: aUser({
      id: ME,
      lastName: 'Lee',
      handicap: '14.20',
      totalRounds: 6,
      bestRound: 81,
      averageScore: '86.50',
      createdAt: stamp,
      updatedAt: stamp,
    }),
    league: aLeague({
      id: LEAGUE_ID,
      description: 'Standalone sample league',
      createdBy: ME,
      creatorName: 'Morgan Lee',
      memberCount: 5,
      userPosition: 2,
      userRounds: 1,
      userAvgScore: '86.00',
      createdAt: stamp,
      updatedAt: stamp,
    }),
    courses: [leagueCourse('Pebble Creek', 2), leagueCourse('Oak Hills', 3)],
    availability: [
      entry('dev-ana', 1, 'early-morning', 'Pebble Creek', 'Walking'),
      entry('dev-ben', 1, 'early-morning', 'Oak Hills'),
      entry('dev-cleo', 1, 'early-morning', null),
      entry('dev-dev', 1, 'early-morning', 'Pebble Creek'),
      entry(ME, 1, 'early-morning', 'Pebble Creek', 'Bringing a cart'),
      entry('dev-ana', 3, 'afternoon', 'Oak Hills'),
      entry('dev-ben', 5, 'morning', null, 'Nine holes only'),
      entry(ME, 5, 'morning', null),
    ],
  };
}
