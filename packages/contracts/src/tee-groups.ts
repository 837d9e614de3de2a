// Tee groups (docs/tee-groups.md): who plays with whom in a league week, formed from the week's
// availability. Pure and deterministic: the same golfers, slots and history give the same answer.
//
// Each golfer goes to one of the slots they are free at; each slot's golfers are split by the size
// rule (teeGroupSizes). Among the valid groupings the search prefers, in this order: the fewest
// golfers left alone on a waitlist, the fewest pairs who already played together in the league's
// confirmed groups of other weeks (a recent pair weighs more), then the smallest handicap spread.
// Small slots are searched exhaustively (the best grouping is found); larger ones start greedy and
// improve by swapping golfers between groups until no swap helps.
import { daysBetween, weekStart } from './calendar-days';
import { TIME_SLOT_IDS, type TimeSlotId } from './time-slots';
import { slotOrder } from './week-statistics';

export interface TeeSlot {
  date: string;
  slot: TimeSlotId;
}

export interface TeeGolfer {
  userId: string;
  handicap: number;
  /** The slots of the week this golfer is free at. */
  free: readonly TeeSlot[];
}

/** A confirmed group of another week (only the golfers who did not decline). */
export interface PastTeeGroup {
  week: string;
  members: readonly string[];
}

export interface SuggestedTeeGroup extends TeeSlot {
  members: string[];
}

export interface TeeWaitlistEntry extends TeeSlot {
  userId: string;
}

export interface TeeGroupPlan {
  groups: SuggestedTeeGroup[];
  waitlist: TeeWaitlistEntry[];
}

export const MIN_TEE_GROUP = 2;
export const MAX_TEE_GROUP = 4;

/** Group sizes for n golfers at one slot: 1 -> none (waitlist), 2-4 -> one group, 5 -> 3 + 2,
 * 6 or more -> the fewest groups of 3 and 4 (fours first). */
export function teeGroupSizes(n: number): number[] {
  if (n < MIN_TEE_GROUP) return [];
  if (n <= MAX_TEE_GROUP) return [n];
  if (n === 5) return [3, 2];
  const groups = Math.ceil(n / 4);
  const fours = n - 3 * groups;
  return [...Array<number>(fours).fill(4), ...Array<number>(groups - fours).fill(3)];
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Pairs in these members who have not played together before. */
export function newPairings(members: readonly string[], playedBefore: ReadonlySet<string>): number {
  let count = 0;
  for (let i = 0; i < members.length; i += 1) {
    for (let j = i + 1; j < members.length; j += 1) if (!playedBefore.has(pairKey(members[i], members[j]))) count += 1;
  }
  return count;
}

/** Lowest and highest handicap of a group. */
export function handicapRange(handicaps: readonly number[]): { low: number; high: number } | null {
  if (handicaps.length === 0) return null;
  return { low: Math.min(...handicaps), high: Math.max(...handicaps) };
}

export interface PairHistory {
  /** Pairs (pairKey) who played together in another week, with how much it weighs now. */
  weights: Map<string, number>;
}

/** How much each earlier pairing weighs for `week`: 1 per pair (a repeat), plus a recency part
 * (1 / weeks apart, summed over the weeks together) that only orders equal repeat counts. */
export function pairHistory(week: string, history: readonly PastTeeGroup[]): PairHistory {
  const monday = weekStart(week);
  const apart = new Map<string, number>();
  for (const group of history) {
    const weeks = Math.abs(daysBetween(monday, weekStart(group.week))) / 7;
    if (weeks === 0) continue;
    const members = [...new Set(group.members)];
    for (let i = 0; i < members.length; i += 1) {
      for (let j = i + 1; j < members.length; j += 1) {
        const key = pairKey(members[i], members[j]);
        apart.set(key, (apart.get(key) ?? 0) + 1 / weeks);
      }
    }
  }
  const weights = new Map<string, number>();
  for (const [key, recency] of apart) weights.set(key, REPEAT + RECENCY * recency);
  return { weights };
}

// A grouping's cost in one number, ordered as the rule says: a repeat outweighs any recency, and
// recency (1e5 / 52 weeks at least) any sum of spreads (handicaps are within 0-54).
const REPEAT = 1e10;
const RECENCY = 1e5;

/** Golfers of one slot, sorted by handicap then id (the order every search below relies on). */
interface Candidate {
  userId: string;
  handicap: number;
  /** Row of this golfer in the week's pair-weight matrix. */
  index: number;
}

/** Weights of the week's golfers by index (pairs looked up by number, not by string, in the
 * searches' inner loops). */
interface Weights {
  size: number;
  matrix: Float64Array;
}

const weigh = (w: Weights, a: Candidate, b: Candidate) => w.matrix[a.index * w.size + b.index];

function groupCost(members: readonly Candidate[], weights: Weights): number {
  let cost = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < members.length; i += 1) {
    low = Math.min(low, members[i].handicap);
    high = Math.max(high, members[i].handicap);
    for (let j = i + 1; j < members.length; j += 1) cost += weigh(weights, members[i], members[j]);
  }
  return cost + (members.length > 0 ? high - low : 0);
}

const EXHAUSTIVE_UP_TO = 10;

/** The best split of one slot's golfers (sorted) into the rule's sizes, and its cost. */
function splitSlot(golfers: readonly Candidate[], weights: Weights): { groups: Candidate[][]; cost: number } {
  const sizes = teeGroupSizes(golfers.length);
  if (sizes.length === 0) return { groups: [], cost: 0 };
  if (golfers.length <= EXHAUSTIVE_UP_TO) return exhaustiveSplit(golfers, sizes, weights);
  return improvedSplit(golfers, sizes, weights);
}

/** Every split, with groups of equal size taken in order (no split counted twice) and branches
 * that cannot beat the best so far cut. Golfers are added in handicap order, so a group's spread
 * is its last handicap minus its first. */
function exhaustiveSplit(golfers: readonly Candidate[], sizes: number[], weights: Weights) {
  const groups: Candidate[][] = sizes.map(() => []);
  let best: Candidate[][] = [];
  let bestCost = Infinity;
  const visit = (index: number, cost: number) => {
    if (cost >= bestCost) return;
    if (index === golfers.length) {
      bestCost = cost;
      best = groups.map((group) => [...group]);
      return;
    }
    const golfer = golfers[index];
    const triedEmpty = new Set<number>();
    for (let g = 0; g < groups.length; g += 1) {
      const group = groups[g];
      if (group.length === sizes[g]) continue;
      if (group.length === 0) {
        if (triedEmpty.has(sizes[g])) continue;
        triedEmpty.add(sizes[g]);
      }
      let added = group.length > 0 ? golfer.handicap - group[group.length - 1].handicap : 0;
      for (const member of group) added += weigh(weights, member, golfer);
      group.push(golfer);
      visit(index + 1, cost + added);
      group.pop();
    }
  };
  visit(0, 0);
  return { groups: best, cost: bestCost };
}

/** Greedy starts (handicap blocks, and golfers dealt round the groups), each improved by the best
 * swap between two groups until none helps; the cheaper result wins (the first on a tie). */
function improvedSplit(golfers: readonly Candidate[], sizes: number[], weights: Weights) {
  const blocks: Candidate[][] = [];
  let next = 0;
  for (const size of sizes) {
    blocks.push(golfers.slice(next, next + size));
    next += size;
  }
  const dealt: Candidate[][] = sizes.map(() => []);
  let g = 0;
  for (const golfer of golfers) {
    while (dealt[g % sizes.length].length === sizes[g % sizes.length]) g += 1;
    dealt[g % sizes.length].push(golfer);
    g += 1;
  }
  let best = { groups: [] as Candidate[][], cost: Infinity };
  for (const start of [blocks, dealt]) {
    const result = swapUntilStable(start, weights);
    if (result.cost < best.cost) best = result;
  }
  return best;
}

function swapUntilStable(start: Candidate[][], weights: Weights) {
  const groups = start.map((group) => [...group]);
  const costs = groups.map((group) => groupCost(group, weights));
  // First improvement: swap in place, keep the swap when it lowers the two groups' cost.
  for (let pass = 0, improved = true; improved && pass < 100; pass += 1) {
    improved = false;
    for (let a = 0; a < groups.length; a += 1) {
      for (let b = a + 1; b < groups.length; b += 1) {
        for (let i = 0; i < groups[a].length; i += 1) {
          for (let j = 0; j < groups[b].length; j += 1) {
            [groups[a][i], groups[b][j]] = [groups[b][j], groups[a][i]];
            const left = groupCost(groups[a], weights);
            const right = groupCost(groups[b], weights);
            if (left + right < costs[a] + costs[b] - 1e-6) {
              costs[a] = left;
              costs[b] = right;
              improved = true;
            } else {
              [groups[a][i], groups[b][j]] = [groups[b][j], groups[a][i]];
            }
          }
        }
      }
    }
  }
  return { groups, cost: costs.reduce((sum, cost) => sum + cost, 0) };
}

/** Whether gain a beats gain b: more waitlisted golfers placed, then a lower cost. */
const better = (a: number[], b: number[]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1] + 1e-6);

const slotId = (slot: TeeSlot) => `${slot.date}|${slot.slot}`;
const bySlot = (a: TeeSlot, b: TeeSlot) => (a.date < b.date ? -1 : a.date > b.date ? 1 : slotOrder(a.slot) - slotOrder(b.slot));
const byHandicap = (a: Candidate, b: Candidate) => a.handicap - b.handicap || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * The week's suggestion: every golfer at most once, only at a slot they are free at, split by
 * the size rule, with the fewest waitlisted, then repeats (recent ones first), then spread.
 */
export function suggestTeeGroups(week: string, golfers: readonly TeeGolfer[], history: readonly PastTeeGroup[]): TeeGroupPlan {
  const pastWeights = pairHistory(week, history).weights;
  const known = new Set<string>(TIME_SLOT_IDS);
  const people = [...new Map(golfers.map((golfer) => [golfer.userId, golfer])).values()]
    .map((golfer) => ({
      userId: golfer.userId,
      handicap: Number.isFinite(golfer.handicap) ? golfer.handicap : 0,
      free: [
        ...new Map(golfer.free.filter((s) => known.has(s.slot)).map((s) => [slotId(s), { date: s.date, slot: s.slot }])).values(),
      ].sort(bySlot),
    }))
    .filter((golfer) => golfer.free.length > 0)
    .sort((a, b) => (a.userId < b.userId ? -1 : 1))
    .map((golfer, index) => ({ ...golfer, index }))
    .sort(byHandicap);
  const weights: Weights = { size: people.length, matrix: new Float64Array(people.length * people.length) };
  for (const a of people) {
    for (const b of people) {
      if (a.index !== b.index) weights.matrix[a.index * people.length + b.index] = pastWeights.get(pairKey(a.userId, b.userId)) ?? 0;
    }
  }

  const slots = new Map<string, TeeSlot>();
  const demand = new Map<string, number>();
  for (const golfer of people) {
    for (const slot of golfer.free) {
      slots.set(slotId(slot), slot);
      demand.set(slotId(slot), (demand.get(slotId(slot)) ?? 0) + 1);
    }
  }

  // Start: everyone at their most wanted slot (the earliest on a tie), then move one golfer at a
  // time to another of their slots while that lowers the week's cost.
  const at = new Map<string, string>();
  const members = new Map<string, Candidate[]>([...slots.keys()].map((key) => [key, []]));
  for (const golfer of people) {
    let choice = slotId(golfer.free[0]);
    for (const slot of golfer.free) if (demand.get(slotId(slot))! > demand.get(choice)!) choice = slotId(slot);
    at.set(golfer.userId, choice);
    members.get(choice)!.push(golfer);
  }

  const memo = new Map<string, { groups: Candidate[][]; cost: number }>();
  const split = (list: Candidate[]) => {
    const key = list.map((c) => c.userId).join(',');
    let found = memo.get(key);
    if (!found) {
      found = splitSlot(list, weights);
      memo.set(key, found);
    }
    return found;
  };

  const flexible = people.filter((golfer) => golfer.free.length > 1);
  for (let pass = 0; pass < 20; pass += 1) {
    let moved = false;
    for (const golfer of flexible) {
      const from = at.get(golfer.userId)!;
      const without = members.get(from)!.filter((c) => c.userId !== golfer.userId);
      // Gains as [waitlisted, cost]: fewer golfers left alone comes first.
      const alone = (list: Candidate[]) => (list.length === 1 ? 1 : 0);
      const fromList = members.get(from)!;
      const fromGain = [alone(fromList) - alone(without), split(fromList).cost - split(without).cost];
      let best: { key: string; list: Candidate[]; gain: number[] } | null = null;
      for (const slot of golfer.free) {
        const key = slotId(slot);
        if (key === from) continue;
        const before = members.get(key)!;
        const list = [...before, golfer].sort(byHandicap);
        const gain = [fromGain[0] + alone(before) - alone(list), fromGain[1] + split(before).cost - split(list).cost];
        if (better(gain, [0, 0]) && (!best || better(gain, best.gain))) best = { key, list, gain };
      }
      if (best) {
        members.set(from, without);
        members.set(best.key, best.list);
        at.set(golfer.userId, best.key);
        moved = true;
      }
    }
    if (!moved) break;
  }

  const groups: SuggestedTeeGroup[] = [];
  const waitlist: TeeWaitlistEntry[] = [];
  for (const key of [...slots.keys()].sort((a, b) => bySlot(slots.get(a)!, slots.get(b)!))) {
    const slot = slots.get(key)!;
    const list = members.get(key)!;
    if (list.length === 1) waitlist.push({ userId: list[0].userId, date: slot.date, slot: slot.slot });
    const found = split(list).groups.map((group) => [...group].sort(byHandicap));
    found.sort((a, b) => byHandicap(a[0], b[0]));
    for (const group of found) groups.push({ date: slot.date, slot: slot.slot, members: group.map((c) => c.userId) });
  }
  return { groups, waitlist };
}

/** Pairs in these groups who played together in another week (count of repeated pairings). */
export function repeatedPairings(groups: readonly { members: readonly string[] }[], playedBefore: ReadonlySet<string>): number {
  return groups.reduce((sum, group) => {
    const pairs = (group.members.length * (group.members.length - 1)) / 2;
    return sum + pairs - newPairings(group.members, playedBefore);
  }, 0);
}
