import type { Availability } from './api-types';
import type { TimeSlotId } from './time-slots';
import { bestTimeToPlay, mostActiveMembers, popularTimes, slotNames } from './week-statistics';

let seq = 0;
function entry(userId: string, date: string, timeSlot: TimeSlotId, extra: Partial<Availability> = {}): Availability {
  seq += 1;
  const [firstName, lastName] = (
    { a: ['Ann', 'Able'], b: ['Bob', 'Baker'], c: ['Cy', 'Cole'], d: ['Di', 'Dunn'] } as Record<string, string[]>
  )[userId] ?? [userId, 'X'];
  return {
    id: `id-${seq}`,
    userId,
    leagueId: 'L1',
    date,
    timeSlot,
    preferredCourse: null,
    notes: null,
    user: { firstName, lastName },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe("this week's opportunities", () => {
  const week = '2026-03-04';
  const entries = [
    entry('a', '2026-03-02', 'morning'),
    entry('a', '2026-03-03', 'morning'),
    entry('a', '2026-03-08', 'evening'),
    entry('b', '2026-03-02', 'morning'),
    entry('b', '2026-03-05', 'early-morning'),
    entry('c', '2026-03-05', 'afternoon'),
    entry('d', '2026-03-06', 'afternoon'),
    entry('d', '2026-03-06', 'evening'),
    // other weeks do not count
    entry('c', '2026-03-01', 'morning'),
    entry('c', '2026-03-09', 'morning'),
    entry('c', '2026-03-09', 'evening'),
  ];

  it('counts each slot over the week in slot order', () => {
    expect(popularTimes(entries, week).map((p) => [p.timeSlot, p.label, p.count])).toEqual([
      ['early-morning', 'Sunrise', 1],
      ['morning', 'Morning', 3],
      ['afternoon', 'Afternoon', 2],
      ['evening', 'Evening', 2],
    ]);
  });

  it('leaves out the days already past when given today', () => {
    // Wednesday: Monday's and Tuesday's mornings are gone.
    expect(popularTimes(entries, week, '2026-03-04').map((p) => [p.timeSlot, p.count])).toEqual([
      ['early-morning', 1],
      ['morning', 0],
      ['afternoon', 2],
      ['evening', 2],
    ]);
    expect(bestTimeToPlay(entries, week, '2026-03-07')).toMatchObject({ date: '2026-03-08', timeSlot: 'evening', count: 1 });
    expect(bestTimeToPlay(entries, week, '2026-03-09')).toBeNull();
  });

  it('ranks the top 3 members by slots this week, ties by name', () => {
    expect(mostActiveMembers(entries, week)).toEqual([
      { userId: 'a', firstName: 'Ann', lastName: 'Able', count: 3 },
      { userId: 'b', firstName: 'Bob', lastName: 'Baker', count: 2 },
      { userId: 'd', firstName: 'Di', lastName: 'Dunn', count: 2 },
    ]);
    expect(mostActiveMembers([], week)).toEqual([]);
  });

  it('names the first 2 and counts the rest', () => {
    const three = [entry('a', week, 'morning'), entry('b', week, 'morning'), entry('c', week, 'morning')];
    expect(slotNames(three)).toEqual({ shown: three.slice(0, 2), more: 1 });
    expect(slotNames(three.slice(0, 2)).more).toBe(0);
  });
});

describe('best time to play', () => {
  const week = '2026-03-02';

  it('is the slot with the most members', () => {
    const best = bestTimeToPlay(
      [entry('a', '2026-03-02', 'morning'), entry('b', '2026-03-05', 'evening'), entry('c', '2026-03-05', 'evening')],
      week,
    );
    expect(best).toEqual({ date: '2026-03-05', timeSlot: 'evening', label: 'Evening', hours: '4-7 PM', count: 2 });
  });

  it('breaks ties by the earliest day, then the earliest slot', () => {
    const entries = [
      entry('a', '2026-03-06', 'early-morning'),
      entry('b', '2026-03-06', 'early-morning'),
      entry('a', '2026-03-04', 'evening'),
      entry('b', '2026-03-04', 'evening'),
      entry('c', '2026-03-04', 'afternoon'),
      entry('d', '2026-03-04', 'afternoon'),
    ];
    expect(bestTimeToPlay(entries, week)).toMatchObject({ date: '2026-03-04', timeSlot: 'afternoon', count: 2 });
  });

  it('ignores other weeks and is null when nobody is available', () => {
    expect(bestTimeToPlay([entry('a', '2026-03-09', 'morning'), entry('b', '2026-03-09', 'morning')], week)).toBeNull();
    expect(bestTimeToPlay([], week)).toBeNull();
  });
});
