// The modules this remote exposes (rspack.config.mjs) checked against the federation table in
// @fairway/platform (exposed-modules.ts): a changed prop type or a missing module fails tsc here.
import type { RemoteExposes } from '@fairway/platform';

export const exposedModules = {
  LeaguesPage: () => import('./LeaguesPage'),
  LeagueDashboardPage: () => import('./LeagueDashboardPage'),
  LeaderboardsPage: () => import('./LeaderboardsPage'),
  MyLeaguesCard: () => import('./MyLeaguesCard'),
  AvailableLeaguesCard: () => import('./AvailableLeaguesCard'),
  CreateLeagueDialog: () => import('./CreateLeagueDialog'),
  meta: () => import('./meta'),
} satisfies RemoteExposes<'leagues'>;
