// Signed-in navigation; the desktop bar shows the same links.
export interface NavItem {
  label: string;
  to: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Leagues', to: '/leagues' },
  { label: 'My Leagues', to: '/leaderboards' },
  { label: 'Recent Rounds', to: '/recent-rounds' },
  { label: 'Profile', to: '/profile' },
];

/** Highlighted when the path equals the link, or starts with it for every link except '/'. */
export function isNavItemActive(pathname: string, to: string): boolean {
  if (pathname === to) return true;
  return to !== '/' && pathname.startsWith(to);
}
