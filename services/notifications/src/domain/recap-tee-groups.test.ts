// The weekly recap lists the tee groups ahead, on both databases: sent on its Monday, the groups
// of that league week (the reader's own as "you with" the others, golfers who declined left
// out); sent later in the week, the rest of it and the next week too. A league with nothing but
// groups ahead still gets a recap.
import { type User } from '@fairway/data';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { recapMail } from './mails';
import { buildRecap } from './recap';
import { teeGroupsAhead } from './recap-tee-groups';

jest.setTimeout(120_000);

const WEEK = '2026-12-07';
const NEXT_WEEK = '2026-12-14';
const mail = { appUrl: 'http://localhost:3000' };

describe('teeGroupsAhead', () => {
  it('is the week ahead on its Monday, the rest of the week and the next later on, kept within its week', () => {
    expect(teeGroupsAhead(WEEK, WEEK)).toEqual({ from: WEEK, to: '2026-12-13' });
    expect(teeGroupsAhead(WEEK, '2026-12-12')).toEqual({ from: '2026-12-12', to: '2026-12-20' });
    expect(teeGroupsAhead(WEEK, '2026-12-06')).toEqual({ from: WEEK, to: '2026-12-13' });
    expect(teeGroupsAhead(WEEK, '2026-12-30')).toEqual({ from: '2026-12-13', to: '2026-12-20' });
  });
});

describeOnEachDatabase((t) => {
  let ann: User, ben: User, cal: User, dan: User, eve: User, fay: User;
  let leagueId: string;

  async function group(week: string, date: string, timeSlot: string, position: number, members: Array<[User, string]>) {
    const created = await t.db.models.TeeGroup.create({ leagueId, week, date, timeSlot, position, confirmedBy: ann.id });
    for (const [user, status] of members)
      await t.db.models.TeeGroupMember.create({ groupId: created.id, leagueId, week, userId: user.id, status });
  }

  beforeAll(async () => {
    ann = await createTestUser(t.db, { firstName: 'Ann', lastName: 'Lee' });
    ben = await createTestUser(t.db, { firstName: 'Ben', lastName: 'Bay' });
    cal = await createTestUser(t.db, { firstName: 'Cal', lastName: 'Cruz' });
    dan = await createTestUser(t.db, { firstName: 'Dan', lastName: 'Dee' });
    eve = await createTestUser(t.db, { firstName: 'Eve', lastName: 'Eng' });
    fay = await createTestUser(t.db, { firstName: 'Fay', lastName: 'Fox' });
    leagueId = (await createTestLeague(t.db, ann, { name: 'Saturday Club' })).id;
    for (const user of [ben, cal, dan, eve, fay]) await t.db.models.LeagueMembership.create({ leagueId, userId: user.id });
    // Listed in the order of the day: the morning group (position 1) before the evening one.
    await group(WEEK, '2026-12-12', 'evening', 0, [
      [ann, 'accepted'],
      [ben, 'invited'],
      [cal, 'accepted'],
    ]);
    await group(WEEK, '2026-12-12', 'morning', 1, [
      [dan, 'invited'],
      [eve, 'declined'],
      [fay, 'accepted'],
    ]);
    await group(NEXT_WEEK, '2026-12-19', 'morning', 0, [
      [ann, 'invited'],
      [dan, 'invited'],
    ]);
    // The week before: already played, never listed.
    await group('2026-11-30', '2026-12-06', 'morning', 0, [
      [ann, 'accepted'],
      [fay, 'accepted'],
    ]);
  });

  it("lists the week's groups on its Monday: the reader's own as 'you with', declined golfers left out", async () => {
    const end = new Date(`${WEEK}T08:00:00Z`);
    const recap = await buildRecap(t.db, ann.id, [], WEEK, new Date(end.getTime() - 7 * 86_400_000), end, 'UTC');
    expect(recap?.leagues.map((league) => league.teeGroups)).toEqual([
      [
        'Saturday, Dec 12, 2026, Morning (9 AM-12 PM): Dan Dee and Fay Fox',
        'Saturday, Dec 12, 2026, Evening (4-7 PM): you with Ben Bay and Cal Cruz',
      ],
    ]);
    const eves = await buildRecap(t.db, eve.id, [], WEEK, new Date(end.getTime() - 7 * 86_400_000), end, 'UTC');
    expect(eves?.leagues[0].teeGroups).toContain('Saturday, Dec 12, 2026, Morning (9 AM-12 PM): Dan Dee and Fay Fox');

    const text = recapMail(mail, { id: ann.id, email: ann.email, firstName: 'Ann', unsubscribeToken: 'a'.repeat(43) }, recap!).text!;
    expect(text).toContain('Tee groups coming up:\n  Saturday, Dec 12, 2026, Morning (9 AM-12 PM): Dan Dee and Fay Fox');
    expect(text).toContain('Saturday, Dec 12, 2026, Evening (4-7 PM): you with Ben Bay and Cal Cruz');
  });

  it('sent on the Saturday in the reader zone, lists that day and the next week', async () => {
    // Saturday 08:00 in Tokyo is still Friday in UTC: the reader's day counts.
    const end = new Date('2026-12-11T23:00:00Z');
    const recap = await buildRecap(t.db, dan.id, [], WEEK, new Date(end.getTime() - 7 * 86_400_000), end, 'Asia/Tokyo');
    expect(recap?.leagues[0].teeGroups).toEqual([
      'Saturday, Dec 12, 2026, Morning (9 AM-12 PM): you with Fay Fox',
      'Saturday, Dec 12, 2026, Evening (4-7 PM): Ann Lee, Ben Bay and Cal Cruz',
      'Saturday, Dec 19, 2026, Morning (9 AM-12 PM): you with Ann Lee',
    ]);
  });
});
