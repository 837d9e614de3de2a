// The tour's tee groups: "Suggest groups" answers a suggested week from the demo availability.
import { currentWeekStart, teeGroupSizes, type League, type TeeGroupSuggestion, type TeeGroupWeek } from '@fairway/contracts';
import { setup, TODAY } from './adapter-test-setup';

it('suggests a week of tee groups from the demo availability, and shows none confirmed', async () => {
  const { call, get } = setup();
  const [league] = await get<League[]>('/api/leagues/my');
  const week = currentWeekStart(new Date(`${TODAY}T12:00:00Z`));
  const result = (await call({ url: `/api/leagues/${league.id}/tee-groups/suggest`, method: 'POST', body: { week } })) as {
    data: TeeGroupSuggestion;
  };
  const suggestion = result.data;
  expect(suggestion.week).toBe(week);
  expect(suggestion.groups.length).toBeGreaterThan(0);
  const placed = suggestion.groups.flatMap((group) => group.members);
  expect(new Set(placed).size).toBe(placed.length);
  for (const group of suggestion.groups) {
    expect(suggestion.free[group.members[0]]).toContain(`${group.date}|${group.slot}`);
    expect(group.members.length).toBeGreaterThanOrEqual(2);
  }
  const perSlot = new Map<string, number[]>();
  for (const g of suggestion.groups) perSlot.set(`${g.date}|${g.slot}`, [...(perSlot.get(`${g.date}|${g.slot}`) ?? []), g.members.length]);
  for (const sizes of perSlot.values()) expect(sizes).toEqual(teeGroupSizes(sizes.reduce((a, b) => a + b, 0)));
  expect(suggestion.golfers.every((g) => g.name.length > 0)).toBe(true);
  expect(await get<TeeGroupWeek>(`/api/leagues/${league.id}/tee-groups?week=${week}`)).toEqual({ week, groups: [], waitlist: [] });
  expect(await get<unknown[]>(`/api/tee-groups/mine?from=${week}&to=${week}`)).toEqual([]);
});
