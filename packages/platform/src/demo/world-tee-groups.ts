// Tee groups in the demo tour (docs/tee-groups.md, docs/demo.md): "Suggest groups" answers the
// contracts' algorithm over the demo week's availability; nothing is ever confirmed (the tour
// saves nothing), so the week shows no confirmed groups.
import {
  fullName,
  suggestTeeGroups,
  weekRange,
  weekStart,
  type TeeGroupSuggestion,
  type TeeGroupWeek,
  type TimeSlotId,
} from '@fairway/contracts';
import type { DemoWorld } from './world-rows';
import { availabilityList, userOf } from './world-views';

export function demoTeeGroupWeek(week: string): TeeGroupWeek {
  return { week: weekStart(week), groups: [], waitlist: [] };
}

export function demoTeeGroupSuggestion(world: DemoWorld, leagueId: string, day: string): TeeGroupSuggestion {
  const week = weekStart(day);
  const free = new Map<string, string[]>();
  for (const entry of availabilityList(world, leagueId, weekRange(week))) {
    free.set(entry.userId, [...(free.get(entry.userId) ?? []), `${entry.date}|${entry.timeSlot}`]);
  }
  const golfers = [...free.entries()].map(([userId, slots]) => {
    const user = userOf(world, userId);
    return {
      userId,
      name: fullName(user),
      handicap: Number(user.handicap) || 0,
      free: slots.map((key) => ({ date: key.slice(0, 10), slot: key.slice(11) as TimeSlotId })),
    };
  });
  const plan = suggestTeeGroups(week, golfers, []);
  return {
    week,
    groups: plan.groups.map((group) => ({ ...group, newPairings: (group.members.length * (group.members.length - 1)) / 2 })),
    waitlist: plan.waitlist,
    golfers: golfers.map(({ userId, name, handicap }) => ({ userId, name, handicap })),
    free: Object.fromEntries(free),
    playedBefore: [],
  };
}
