// The calendar's fake back end, as MSW handlers: the same handlers serve the component tests
// (msw/node) and the standalone page (msw/browser). They keep the real rules the screens depend on
// (the contracts' input schema and messages, members only, 409 on a duplicate slot, own-entry
// deletes, from/to range) so the UI is exercised against the answers it gets in production.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  availabilitySchema,
  fullName,
  suggestTeeGroups,
  teeGroupsSchema,
  weekRange,
  weekStart,
  type TeeGroupView,
  type TimeSlotId,
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
    ...teeGroupHandlers(),
  ];

  /** Tee groups over the same entries: the contracts' algorithm (every handicap 0, no history),
   * confirmations kept per week, answers by the signed-in user. */
  function teeGroupHandlers() {
    const weeks = new Map<string, TeeGroupView[]>();
    const weekEntries = (week: string) => {
      const { from, to } = weekRange(week);
      return entries.filter((e) => e.date >= from && e.date <= to);
    };
    const nameOf = (userId: string) => fullName(entries.find((e) => e.userId === userId)?.user);
    return [
      http.get('/api/leagues/:leagueId/tee-groups', ({ params, request }) => {
        if (!ours(params.leagueId)) return leagueNotFound();
        const week = weekStart(new URL(request.url).searchParams.get('week') ?? '');
        return HttpResponse.json({ week, groups: weeks.get(week) ?? [], waitlist: [] });
      }),
      http.post('/api/leagues/:leagueId/tee-groups/suggest', async ({ params, request }) => {
        if (!ours(params.leagueId)) return leagueNotFound();
        const week = weekStart(((await request.json()) as { week: string }).week);
        const free = new Map<string, string[]>();
        for (const e of weekEntries(week)) free.set(e.userId, [...(free.get(e.userId) ?? []), `${e.date}|${e.timeSlot}`]);
        const golfers = [...free.entries()].map(([userId, slots]) => ({
          userId,
          handicap: 0,
          free: slots.map((key) => ({ date: key.split('|')[0], slot: key.split('|')[1] as TimeSlotId })),
        }));
        const plan = suggestTeeGroups(week, golfers, []);
        return HttpResponse.json({
          week,
          groups: plan.groups.map((g) => ({ ...g, newPairings: (g.members.length * (g.members.length - 1)) / 2 })),
          waitlist: plan.waitlist,
          golfers: golfers.map((g) => ({ userId: g.userId, name: nameOf(g.userId), handicap: 0 })),
          free: Object.fromEntries(free),
          playedBefore: [],
        });
      }),
      http.put('/api/leagues/:leagueId/tee-groups', async ({ params, request }) => {
        if (!ours(params.leagueId)) return leagueNotFound();
        const week = weekStart(new URL(request.url).searchParams.get('week') ?? '');
        const parsed = teeGroupsSchema.safeParse(await request.json());
        if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
        const groups = parsed.data.groups.map((g, i) => ({
          id: `group-${week}-${i}`,
          date: g.date,
          slot: g.slot,
          members: g.members.map((userId) => ({ userId, name: nameOf(userId), status: 'invited' as const })),
        }));
        weeks.set(week, groups);
        return HttpResponse.json({ week, groups, waitlist: [] });
      }),
      http.post('/api/leagues/:leagueId/tee-groups/:groupId/respond', async ({ params, request }) => {
        if (!ours(params.leagueId)) return leagueNotFound();
        const { accept } = (await request.json()) as { accept: boolean };
        for (const groups of weeks.values()) {
          const group = groups.find((g) => g.id === params.groupId);
          const member = group?.members.find((m) => m.userId === seed.me.id);
          if (group && member) {
            member.status = accept ? 'accepted' : 'declined';
            return HttpResponse.json(group);
          }
        }
        return HttpResponse.json({ message: 'Tee group not found' }, { status: 404 });
      }),
    ];
  }
  return { handlers, entries: () => entries };
}
