// Past days on the calendar, on both databases: a day before the server's calendar day is
// refused with 400 and one clear message, and nothing is written in any of the member's
// leagues; today and later days are taken.
import { addDays, AVAILABILITY_PAST_DAY, todayIso, type Availability } from '@fairway/contracts';
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

describeServiceOnEachDatabase({ name: 'calendar-past-days', routes }, (t) => {
  const url = (leagueId: string) => `/api/leagues/${leagueId}/calendar/availability`;

  it('answers 400 for yesterday and last year, writing nothing in any league', async () => {
    const alice = await createTestUser(t.db, { firstName: 'Alice' });
    const pines = await createTestLeague(t.db, alice, { name: 'Pines' });
    await createTestLeague(t.db, alice, { name: 'Oaks' });
    for (const date of [addDays(todayIso(), -1), addDays(todayIso(), -365)]) {
      const res = await t.fetchAs(alice.id, 'POST', url(pines.id), { date, timeSlot: 'morning', notes: 'too late' });
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect([res.status, body.message, body.errors.date]).toEqual([400, AVAILABILITY_PAST_DAY, AVAILABILITY_PAST_DAY]);
    }
    expect(await t.db.models.Availability.count({ where: { userId: alice.id } })).toBe(0);
  });

  it('takes today and a later day, in the league and the member’s other leagues', async () => {
    const bob = await createTestUser(t.db, { firstName: 'Bob' });
    const pines = await createTestLeague(t.db, bob, { name: 'Pines' });
    await createTestLeague(t.db, bob, { name: 'Oaks' });
    for (const date of [todayIso(), addDays(todayIso(), 1)]) {
      const res = await t.fetchAs(bob.id, 'POST', url(pines.id), { date, timeSlot: 'evening' });
      expect(res.status).toBe(201);
      expect(((await res.json()) as Availability).date).toBe(date);
    }
    expect(await t.db.models.Availability.count({ where: { userId: bob.id } })).toBe(4);
  });
});
