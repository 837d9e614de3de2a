// An invite-only league, to someone who is not a member, must be indistinguishable from a league
// that does not exist: every route of the leagues, rounds and calendar services, with every
// method, answers a non-member the same status and body for its id (or one of its rounds or
// calendar entries) as for an unknown one. The routes are read from the services' own
// definitions, so a new one is checked without being listed here. MariaDB and embedded SQLite.
import { randomUUID } from 'node:crypto';
import { addDays, CONTEST_KINDS, TIME_SLOT_IDS, todayIso } from '@fairway/contracts';
import {
  createTestLeague,
  createTestUser,
  describeOnEachDatabase,
  fieldNames,
  listRoutes,
  TEST_PASSWORD,
  type RouteInfo,
} from '@fairway/kit/testing';
import { sessionCookie, startBackend } from './test-support';

const yesterday = addDays(todayIso(), -1);
/** A round is dated today or before, availability today or later. */
const dateFor = (path: string) => (path.includes('/calendar/availability') ? todayIso() : yesterday);

// One test walks every route of three services twice (the hidden league, an unknown id): a minute
// or more when the machine is busy.
jest.setTimeout(180_000);

/** The ids a request names: the invite-only league's things, or unknown ones of the same shape. */
interface Ids {
  league: string;
  round: string;
  availability: string;
}

/** A valid body for the route (so that only the league decides the answer), naming `ids`. */
function body(route: RouteInfo, ids: Ids): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {
    leagueId: ids.league,
    course: 'Pebble Creek',
    date: dateFor(route.path),
    score: 82,
    notes: 'parity',
    playedWith: [],
    timeSlot: TIME_SLOT_IDS[0],
    preferredCourse: null,
    token: 'A'.repeat(43),
    invitedMembers: [{ name: 'Parity', email: 'parity@example.test' }],
    isAdmin: true,
    week: yesterday,
    kind: CONTEST_KINDS[0],
    hole: 7,
    winner: 'Parity',
    distance: 12,
    unit: 'ft',
  };
  const fields = fieldNames(route.body).filter((name) => name in values);
  return fields.length ? Object.fromEntries(fields.map((name) => [name, values[name]])) : undefined;
}

describeOnEachDatabase((t) => {
  let backend: Awaited<ReturnType<typeof startBackend>>;

  beforeAll(async () => {
    process.env.BCRYPT_ROUNDS = '4';
    backend = await startBackend(t.db);
  });

  afterAll(async () => {
    await backend?.close();
  });

  it('answers a non-member on every league, round and calendar route as if the invite-only league did not exist', async () => {
    const owner = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const hidden = await createTestLeague(t.db, owner, { privacy: 'invite', maxMembers: 10 });
    const round = await t.db.models.Round.create({
      leagueId: hidden.id,
      userId: owner.id,
      course: 'Pebble Creek',
      date: yesterday,
      score: 84,
    });
    const availability = await t.db.models.Availability.create({
      userId: owner.id,
      leagueId: hidden.id,
      date: todayIso(),
      timeSlot: TIME_SLOT_IDS[0],
    });
    const login = await fetch(`${backend.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: stranger.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login)!;

    const real: Ids = { league: hidden.id, round: round.id, availability: availability.id };
    const unknown: Ids = { league: randomUUID(), round: randomUUID(), availability: randomUUID() };
    const send = async (route: RouteInfo, ids: Ids, member: string) => {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
        if (name === 'id') return route.path.startsWith('/api/rounds') ? ids.round : ids.league;
        if (name === 'leagueId') return ids.league;
        if (name === 'availabilityId') return ids.availability;
        return member; // memberId, userId: the stranger themself or the league's owner
      });
      const payload = body(route, ids);
      const res = await fetch(backend.url + path, {
        method: route.method,
        headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      });
      return { status: res.status, body: await res.text() };
    };

    // Every route that names a league, one of its rounds or calendar entries, in a path or body.
    const routes = listRoutes(...backend.apps).filter(
      (route) => /^\/api\/(leagues|rounds)\/:/.test(route.path) || fieldNames(route.body).includes('leagueId'),
    );
    for (const path of ['/api/leagues/:id', '/api/leagues/:id/join', '/api/rounds', '/api/leagues/:leagueId/members/:userId']) {
      expect(routes.map((r) => r.path)).toContain(path);
    }
    const mismatches: string[] = [];
    let compared = 0;
    for (const route of routes) {
      for (const member of [stranger.id, owner.id]) {
        const forHidden = await send(route, real, member);
        const forUnknown = await send(route, unknown, member);
        compared += 1;
        if (forHidden.status !== 404 || forHidden.status !== forUnknown.status || forHidden.body !== forUnknown.body) {
          const who = member === owner.id ? 'owner' : 'self';
          mismatches.push(
            `${route.method} ${route.path} (${who}): ${forHidden.status} ${forHidden.body} / unknown: ${forUnknown.status} ${forUnknown.body}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(2 * 15);
    // Nothing was written for the stranger.
    expect(await t.db.models.LeagueMembership.count({ where: { leagueId: hidden.id } })).toBe(1);
    expect(await t.db.models.Round.count({ where: { leagueId: hidden.id } })).toBe(1);
  });
});
