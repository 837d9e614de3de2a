import { buildDemoWorld, DEMO_SEED } from './world';
import { demoNotifications } from './world-notifications';

it('the tour has a confirmation request and rank changes under the bell, newest first, links into its leagues', () => {
  const world = buildDemoWorld('2026-11-26', DEMO_SEED);
  const list = demoNotifications(world);
  const kinds = list.items.map((item) => item.kind);
  expect(kinds).toContain('partner_named');
  expect(kinds).toContain('rank_changed');
  expect(list.unread).toBe(list.items.filter((item) => !item.read).length);
  expect(list.unread).toBeGreaterThanOrEqual(2);
  const times = list.items.map((item) => item.createdAt);
  expect([...times].sort().reverse()).toEqual(times);
  const leagueIds = new Set(world.leagues.map((league) => league.id));
  for (const item of list.items) expect(leagueIds.has(item.link.split('/')[2])).toBe(true);
  expect(list.nextCursor).toBeNull();
});
