// The calendar API against a throwaway MariaDB database: validation messages,
// members only, duplicate slots (409 from the unique index, also under parallel requests), a
// keyed submission sent again (the first entry, 200),
// own-entry deletes, the week range query and its constant statement count.
import { addDays, AVAILABILITY_PAST_DAY, todayIso, weekRange, weekStart, type Availability } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createServiceApp } from '@fairway/kit';
import { countQueries, createTestDatabase, createTestLeague, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { availabilityRouter } from './availability';

jest.setTimeout(120_000);

// Past days are refused, so every day here is counted from the clock: MONDAY opens a week at
// least eight days ahead (its Sunday before is still in the future).
const MONDAY = weekStart(addDays(todayIso(), 14));
const day = (offset: number) => addDays(MONDAY, offset);

let db: TestDatabase;
let app: Express;
let alice: User;
let bob: User;
let stranger: User;
let league: League;
let otherLeague: League;
let strangersLeague: League;

beforeAll(async () => {
  db = await createTestDatabase();
  app = createServiceApp({ name: 'calendar-test', db, routes: availabilityRouter(db) });
  alice = await createTestUser(db, { firstName: 'Alice', lastName: 'Archer' });
  bob = await createTestUser(db, { firstName: 'Bob', lastName: 'Brown' });
  stranger = await createTestUser(db, { firstName: 'Sam', lastName: 'Stranger' });
  league = await createTestLeague(db, alice, { name: 'Pines League' });
  await db.models.LeagueMembership.create({ leagueId: league.id, userId: bob.id });
  otherLeague = await createTestLeague(db, alice, { name: 'Oaks League' });
  strangersLeague = await createTestLeague(db, stranger, { name: 'Stranger League' });
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.models.Availability.destroy({ where: {} });
});

const base = (leagueId: string) => `/api/leagues/${leagueId}/calendar/availability`;
const post = (user: User | null, body: Record<string, unknown>, leagueId = league.id) =>
  signedRequest(app, user?.id ?? null)
    .post(base(leagueId))
    .send(body);
const get = (user: User | null, query = '', leagueId = league.id) => signedRequest(app, user?.id ?? null).get(`${base(leagueId)}${query}`);
const del = (user: User, id: string, leagueId = league.id) => signedRequest(app, user.id).delete(`${base(leagueId)}/${id}`);

const slot = (extra: Record<string, unknown> = {}) => ({
  date: day(2),
  timeSlot: 'morning',
  preferredCourse: 'Pebble Creek',
  notes: 'Walking, 18 holes',
  ...extra,
});

describe('POST availability validation (nothing written)', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no time slot', { timeSlot: undefined }, 'timeSlot', 'Please select a time slot'],
    ['empty time slot', { timeSlot: '' }, 'timeSlot', 'Please select a time slot'],
    ['unknown time slot', { timeSlot: 'midnight' }, 'timeSlot', 'Please select a time slot'],
    ['the old timeCategory shape', { timeSlot: undefined, timeCategory: 'morning' }, 'timeSlot', 'Please select a time slot'],
    ['no date', { date: undefined }, 'date', 'Please select a valid date'],
    ['not a real day', { date: '2026-02-30' }, 'date', 'Please select a valid date'],
    ['not yyyy-MM-dd', { date: '03/04/2026' }, 'date', 'Please select a valid date'],
    ["yesterday (the server's calendar day)", { date: addDays(todayIso(), -1) }, 'date', AVAILABILITY_PAST_DAY],
    ['notes too long', { notes: 'x'.repeat(501) }, 'notes', 'Too big: expected string to have <=500 characters'],
  ];

  it.each(cases)('%s -> 400', async (_name, change, field, message) => {
    const res = await post(alice, slot(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    expect(await db.models.Availability.count()).toBe(0);
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await post(null, slot());
    expect([res.status, res.body.message]).toEqual([401, 'Unauthorized']);
    expect(await db.models.Availability.count()).toBe(0);
  });
});

describe('POST availability', () => {
  it("stores the slot with the user's name, and adds it to the user's other leagues", async () => {
    const res = await post(alice, slot({ preferredCourse: '', notes: null }));
    expect(res.status).toBe(201);
    const body = res.body as Availability;
    expect(body).toMatchObject({
      userId: alice.id,
      leagueId: league.id,
      date: day(2),
      timeSlot: 'morning',
      preferredCourse: null,
      notes: null,
      user: { firstName: 'Alice', lastName: 'Archer' },
    });
    expect(typeof body.id).toBe('string');
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    const rows = await db.models.Availability.findAll({ where: { userId: alice.id }, order: [['leagueId', 'ASC']] });
    expect(rows.map((r) => r.leagueId).sort()).toEqual([league.id, otherLeague.id].sort());
    expect(await db.models.Availability.count({ where: { leagueId: strangersLeague.id } })).toBe(0);
  });

  it('keeps an entry the user already has in another league as it was', async () => {
    await db.models.Availability.create({
      userId: alice.id,
      leagueId: otherLeague.id,
      date: day(2),
      timeSlot: 'morning',
      notes: 'from Oaks',
    });
    const res = await post(alice, slot({ notes: 'from Pines' }));
    expect(res.status).toBe(201);
    const inOaks = await db.models.Availability.findAll({ where: { leagueId: otherLeague.id } });
    expect(inOaks.map((r) => r.notes)).toEqual(['from Oaks']);
  });

  it("refuses a slot already added from another of the user's leagues (it is in this one too)", async () => {
    expect((await post(alice, slot(), otherLeague.id)).status).toBe(201);
    const here = await post(alice, slot());
    expect([here.status, here.body.message]).toEqual([409, 'You are already available for this time slot']);
    expect(await db.models.Availability.count({ where: { userId: alice.id } })).toBe(2);
  });

  it('refuses the same user, league, date and slot twice with 409 and writes nothing', async () => {
    expect((await post(alice, slot())).status).toBe(201);
    const before = await db.models.Availability.count();
    const again = await post(alice, slot({ notes: 'again' }));
    expect([again.status, again.body.message]).toEqual([409, 'You are already available for this time slot']);
    expect(await db.models.Availability.count()).toBe(before);
    // Another slot the same day and the same slot another day are fine.
    expect((await post(alice, slot({ timeSlot: 'evening' }))).status).toBe(201);
    expect((await post(alice, slot({ date: day(3) }))).status).toBe(201);
  });

  it('lets exactly one of many parallel identical requests through (the unique index decides, never a 500)', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => post(bob, slot({ timeSlot: 'afternoon' }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await db.models.Availability.count({ where: { userId: bob.id, leagueId: league.id } })).toBe(1);
  });

  it('stays consistent when the same slots are added from two leagues at once (no 500, each slot once per league)', async () => {
    const slots = ['early-morning', 'morning', 'afternoon', 'evening'].flatMap((timeSlot) =>
      [day(8), day(9), day(10)].map((date) => ({ date, timeSlot })),
    );
    // Some already exist in one league, so the other league's inserts hit duplicates too.
    await db.models.Availability.create({ userId: alice.id, leagueId: otherLeague.id, date: day(9), timeSlot: 'morning' });
    const requests = slots.flatMap((s) => [post(alice, slot(s)), post(alice, slot(s), otherLeague.id)]);
    const results = await Promise.all(requests);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const leagueId of [league.id, otherLeague.id]) {
      expect(await db.models.Availability.count({ where: { userId: alice.id, leagueId } })).toBe(slots.length);
    }
  });

  it('answers a submission sent again with its idempotency key with the first entry (200), writing nothing', async () => {
    const key = 'c0ffee00-1111-4222-8333-444455556666';
    const first = await post(alice, slot({ idempotencyKey: key }));
    expect(first.status).toBe(201);
    const before = await db.models.Availability.count();
    const again = await post(alice, slot({ idempotencyKey: key }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await db.models.Availability.count()).toBe(before);
    // Without the key, or with another one, the same slot is still a duplicate.
    for (const body of [slot(), slot({ idempotencyKey: 'another-key-0001' })]) {
      const duplicate = await post(alice, body);
      expect([duplicate.status, duplicate.body.message]).toEqual([409, 'You are already available for this time slot']);
    }
    expect(await db.models.Availability.count()).toBe(before);
  });

  it('stores one entry for parallel attempts of one keyed submission, answering each with it', async () => {
    const key = 'feedbeef-2222-4333-8444-555566667777';
    const results = await Promise.all(Array.from({ length: 6 }, () => post(bob, slot({ timeSlot: 'evening', idempotencyKey: key }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await db.models.Availability.count({ where: { userId: bob.id, leagueId: league.id } })).toBe(1);
  });

  it("refuses a malformed idempotency key with 400 'Invalid idempotency key', writing nothing", async () => {
    const res = await post(alice, slot({ idempotencyKey: 'no spaces allowed' }));
    expect([res.status, res.body.errors.idempotencyKey]).toEqual([400, 'Invalid idempotency key']);
    expect(await db.models.Availability.count()).toBe(0);
  });

  it("answers 404 'League not found' to a non-member and for an unknown league, writing nothing", async () => {
    const notMember = await post(stranger, slot());
    expect([notMember.status, notMember.body.message]).toEqual([404, 'League not found']);
    const unknown = await post(alice, slot(), '00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'League not found']);
    expect(await db.models.Availability.count()).toBe(0);
  });
});

describe('GET availability', () => {
  async function seed() {
    // The Sunday before MONDAY closes the week before; MONDAY opens the next one.
    await post(alice, slot({ date: day(-1), timeSlot: 'evening' }));
    await post(bob, slot({ date: day(0), timeSlot: 'evening', preferredCourse: null }));
    await post(alice, slot({ date: day(0), timeSlot: 'early-morning' }));
    await post(alice, slot({ date: day(6), timeSlot: 'morning' }));
    await post(bob, slot({ date: day(7), timeSlot: 'morning' }));
  }

  it("lists the league's entries by day and slot with names, course and notes", async () => {
    await seed();
    const res = await get(bob);
    expect(res.status).toBe(200);
    const list = res.body as Availability[];
    expect(list.map((a) => [a.date, a.timeSlot, a.user.firstName])).toEqual([
      [day(-1), 'evening', 'Alice'],
      [day(0), 'early-morning', 'Alice'],
      [day(0), 'evening', 'Bob'],
      [day(6), 'morning', 'Alice'],
      [day(7), 'morning', 'Bob'],
    ]);
    expect(list[0]).toMatchObject({ preferredCourse: 'Pebble Creek', notes: 'Walking, 18 holes', leagueId: league.id });
    expect(list.every((a) => a.leagueId === league.id)).toBe(true);
  });

  it('loads exactly one Monday-to-Sunday week with from/to', async () => {
    await seed();
    const { from, to } = weekRange(day(3));
    expect([from, to]).toEqual([day(0), day(6)]);
    const res = await get(bob, `?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect((res.body as Availability[]).map((a) => a.date)).toEqual([day(0), day(0), day(6)]);
    const previous = await get(bob, `?from=${weekRange(day(-1)).from}&to=${weekRange(day(-1)).to}`);
    expect((previous.body as Availability[]).map((a) => a.date)).toEqual([day(-1)]);
  });

  it('rejects a bad range with 400', async () => {
    const bad = await get(alice, '?from=2026-13-01');
    expect([bad.status, bad.body.message]).toEqual([400, 'from must be a date (yyyy-MM-dd)']);
    const reversed = await get(alice, '?from=2026-03-08&to=2026-03-02');
    expect([reversed.status, reversed.body.message]).toEqual([400, 'from must be on or before to']);
  });

  it('is for members only', async () => {
    const res = await get(stranger);
    expect([res.status, res.body.message]).toEqual([404, 'League not found']);
    expect((await get(null)).status).toBe(401);
  });

  it('runs the same small number of SQL statements for an empty week and a full one', async () => {
    const { from, to } = weekRange(day(2));
    const query = `?from=${from}&to=${to}`;
    const empty = await countQueries(db, () => get(bob, query));
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => createTestUser(db, { firstName: `M${i}` })));
    await db.models.LeagueMembership.bulkCreate(members.map((m) => ({ leagueId: league.id, userId: m.id })));
    for (const member of members) {
      for (const date of [day(0), day(2), day(4)]) {
        for (const timeSlot of ['early-morning', 'morning', 'afternoon', 'evening']) {
          await db.models.Availability.create({ userId: member.id, leagueId: league.id, date, timeSlot });
        }
      }
    }
    let body: Availability[] = [];
    const full = await countQueries(db, async () => {
      body = (await get(bob, query)).body;
    });
    expect(body).toHaveLength(72);
    expect(full).toBe(empty);
    expect(full).toBeLessThanOrEqual(2);
  });
});

describe('DELETE availability', () => {
  it("answers 404 for someone else's entry and deletes nothing", async () => {
    const created = (await post(alice, slot())).body as Availability;
    const res = await del(bob, created.id);
    expect([res.status, res.body.message]).toEqual([404, 'Availability not found']);
    expect(await db.models.Availability.findByPk(created.id)).not.toBeNull();
  });

  it('answers 404 to a non-member, and for an entry of another league', async () => {
    const created = (await post(alice, slot())).body as Availability;
    const res = await del(stranger, created.id);
    expect([res.status, res.body.message]).toEqual([404, 'League not found']);
    const wrongLeague = await del(alice, created.id, otherLeague.id);
    expect([wrongLeague.status, wrongLeague.body.message]).toEqual([404, 'Availability not found']);
    expect(await db.models.Availability.findByPk(created.id)).not.toBeNull();
  });

  it('removes your own entry from this league only', async () => {
    const created = (await post(alice, slot())).body as Availability;
    const res = await del(alice, created.id);
    expect(res.status).toBe(200);
    expect(await db.models.Availability.findByPk(created.id)).toBeNull();
    expect(await db.models.Availability.count({ where: { leagueId: otherLeague.id, userId: alice.id } })).toBe(1);
    const again = await del(alice, created.id);
    expect(again.status).toBe(404);
  });
});
