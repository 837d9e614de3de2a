import { addDays } from './calendar-days';
import {
  handicapRange,
  newPairings,
  pairKey,
  repeatedPairings,
  suggestTeeGroups,
  teeGroupSizes,
  type PastTeeGroup,
  type TeeGolfer,
  type TeeSlot,
} from './tee-groups';
import type { TimeSlotId } from './time-slots';

const golfer = (userId: string, handicap: number, free: TeeSlot[]): TeeGolfer => ({ userId, handicap, free });
const at = (date: string, slot: TimeSlotId): TeeSlot => ({ date, slot });

function pairsOf(groups: readonly { members: readonly string[] }[]): string[] {
  return groups.flatMap((group) => group.members.flatMap((a, i) => group.members.slice(i + 1).map((b) => pairKey(a, b))));
}

describe('teeGroupSizes (the size rule)', () => {
  it.each([
    [0, []],
    [1, []],
    [2, [2]],
    [3, [3]],
    [4, [4]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [4, 3]],
    [8, [4, 4]],
    [9, [3, 3, 3]],
    [10, [4, 3, 3]],
    [11, [4, 4, 3]],
    [12, [4, 4, 4]],
    [13, [4, 3, 3, 3]],
    [60, Array(15).fill(4)],
  ])('%i golfers -> %j', (n, sizes) => {
    expect(teeGroupSizes(n)).toEqual(sizes);
  });

  it('always uses the fewest groups of 3 and 4 from 6 golfers on', () => {
    for (let n = 6; n <= 80; n += 1) {
      const sizes = teeGroupSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.every((size) => size === 3 || size === 4)).toBe(true);
      expect(sizes).toHaveLength(Math.ceil(n / 4));
    }
  });
});

describe('suggestTeeGroups', () => {
  const saturday = '2026-03-07';
  const week = '2026-03-02';

  it('splits each slot by the size rule and waitlists a golfer alone at a slot', () => {
    const golfers = [
      ...['a', 'b', 'c', 'd', 'e'].map((id, i) => golfer(id, i * 3, [at(saturday, 'morning')])),
      golfer('f', 10, [at(saturday, 'evening')]),
    ];
    const plan = suggestTeeGroups(week, golfers, []);
    expect(plan.groups.map((g) => [g.date, g.slot, g.members.length])).toEqual([
      [saturday, 'morning', 3],
      [saturday, 'morning', 2],
    ]);
    expect(plan.waitlist).toEqual([{ userId: 'f', date: saturday, slot: 'evening' }]);
  });

  it('places a golfer only at a slot they are free at, and only once in the week', () => {
    const days = ['2026-03-02', '2026-03-04', '2026-03-07', '2026-03-08'];
    const slots: TimeSlotId[] = ['early-morning', 'morning', 'afternoon', 'evening'];
    const golfers = Array.from({ length: 15 }, (_, i) =>
      golfer(
        `g${String(i).padStart(2, '0')}`,
        (i * 7) % 30,
        i % 3 === 0 ? [at(days[i % 4], slots[i % 4]), at(days[(i + 1) % 4], slots[(i + 1) % 4])] : [at(days[i % 4], slots[i % 4])],
      ),
    );
    const plan = suggestTeeGroups(week, golfers, []);
    const placed = plan.groups.flatMap((g) => g.members);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.length + plan.waitlist.length).toBe(15);
    for (const group of plan.groups) {
      expect(group.members.length).toBeGreaterThanOrEqual(2);
      expect(group.members.length).toBeLessThanOrEqual(4);
      for (const id of group.members) {
        const free = golfers.find((g) => g.userId === id)!.free;
        expect(free).toContainEqual({ date: group.date, slot: group.slot });
      }
    }
    // Per slot, the sizes are exactly the rule's for the golfers placed there.
    const perSlot = new Map<string, number[]>();
    for (const group of plan.groups)
      perSlot.set(`${group.date}|${group.slot}`, [...(perSlot.get(`${group.date}|${group.slot}`) ?? []), group.members.length]);
    for (const sizes of perSlot.values()) expect(sizes).toEqual(teeGroupSizes(sizes.reduce((a, b) => a + b, 0)));
  });

  it('sends a golfer free twice to the slot where nobody is left alone', () => {
    const golfers = [
      golfer('alone', 5, [at(saturday, 'evening')]),
      golfer('flex', 8, [at(saturday, 'morning'), at(saturday, 'evening')]),
      ...['m1', 'm2', 'm3', 'm4'].map((id, i) => golfer(id, i, [at(saturday, 'morning')])),
    ];
    const plan = suggestTeeGroups(week, golfers, []);
    expect(plan.waitlist).toEqual([]);
    expect(plan.groups).toContainEqual({ date: saturday, slot: 'evening', members: ['alone', 'flex'] });
  });

  it('avoids pairs who played together, recent ones first, then keeps handicaps close', () => {
    const golfers = ['a', 'b', 'c', 'd'].map((id, i) => golfer(id, [2, 3, 20, 21][i], [at(saturday, 'morning')]));
    // Without history: the closest handicaps together.
    expect(
      suggestTeeGroups(
        week,
        [...golfers, golfer('e', 22, [at(saturday, 'morning')]), golfer('f', 4, [at(saturday, 'morning')])],
        [],
      ).groups.map((g) => g.members),
    ).toEqual([
      ['a', 'b', 'f'],
      ['c', 'd', 'e'],
    ]);
    // a+b played last week, c+d ten weeks ago: splitting the recent pair matters more.
    const two = suggestTeeGroups(week, golfers, []).groups;
    expect(two).toHaveLength(1); // 4 golfers: one group whatever the history
    const six = [...golfers, golfer('e', 22, [at(saturday, 'morning')]), golfer('f', 4, [at(saturday, 'morning')])];
    const history: PastTeeGroup[] = [
      { week: addDays(week, -7), members: ['a', 'b'] },
      { week: addDays(week, -70), members: ['c', 'd'] },
    ];
    const plan = suggestTeeGroups(week, six, history);
    const together = (x: string, y: string) => plan.groups.some((g) => g.members.includes(x) && g.members.includes(y));
    expect(together('a', 'b')).toBe(false);
    expect(together('c', 'd')).toBe(false);
  });

  it('is deterministic whatever the order of its input', () => {
    const golfers = Array.from({ length: 23 }, (_, i) =>
      golfer(`u${i}`, (i * 13) % 36, [at(saturday, 'morning'), ...(i % 2 ? [at(saturday, 'afternoon')] : [])]),
    );
    const history: PastTeeGroup[] = [{ week: addDays(week, -7), members: ['u1', 'u2', 'u3'] }];
    const first = suggestTeeGroups(week, golfers, history);
    const reversed = suggestTeeGroups(week, [...golfers].reverse(), [...history]);
    expect(reversed).toEqual(first);
    expect(suggestTeeGroups(week, golfers, history)).toEqual(first);
  });

  it('lets nine golfers free four Saturday mornings meet everyone exactly once, week by week', () => {
    const ids = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy'];
    const handicaps = [4, 9, 12, 15, 18, 21, 24, 27, 30];
    const history: PastTeeGroup[] = [];
    const all: string[] = [];
    for (let w = 0; w < 4; w += 1) {
      const monday = addDays('2026-03-02', 7 * w);
      const sat = addDays(monday, 5);
      const plan = suggestTeeGroups(
        monday,
        ids.map((id, i) => golfer(id, handicaps[i], [at(sat, 'morning')])),
        history,
      );
      expect(plan.waitlist).toEqual([]);
      expect(plan.groups.map((g) => g.members.length)).toEqual([3, 3, 3]);
      expect(plan.groups.every((g) => g.date === sat && g.slot === 'morning')).toBe(true);
      all.push(...pairsOf(plan.groups));
      history.push(...plan.groups.map((g) => ({ week: monday, members: g.members })));
    }
    // 4 weeks x 9 pairs = all 36 pairs of nine golfers, none twice.
    expect(all).toHaveLength(36);
    expect(new Set(all).size).toBe(36);
  });

  it('answers for sixty golfers over many slots with valid groups', () => {
    const days = ['2026-03-04', '2026-03-07', '2026-03-08'];
    const slots: TimeSlotId[] = ['early-morning', 'morning', 'afternoon', 'evening'];
    const golfers = Array.from({ length: 60 }, (_, i) =>
      golfer(
        `p${i}`,
        (i * 17) % 40,
        [0, 1, 2].filter((k) => (i + k) % 2 === 0).map((k) => at(days[(i + k) % 3], slots[(i * (k + 1)) % 4])),
      ),
    );
    const plan = suggestTeeGroups(week, golfers, []);
    const placed = plan.groups.flatMap((g) => g.members);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.length + plan.waitlist.length).toBe(golfers.filter((g) => g.free.length > 0).length);
  });
});

describe('pairing figures', () => {
  it('counts new and repeated pairings and the handicap range', () => {
    const before = new Set([pairKey('a', 'b')]);
    expect(newPairings(['a', 'b', 'c'], before)).toBe(2);
    expect(repeatedPairings([{ members: ['a', 'b', 'c'] }, { members: ['d', 'e'] }], before)).toBe(1);
    expect(handicapRange([12.5, 3, 20])).toEqual({ low: 3, high: 20 });
    expect(handicapRange([])).toBeNull();
  });
});
