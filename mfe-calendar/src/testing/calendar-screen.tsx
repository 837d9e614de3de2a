// The league calendar on screen, shared by its tests (league-calendar.test.tsx and
// add-availability-dialog.test.tsx): the calendar's handlers over a seed, a week of other
// members' entries and one of the user's own, and queries for a day and a slot.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { http, HttpResponse } from 'msw';
import { apiServer, recordRequests, renderWithProviders } from '@fairway/platform/testing';
import { calendarHandlers, type CalendarSeed } from '../mocks/calendar-handlers';
import { anEntry, LEAGUE_ID, seedWith, WEEK } from './fixtures';
import { LeagueCalendar } from '../components/league-calendar';

export const ME = 'dev-me';
/** The handlers and recorded requests of the screen `start` rendered last. */
export let server: ReturnType<typeof serve>;

/** The calendar's handlers over `seed`, and the requests the screen makes. */
export function serve(seed: CalendarSeed) {
  const { handlers, entries } = calendarHandlers(seed);
  apiServer.use(...handlers);
  return { entries, ...recordRequests() };
}

/** The next request to `path` by `method` gets `status` (and `body`) instead. */
export function failNext(method: 'post' | 'delete', path: string, status: number, body?: object) {
  apiServer.use(
    http[method](path, () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status })), { once: true }),
  );
}

/** Only the clock is set, and it keeps ticking (timers stay real, for user events and the mocked
 * API; a frozen Date.now() would stall the api cache's time-based bookkeeping). */
export function todayIs(iso: string) {
  jest.useFakeTimers({
    now: new Date(`${iso}T08:00:00`),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

afterEach(() => {
  jest.useRealTimers();
});

/** Renders the calendar of LEAGUE_ID at WEEK over `entries`, with a toaster, on the morning of
 * `today` (by default WEEK's Monday: past days are not offered, so the week's days are all
 * bookable); returns the user. */
export function start(entries = defaultEntries(), today = WEEK) {
  todayIs(today);
  server = serve(seedWith(entries));
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LeagueCalendar leagueId={LEAGUE_ID} initialWeek={WEEK} />
      <Toaster />
    </>,
  );
  return user;
}

function defaultEntries() {
  return [
    anEntry('u-ana', '2026-03-03', 'early-morning', { preferredCourse: 'Pebble Creek' }),
    anEntry('u-ben', '2026-03-03', 'early-morning', { preferredCourse: 'Oak Hills' }),
    anEntry('u-cleo', '2026-03-03', 'early-morning'),
    anEntry('u-dev', '2026-03-03', 'early-morning', { preferredCourse: 'Pebble Creek' }),
    anEntry(ME, '2026-03-03', 'early-morning', { id: 'mine-1', notes: 'Bringing a cart' }),
    anEntry('u-ana', '2026-03-05', 'afternoon'),
    anEntry('u-ana', '2026-03-08', 'evening'),
    anEntry('u-ben', '2026-03-08', 'evening'),
    // the week before and after: not shown, not counted
    anEntry('u-cleo', '2026-03-01', 'morning'),
    anEntry('u-cleo', '2026-03-09', 'morning'),
  ];
}

export const day = (name: string) => screen.getByRole('region', { name });
export const slotIn = (dayName: string, slotName: string) => within(day(dayName)).getByRole('listitem', { name: slotName });

/** Waits for the week to show. */
export async function loaded() {
  expect(await screen.findByRole('region', { name: 'Monday, Mar 2, 2026' })).toBeInTheDocument();
}
