// An in-memory stand-in for the gateway + calendar service, for this remote's standalone page and
// its component tests. It keeps the real rules that the screens depend on (the contracts' input
// schema and messages, members only, 409 on a duplicate slot, own-entry deletes, from/to range)
// so the UI is exercised against the same answers it gets in production.
import { availabilitySchema, TIME_SLOTS, type Availability, type Course, type League, type User } from '@fairway/contracts';

export interface FakeCalendarSeed {
  me: User;
  league: League;
  courses: Course[];
  /** Other members' names by user id (the current user is always a member). */
  members: Record<string, { firstName: string; lastName: string }>;
  availability?: Availability[];
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Enough of a fetch Response for the platform's baseQuery (ok, status, headers, text). */
interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

function respond(status: number, body?: unknown): FakeResponse {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

const slotOrder = (id: string) => TIME_SLOTS.findIndex((slot) => slot.id === id);

export function createFakeCalendarServer(seed: FakeCalendarSeed) {
  let entries: Availability[] = [...(seed.availability ?? [])];
  let nextId = 1;
  const calls: FakeCall[] = [];
  /** Answers forced for the next calls to "METHOD /path" (errors in tests). */
  const overrides = new Map<string, Array<{ status: number; body?: unknown }>>();
  const members = { ...seed.members, [seed.me.id]: { firstName: seed.me.firstName, lastName: seed.me.lastName } };

  function handle(method: string, url: URL, body: unknown): FakeResponse {
    const path = url.pathname;
    const forced = overrides.get(`${method} ${path}`)?.shift();
    if (forced) return respond(forced.status, forced.body);

    if (method === 'GET' && path === '/api/auth/user') return respond(200, seed.me);
    const match = path.match(/^\/api\/leagues\/([^/]+)(\/.*)?$/);
    if (!match || match[1] !== seed.league.id) return respond(404, { message: 'League not found' });
    const rest = match[2] ?? '';
    const leagueId = match[1];

    if (method === 'GET' && rest === '') return respond(200, seed.league);
    if (method === 'GET' && rest === '/courses') return respond(200, seed.courses);
    if (rest === '/calendar/availability' && method === 'GET') {
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const list = entries
        .filter((e) => e.leagueId === leagueId && (!from || e.date >= from) && (!to || e.date <= to))
        .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.timeSlot) - slotOrder(b.timeSlot));
      return respond(200, list);
    }
    if (rest === '/calendar/availability' && method === 'POST') {
      const parsed = availabilitySchema.safeParse(body ?? {});
      if (!parsed.success) return respond(400, { message: parsed.error.issues[0].message });
      const input = parsed.data;
      if (
        entries.some((e) => e.userId === seed.me.id && e.leagueId === leagueId && e.date === input.date && e.timeSlot === input.timeSlot)
      ) {
        return respond(409, { message: 'You are already available for this time slot' });
      }
      const now = new Date().toISOString();
      const created: Availability = {
        id: `fake-${nextId++}`,
        userId: seed.me.id,
        leagueId,
        ...input,
        user: members[seed.me.id],
        createdAt: now,
        updatedAt: now,
      };
      entries = [...entries, created];
      return respond(201, created);
    }
    const removal = rest.match(/^\/calendar\/availability\/([^/]+)$/);
    if (removal && method === 'DELETE') {
      const target = entries.find((e) => e.id === removal[1] && e.leagueId === leagueId && e.userId === seed.me.id);
      if (!target) return respond(404, { message: 'Availability not found' });
      entries = entries.filter((e) => e !== target);
      return respond(200, { message: 'Availability removed' });
    }
    return respond(404, { message: `Cannot ${method} ${path}` });
  }

  const fetch = async (input: string | URL | { url: string }, init: { method?: string; body?: unknown } = {}): Promise<FakeResponse> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    return handle(method, url, body);
  };

  return {
    fetch,
    calls,
    entries: () => entries,
    /** The next `times` calls to `METHOD /path` get this answer instead. */
    failNext(route: string, status: number, body?: unknown, times = 1) {
      const queue = overrides.get(route) ?? [];
      for (let i = 0; i < times; i += 1) queue.push({ status, body });
      overrides.set(route, queue);
    },
  };
}

export type FakeCalendarServer = ReturnType<typeof createFakeCalendarServer>;
