// Tee groups over HTTP on MariaDB and SQLite: the suggestion from the week's availability
// (size rule, slot rule, nobody twice, the nine-golfer four-week case), who may do what, the
// confirmation's refusals, answers, the waitlist offer, and the events the notifications use.
import { addDays, pairKey, type TeeGroupSuggestion, type TeeGroupView, type TeeGroupWeek, type TimeSlotId } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

const MONDAY = '2026-03-02';
const SATURDAY = '2026-03-07';

describeServiceOnEachDatabase({ name: 'calendar-tee-groups', routes }, (t) => {
  let organizer: User;
  let league: League;
  let golfers: User[];
  let stranger: User;

  const base = () => `/api/leagues/${league.id}/tee-groups`;
  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
  const suggest = async (who: User | null, week = MONDAY) => json(await t.fetchAs(who?.id ?? null, 'POST', `${base()}/suggest`, { week }));
  const confirm = async (who: User, groups: unknown, week = MONDAY) =>
    json(await t.fetchAs(who.id, 'PUT', `${base()}?week=${week}`, { groups }));
  const read = async (who: User, week = MONDAY) => json(await t.fetchAs(who.id, 'GET', `${base()}?week=${week}`));
  const free = (user: User, date: string, timeSlot: TimeSlotId, leagueId = league.id) =>
    t.db.models.Availability.create({ userId: user.id, leagueId, date, timeSlot });

  beforeEach(async () => {
    await t.db.models.TeeGroupMember.destroy({ where: {} });
    await t.db.models.TeeGroup.destroy({ where: {} });
    await t.db.models.Availability.destroy({ where: {} });
    await t.db.models.DomainEvent.destroy({ where: {} });
    organizer = await createTestUser(t.db, { firstName: 'Olga', lastName: 'Organizer', handicap: 10 });
    league = await createTestLeague(t.db, organizer, { name: 'Saturday Club' });
    golfers = [];
    for (let i = 0; i < 15; i += 1) {
      const golfer = await createTestUser(t.db, {
        firstName: `G${String(i).padStart(2, '0')}`,
        lastName: 'Player',
        handicap: (i * 7) % 30,
      });
      await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: golfer.id });
      golfers.push(golfer);
    }
    stranger = await createTestUser(t.db, { firstName: 'Sam', lastName: 'Stranger' });
  });

  it('nine golfers free four Saturday mornings meet everyone once, confirming week by week', async () => {
    const nine = golfers.slice(0, 9);
    const weeks = [0, 1, 2, 3].map((w) => addDays(MONDAY, 7 * w));
    for (const week of weeks) for (const golfer of nine) await free(golfer, addDays(week, 5), 'morning');
    const pairs: string[] = [];
    for (const week of weeks) {
      const { status, body } = await suggest(organizer, week);
      expect(status).toBe(200);
      const suggestion = body as unknown as TeeGroupSuggestion;
      expect(suggestion.week).toBe(week);
      expect(suggestion.waitlist).toEqual([]);
      expect(suggestion.groups.map((g) => [g.date, g.slot, g.members.length])).toEqual(Array(3).fill([addDays(week, 5), 'morning', 3]));
      expect(suggestion.groups.every((g) => g.newPairings === 3)).toBe(true);
      pairs.push(...suggestion.groups.flatMap((g) => g.members.flatMap((a, i) => g.members.slice(i + 1).map((b) => pairKey(a, b)))));
      const confirmed = await confirm(
        organizer,
        suggestion.groups.map(({ date, slot, members }) => ({ date, slot, members })),
        week,
      );
      expect(confirmed.status).toBe(200);
    }
    expect(new Set(pairs).size).toBe(36);
  });

  it('fifteen golfers over four slots: sizes per the rule, nobody twice, only free slots, the lone golfer waitlisted', async () => {
    const [a, b, c, d] = [SATURDAY, SATURDAY, addDays(SATURDAY, 1), addDays(SATURDAY, -2)];
    const slots: Array<[string, TimeSlotId]> = [
      [a, 'morning'],
      [b, 'afternoon'],
      [c, 'morning'],
      [d, 'evening'],
    ];
    // 7 at slot 0 (two of them also free at slot 1), 4 at slot 1, 3 at slot 2, 1 alone at slot 3.
    const plan: number[][] = [[0], [0], [0], [0], [0], [0, 1], [0, 1], [1], [1], [1], [1], [2], [2], [2], [3]];
    for (let i = 0; i < 15; i += 1) for (const s of plan[i]) await free(golfers[i], slots[s][0], slots[s][1]);
    // Availability in another league does not count here.
    const other = await createTestLeague(t.db, golfers[14], { name: 'Elsewhere' });
    await free(golfers[14], a, 'morning', other.id);

    const { status, body } = await suggest(organizer);
    expect(status).toBe(200);
    const suggestion = body as unknown as TeeGroupSuggestion;
    const placed = suggestion.groups.flatMap((g) => g.members);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed).toHaveLength(14);
    expect(suggestion.waitlist).toEqual([{ userId: golfers[14].id, date: d, slot: 'evening' }]);
    for (const group of suggestion.groups) {
      for (const id of group.members) {
        const i = golfers.findIndex((g) => g.id === id);
        expect(plan[i].map((s) => slots[s].join('|'))).toContain(`${group.date}|${group.slot}`);
      }
    }
    const sizes = new Map<string, number[]>();
    for (const g of suggestion.groups) sizes.set(`${g.date}|${g.slot}`, [...(sizes.get(`${g.date}|${g.slot}`) ?? []), g.members.length]);
    const expected: Record<number, number[]> = { 2: [2], 3: [3], 4: [4], 5: [3, 2], 6: [3, 3], 7: [4, 3], 9: [3, 3, 3] };
    for (const list of sizes.values()) expect(list).toEqual(expected[list.reduce((x, y) => x + y, 0)]);
    // A suggestion changes nothing.
    expect(await t.db.models.TeeGroup.count()).toBe(0);
  });

  it('keeps suggesting and confirming to organizers; members read, strangers get 404', async () => {
    for (const golfer of golfers.slice(0, 3)) await free(golfer, SATURDAY, 'morning');
    expect(await suggest(golfers[0])).toEqual({ status: 403, body: { message: 'Only the league organizers can do this' } });
    const group = [{ date: SATURDAY, slot: 'morning', members: golfers.slice(0, 3).map((g) => g.id) }];
    expect((await confirm(golfers[0], group)).status).toBe(403);
    expect(await t.db.models.TeeGroup.count()).toBe(0);
    expect(await suggest(stranger)).toEqual({ status: 404, body: { message: 'League not found' } });
    expect((await read(stranger)).status).toBe(404);
    expect((await json(await t.fetchAs(stranger.id, 'PUT', `${base()}?week=${MONDAY}`, { nonsense: true }))).status).toBe(404);
    expect((await suggest(null)).status).toBe(401);
    // A co-organizer may.
    await t.db.models.LeagueMembership.update({ isAdmin: true }, { where: { leagueId: league.id, userId: golfers[1].id } });
    expect((await suggest(golfers[1])).status).toBe(200);
  });

  it('refuses a confirmation with a clear message and changes nothing', async () => {
    for (const golfer of golfers.slice(0, 5)) await free(golfer, SATURDAY, 'morning');
    await free(golfers[5], SATURDAY, 'evening');
    const ids = golfers.map((g) => g.id);
    const cases: Array<[unknown, string]> = [
      [
        [{ date: SATURDAY, slot: 'morning', members: [ids[0], ids[5]] }],
        'G05 Player is not free on Saturday, Mar 7, 2026, Morning (9 AM-12 PM)',
      ],
      [
        [
          { date: SATURDAY, slot: 'morning', members: [ids[0], ids[1]] },
          { date: SATURDAY, slot: 'morning', members: [ids[1], ids[2]] },
        ],
        'G01 Player is placed twice',
      ],
      [[{ date: SATURDAY, slot: 'morning', members: [ids[0]] }], 'A group must have 2 to 4 golfers'],
      [[{ date: SATURDAY, slot: 'morning', members: ids.slice(0, 5) }], 'A group must have 2 to 4 golfers'],
      [[{ date: '2026-03-09', slot: 'morning', members: [ids[0], ids[1]] }], '2026-03-09 is not in the week of Monday, Mar 2, 2026'],
      [
        [{ date: SATURDAY, slot: 'noon', members: [ids[0], ids[1]] }],
        'Each group needs a time slot: early-morning, morning, afternoon or evening',
      ],
      [
        [{ date: SATURDAY, slot: 'morning', members: [ids[0], stranger.id] }],
        'A golfer who is not a member of this league is not free on Saturday, Mar 7, 2026, Morning (9 AM-12 PM)',
      ],
    ];
    for (const [groups, message] of cases) {
      const res = await confirm(organizer, groups);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await json(await t.fetchAs(organizer.id, 'PUT', `${base()}?week=soon`, { groups: [] }))).body.message).toBe(
      'week must be a date (yyyy-MM-dd)',
    );
    expect(await t.db.models.TeeGroup.count()).toBe(0);
    expect(await t.db.models.DomainEvent.count()).toBe(0);
  });

  it('confirms, tells each placed golfer, records answers and offers a declined place to the waitlist', async () => {
    for (const golfer of golfers.slice(0, 4)) await free(golfer, SATURDAY, 'morning');
    const ids = golfers.map((g) => g.id);
    const confirmed = await confirm(organizer, [{ date: SATURDAY, slot: 'morning', members: ids.slice(0, 3) }]);
    expect(confirmed.status).toBe(200);
    const week = confirmed.body as unknown as TeeGroupWeek;
    expect(week.groups).toHaveLength(1);
    const group = week.groups[0];
    expect(group.members).toEqual(golfers.slice(0, 3).map((g) => ({ userId: g.id, name: `${g.firstName} Player`, status: 'invited' })));
    expect(week.waitlist).toEqual([{ userId: ids[3], name: 'G03 Player', date: SATURDAY, slot: 'morning' }]);
    const events = await t.db.models.DomainEvent.findAll();
    expect(events.map((e) => [e.kind, JSON.parse(e.payload).notify])).toEqual([['tee_group', ids.slice(0, 3)]]);

    // Members read the week; the organizer's view is the same.
    const seen = await read(golfers[1]);
    expect(seen.status).toBe(200);
    expect((seen.body as unknown as TeeGroupWeek).groups[0].id).toBe(group.id);

    const answer = async (who: User, accept: unknown, groupId = group.id) =>
      json(await t.fetchAs(who.id, 'POST', `${base()}/${groupId}/respond`, { accept }));
    expect((await answer(golfers[0], true)).body.members).toContainEqual({ userId: ids[0], name: 'G00 Player', status: 'accepted' });
    expect((await answer(golfers[0], 'yes')).body.message).toBe('accept must be true or false');
    expect((await answer(golfers[3], true)).body).toEqual({ message: 'Tee group not found' });
    expect((await answer(golfers[1], true, golfers[1].id)).status).toBe(404);

    const declined = await answer(golfers[1], false);
    expect(declined.status).toBe(200);
    const after = declined.body as unknown as TeeGroupView;
    expect(after.members.map((m) => [m.userId, m.status])).toEqual([
      [ids[0], 'accepted'],
      [ids[1], 'declined'],
      [ids[2], 'invited'],
      [ids[3], 'invited'],
    ]);
    const kinds = (await t.db.models.DomainEvent.findAll({ order: [['createdAt', 'ASC']] })).map((e) => [e.kind, JSON.parse(e.payload)]);
    expect(kinds.filter(([kind]) => kind === 'tee_group_answered')).toHaveLength(2);
    expect(kinds.filter(([kind, p]) => kind === 'tee_group' && p.offered)).toEqual([
      ['tee_group', expect.objectContaining({ notify: [ids[3]] })],
    ]);
    // Declining again changes nothing more.
    await answer(golfers[1], false);
    expect(await t.db.models.DomainEvent.count()).toBe(kinds.length);

    // The caller's own groups across leagues, and the group's calendar file.
    const mine = await t.fetchAs(ids[0], 'GET', `/api/tee-groups/mine?from=${SATURDAY}&to=${SATURDAY}`);
    expect((await mine.json())[0]).toMatchObject({ id: group.id, leagueId: league.id, leagueName: 'Saturday Club', week: MONDAY });
    const ics = await t.fetchAs(ids[2], 'GET', `${base()}/${group.id}/ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('DTSTART:20260307T090000');
    expect(text).toContain('G00 Player\\, G02 Player\\, G03 Player');
    expect((await t.fetchAs(stranger.id, 'GET', `${base()}/${group.id}/ics`)).status).toBe(404);
  });

  it('re-confirming keeps answers of golfers who stay and tells only those whose group changed', async () => {
    for (const golfer of golfers.slice(0, 5)) await free(golfer, SATURDAY, 'morning');
    const ids = golfers.map((g) => g.id);
    const first = (
      await confirm(organizer, [
        { date: SATURDAY, slot: 'morning', members: ids.slice(0, 2) },
        { date: SATURDAY, slot: 'morning', members: ids.slice(2, 5) },
      ])
    ).body as unknown as TeeGroupWeek;
    await t.fetchAs(ids[0], 'POST', `${base()}/${first.groups[0].id}/respond`, { accept: true });
    await t.db.models.DomainEvent.destroy({ where: {} });
    const again = (
      await confirm(organizer, [
        { date: SATURDAY, slot: 'morning', members: ids.slice(0, 2) },
        { date: SATURDAY, slot: 'morning', members: ids.slice(2, 4) },
      ])
    ).body as unknown as TeeGroupWeek;
    expect(again.groups[0].members[0].status).toBe('accepted');
    const events = await t.db.models.DomainEvent.findAll();
    expect(events.map((e) => JSON.parse(e.payload).notify)).toEqual([ids.slice(2, 4)]);
    expect(again.waitlist.map((w) => w.userId)).toEqual([ids[4]]);
  });
});
