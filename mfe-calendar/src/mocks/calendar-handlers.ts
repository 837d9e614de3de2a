// The calendar's fake back end, as MSW handlers: the same handlers serve the component tests
// (msw/node) and the standalone page (msw/browser). They keep the real rules the screens depend on
// (the contracts' input schema and messages, members only, 409 on a duplicate slot, own-entry
// deletes, from/to range) so the UI is exercised against the answers it gets in production.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  availabilitySchema,
  TIME_SLOTS,
  type Availability,
  type Course,
  type League,
  type User,
  LEAGUE_NOT_FOUND,
} from '@fairway/contracts';

export interface CalendarSeed {
  me: User;
  league: League;
  courses: Course[];
  availability?: Availability[];
}

const slotOrder = (id: string) => TIME_SLOTS.findIndex((slot) => slot.id === id);
const leagueNotFound = () => HttpResponse.json({ message: LEAGUE_NOT_FOUND }, { status: 404 });

/** Handlers over an in-memory copy of `seed`; `entries()` is the availability as it stands. */
export function calendarHandlers(seed: CalendarSeed): { handlers: HttpHandler[]; entries: () => Availability[] } {
  let entries: Availability[] = [...(seed.availability ?? [])];
  let nextId = 1;
  const me = { firstName: seed.me.firstName, lastName: seed.me.lastName };
  const ours = (leagueId: unknown) => leagueId === seed.league.id;

  const handlers = [
    http.get('/api/auth/user', () => HttpResponse.json(seed.me)),
    http.get('/api/leagues/:leagueId', ({ params }) => (ours(params.leagueId) ? HttpResponse.json(seed.league) : leagueNotFound())),
    http.get('/api/leagues/:leagueId/courses', ({ params }) =>
      ours(params.leagueId) ? HttpResponse.json(seed.courses) : leagueNotFound(),
    ),
    http.get('/api/leagues/:leagueId/calendar/availability', ({ params, request }) => {
      if (!ours(params.leagueId)) return leagueNotFound();
      const query = new URL(request.url).searchParams;
      const from = query.get('from');
      const to = query.get('to');
      const list = entries
        .filter((e) => e.leagueId === params.leagueId && (!from || e.date >= from) && (!to || e.date <= to))
        .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.timeSlot) - slotOrder(b.timeSlot));
      return HttpResponse.json(list);
    }),
    http.post('/api/leagues/:leagueId/calendar/availability', async ({ params, request }) => {
      if (!ours(params.leagueId)) return leagueNotFound();
      const text = await request.text();
      const parsed = availabilitySchema.safeParse(text ? JSON.parse(text) : {});
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      const input = parsed.data;
      const taken = entries.some(
        (e) => e.userId === seed.me.id && e.leagueId === seed.league.id && e.date === input.date && e.timeSlot === input.timeSlot,
      );
      if (taken) return HttpResponse.json({ message: 'You are already available for this time slot' }, { status: 409 });
      const now = new Date().toISOString();
      const created: Availability = {
        id: `fake-${nextId++}`,
        userId: seed.me.id,
        leagueId: seed.league.id,
        ...input,
        user: me,
        createdAt: now,
        updatedAt: now,
      };
      entries = [...entries, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('/api/leagues/:leagueId/calendar/availability/:id', ({ params }) => {
      if (!ours(params.leagueId)) return leagueNotFound();
      const target = entries.find((e) => e.id === params.id && e.leagueId === seed.league.id && e.userId === seed.me.id);
      if (!target) return HttpResponse.json({ message: 'Availability not found' }, { status: 404 });
      entries = entries.filter((e) => e !== target);
      return HttpResponse.json({ message: 'Availability removed' });
    }),
  ];
  return { handlers, entries: () => entries };
}
