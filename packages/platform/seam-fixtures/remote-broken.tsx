// A remote whose exposed component changed its props without the federation table changing
// (federation-seam.test.ts expects tsc to refuse each line marked SEAM-ERROR).
import type { RemoteExposes, RemoteMeta } from '@fairway/platform';

function LeagueCalendarById({ leagueId }: { leagueId: number }) {
  return <p>{leagueId}</p>;
}

const meta: RemoteMeta = { name: 'calendar', version: '0.0.0', buildLabel: '', platformRange: '*' };

export const changedProps = {
  LeagueCalendar: async () => ({ default: LeagueCalendarById }), // SEAM-ERROR
  meta: async () => ({ default: meta }),
} satisfies RemoteExposes<'calendar'>;

// The remote stopped exposing LeagueCalendar.
export const missingModule = {
  meta: async () => ({ default: meta }),
} satisfies RemoteExposes<'calendar'>; // SEAM-ERROR
