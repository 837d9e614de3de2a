// The modules this remote exposes (rspack.config.mjs) checked against the federation table in
// @fairway/platform (exposed-modules.ts): a changed prop type or a missing module fails tsc here.
import type { RemoteExposes } from '@fairway/platform';

export const exposedModules = {
  LeagueCalendar: () => import('./LeagueCalendar'),
  meta: () => import('./meta'),
} satisfies RemoteExposes<'calendar'>;
