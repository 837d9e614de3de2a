// Fuzz of every route through the gateway, on MariaDB and on the embedded SQLite: the routes are
// read from the gateway's and the services' own route definitions (a new route is fuzzed without
// being listed here). Every id of a wrong shape in every path parameter; on every write route,
// bodies of the wrong shape, encoding and size, every field of a valid body replaced by values of
// every wrong type, extra fields, and seeded random mutations (FUZZ_SEED repeats a run). No
// answer may be >= 500 or a broken connection, and the back end still serves afterwards.
import http from 'node:http';
import { addDays, TIME_SLOT_IDS, todayIso } from '@fairway/contracts';
import { refreshUserStats, type Availability, type League, type Round, type User } from '@fairway/data';
import {
  BAD_IDS,
  createTestLeague,
  createTestUser,
  describeOnEachDatabase,
  fieldNames,
  hostileBodies,
  listRoutes,
  seededRandom,
  TEST_PASSWORD,
  WRONG_VALUES,
  type RouteInfo,
} from '@fairway/kit/testing';
import { startBackend } from './test-support';

jest.setTimeout(600_000);

const SEED = Number(process.env.FUZZ_SEED ?? 14);
const RANDOM_BODIES_PER_ROUTE = 20;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const yesterday = addDays(todayIso(), -1);
/** A round is dated today or before, availability today or later. */
const dateFor = (path: string) => (path.includes('/calendar/availability') ? todayIso() : yesterday);

interface Fixture {
  user: User;
  league: League;
  round: Round;
  availability: Availability;
}

/** A valid value for a body field, by its name: the fuzz starts from valid bodies so that one
 * wrong field at a time reaches the code behind the others' checks. Unknown names get a string. */
function validField(name: string, f: Fixture, path: string): unknown {
  const values: Record<string, unknown> = {
    email: f.user.email,
    password: TEST_PASSWORD,
    currentPassword: TEST_PASSWORD,
    newPassword: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    firstName: 'Fuzz',
    lastName: 'Tester',
    handicap: 12.4,
    token: 'A'.repeat(43),
    name: 'Fuzz League',
    description: 'Made by the fuzz',
    type: 'casual',
    privacy: 'public',
    maxPlayers: 8,
    endDate: null,
    courses: [{ name: 'Pebble Creek', rounds: 2 }],
    invitedMembers: [],
    leagueId: f.league.id,
    course: 'Pebble Creek',
    date: dateFor(path),
    score: 82,
    notes: 'fuzz',
    playedWith: [],
    idempotencyKey: 'fuzz-key-0001',
    timeSlot: TIME_SLOT_IDS[0],
    preferredCourse: null,
  };
  return name in values ? values[name] : 'fuzz';
}

/** A valid value for a path parameter, by its name (an unknown one: a well-formed id of nothing). */
function validParam(name: string, path: string, f: Fixture): string {
  if (name === 'id') return path.startsWith('/api/rounds') ? f.round.id : f.league.id;
  const values: Record<string, string> = {
    leagueId: f.league.id,
    userId: f.user.id,
    memberId: f.user.id,
    availabilityId: f.availability.id,
  };
  return values[name] ?? '00000000-0000-4000-8000-000000000000';
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fillPath = (path: string, value: (name: string) => string) => path.replace(/:(\w+)/g, (_, name: string) => value(name));

/** Every route the gateway answers under /api, with the body schema of whichever app validates it. */
function apiRoutes(apps: Parameters<typeof listRoutes>[0][]): RouteInfo[] {
  const byKey = new Map<string, RouteInfo>();
  for (const route of listRoutes(...apps)) {
    if (!route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    byKey.set(key, { ...route, body: byKey.get(key)?.body ?? route.body });
  }
  return [...byKey.values()];
}

describe(`every route through the gateway (FUZZ_SEED=${SEED})`, () => {
  describeOnEachDatabase((t) => {
    let backend: Awaited<ReturnType<typeof startBackend>>;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    beforeAll(async () => {
      process.env.BCRYPT_ROUNDS = '4';
      backend = await startBackend(t.db);
    });

    afterAll(async () => {
      agent.destroy();
      await backend?.close();
    });

    /** One raw request (no URL normalisation, bytes as given): the status, or the socket error. */
    function send(method: string, path: string, options: { cookie?: string | null; body?: string | Buffer; contentType?: string } = {}) {
      const { port, hostname } = new URL(backend.url);
      const headers: Record<string, string | number> = {};
      if (options.cookie) headers.cookie = options.cookie;
      if (options.body !== undefined) {
        headers['content-type'] = options.contentType ?? 'application/json';
        headers['content-length'] = Buffer.byteLength(options.body);
      }
      return new Promise<{ status: number | string; cookie: string | null; text: string }>((resolve) => {
        const req = http.request({ host: hostname, port, method, path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const setCookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('fairway.sid='));
            resolve({ status: res.statusCode ?? 0, cookie: setCookie?.split(';')[0] ?? null, text: Buffer.concat(chunks).toString() });
          });
          res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, cookie: null, text: '' }));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, cookie: null, text: '' }));
        req.end(options.body);
      });
    }

    async function signIn(user: User): Promise<string> {
      const res = await send('POST', '/api/auth/login', { body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }) });
      expect(res.status).toBe(200);
      return res.cookie!;
    }

    async function fixture(): Promise<Fixture> {
      const user = await createTestUser(t.db);
      const league = await createTestLeague(t.db, user, { maxMembers: 10 });
      const round = await t.db.models.Round.create({
        leagueId: league.id,
        userId: user.id,
        course: 'Pebble Creek',
        date: yesterday,
        score: 84,
      });
      await refreshUserStats(t.db.sequelize, [user.id]);
      const availability = await t.db.models.Availability.create({
        userId: user.id,
        leagueId: league.id,
        date: todayIso(),
        timeSlot: TIME_SLOT_IDS[0],
      });
      return { user, league, round, availability };
    }

    it('answers no request with >= 500 or a broken connection, and serves afterwards', async () => {
      const random = seededRandom(SEED);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const routes = apiRoutes(backend.apps);
      // The derivation found the routes of every service and of the gateway.
      for (const path of ['/api/auth/login', '/api/leagues/:id/join', '/api/rounds/:id', '/api/leagues/:id/calendar/availability']) {
        expect(routes.map((r) => r.path)).toContain(path);
      }

      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        const isWrite = WRITE_METHODS.has(route.method);
        if (!isWrite && paramNames(route.path).length === 0) continue;
        const f = await fixture();
        const cookie = await signIn(f.user);
        const fields = fieldNames(route.body);
        const base = Object.fromEntries(fields.map((name) => [name, validField(name, f, route.path)]));
        const validPath = fillPath(route.path, (name) => validParam(name, route.path, f));
        const call = async (label: string, path: string, body?: string | Buffer, contentType?: string) => {
          sent += 1;
          const res = await send(route.method, path, { cookie, body, contentType });
          if (typeof res.status !== 'number' || res.status >= 500)
            failures.push(`${route.method} ${route.path} [${label}] -> ${res.status}`);
          return res;
        };
        const json = (value: unknown) => (isWrite ? JSON.stringify(value) : undefined);

        for (const param of paramNames(route.path)) {
          for (const id of BAD_IDS) {
            const path = fillPath(route.path, (name) => (name === param ? id : validParam(name, route.path, f)));
            await call(`${param}=${id.slice(0, 20)}`, path, json(base));
          }
        }
        if (isWrite) {
          for (const hostile of hostileBodies(10_000)) await call(hostile.label, validPath, hostile.body, hostile.contentType);
          for (const field of fields) {
            for (const value of WRONG_VALUES)
              await call(`${field}=${JSON.stringify(value).slice(0, 20)}`, validPath, json({ ...base, [field]: value }));
          }
          const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`extra${i}`, i]));
          await call(
            'extra fields',
            validPath,
            json({ ...base, ...many, id: f.user.id, userId: f.user.id, createdBy: f.user.id, isAdmin: true }),
          );
          for (let i = 0; i < RANDOM_BODIES_PER_ROUTE; i += 1) {
            const body: Record<string, unknown> = { ...base };
            for (const field of fields) {
              const roll = random();
              if (roll < 0.25) body[field] = pick(WRONG_VALUES);
              else if (roll < 0.35) delete body[field];
            }
            if (random() < 0.3) body[pick(['__proto__', 'constructor', 'x', ''])] = pick(WRONG_VALUES);
            await call(`random #${i}`, validPath, json(random() < 0.1 ? [body] : body));
          }
        }
        // Last, the valid call: the route is reached through the gateway (not the 404 of a path
        // nobody serves), whatever the domain answers.
        const valid = await call('valid', validPath, json(base));
        if (valid.status === 404 && valid.text.includes('Cannot '))
          failures.push(`${route.method} ${route.path} is not served through the gateway`);
      }

      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(1000);

      // Still serving: readiness, and a signed-in read from each service through the gateway.
      const f = await fixture();
      const cookie = await signIn(f.user);
      expect((await send('GET', '/readyz')).status).toBe(200);
      for (const path of ['/api/auth/user', '/api/leagues', '/api/rounds/recent', `/api/leagues/${f.league.id}/calendar/availability`]) {
        expect([path, (await send('GET', path, { cookie })).status]).toEqual([path, 200]);
      }
    });
  });
});
