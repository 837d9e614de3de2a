import { NAV_ITEMS, isNavItemActive } from './nav-items';

describe('navigation', () => {
  it("lists the spec's entries in order", () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/'],
      ['Leagues', '/leagues'],
      ['My Leagues', '/leaderboards'],
      ['Recent Rounds', '/recent-rounds'],
      ['Profile', '/profile'],
    ]);
  });

  it('highlights an entry when the path equals it or starts with it, except for the root', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/leagues', '/')).toBe(false);
    expect(isNavItemActive('/leagues/abc', '/leagues')).toBe(true);
    expect(isNavItemActive('/leagues', '/leagues')).toBe(true);
    expect(isNavItemActive('/leaderboards', '/leagues')).toBe(false);
    expect(isNavItemActive('/profile', '/recent-rounds')).toBe(false);
  });
});
