// The modules this remote exposes (rspack.config.mjs) checked against the federation table in
// @fairway/platform (exposed-modules.ts): a changed prop type or a missing module fails tsc here.
import type { RemoteExposes } from '@fairway/platform';

export const exposedModules = {
  ProfilePage: () => import('./ProfilePage'),
  RecentRoundsPage: () => import('./RecentRoundsPage'),
  MemberPage: () => import('./MemberPage'),
  RecentActivityCard: () => import('./RecentActivityCard'),
  HandicapCard: () => import('./HandicapCard'),
  LogRoundDialog: () => import('./LogRoundDialog'),
  meta: () => import('./meta'),
} satisfies RemoteExposes<'rounds'>;
