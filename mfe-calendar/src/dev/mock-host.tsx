// The calendar on its own, with a mocked host: the shell's providers and toaster, and an in-memory
// fake of the gateway + calendar service instead of the network. For the calendar team's own
// development (`npm run dev -w mfe-calendar`, then /mock); the product mounts the exposed module.
import { useState } from 'react';
import { todayIso } from '@fairway/contracts';
import { createAppStore, PlatformProviders, Toaster } from '@fairway/platform';
import { LeagueCalendar } from '../components/league-calendar';
import { createFakeCalendarServer } from './fake-calendar-server';
import { sampleSeed } from './sample-seed';

function installFakeServer() {
  const seed = sampleSeed(todayIso());
  const server = createFakeCalendarServer(seed);
  // Replaced before the first query runs (this runs during the first render, before any effect).
  window.fetch = server.fetch as unknown as typeof window.fetch;
  return { leagueId: seed.league.id };
}

export function MockHost() {
  const [{ leagueId, store }] = useState(() => ({ ...installFakeServer(), store: createAppStore() }));
  return (
    <PlatformProviders store={store}>
      <main style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
        <p style={{ color: '#5f6f63' }}>Standalone calendar with a mocked host (in-memory data, resets on reload).</p>
        <LeagueCalendar leagueId={leagueId} />
      </main>
      <Toaster />
    </PlatformProviders>
  );
}
