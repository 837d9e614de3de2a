// The calendar on its own, with a mocked host: the shell's providers and toaster, and the calendar's
// MSW handlers (the ones its component tests use) answering in a service worker instead of the
// gateway. For the calendar team's own development (`npm run dev -w mfe-calendar`, then /mock; the
// dev server serves the worker script); the product mounts the exposed module.
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { todayIso } from '@fairway/contracts';
import { createAppStore, PlatformProviders, Toaster } from '@fairway/platform';
import { LeagueCalendar } from '../components/league-calendar';
import { calendarHandlers } from '../mocks/calendar-handlers';
import { sampleSeed } from '../mocks/sample-league';

/** Starts the fake back end (in-memory data, reset on reload), then renders the calendar on it. */
export async function renderMockHost(root: Root): Promise<void> {
  const seed = sampleSeed(todayIso());
  // Any other /api path is the gateway's 404 here, not a request to the real gateway.
  const notFound = http.all('/api/*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
  await setupWorker(...calendarHandlers(seed).handlers, notFound).start({ onUnhandledRequest: 'bypass', quiet: true });
  root.render(
    <StrictMode>
      <PlatformProviders store={createAppStore()}>
        <main style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
          <p style={{ color: '#5f6f63' }}>Standalone calendar with a mocked host (in-memory data, resets on reload).</p>
          <LeagueCalendar leagueId={seed.league.id} />
        </main>
        <Toaster />
      </PlatformProviders>
    </StrictMode>,
  );
}
