// Co-organizers and their tools, on both databases: who may edit, invite, remove members, edit
// course ratings and change organizers (403 for every member who does not organize; organizers
// are changed by the creator only), the creation messages on every edit, and the format and
// played courses locked by the first round (409). Invitations: organizer-invitations.test.ts;
// seasons: next-season.test.ts; a Stableford league's courses: course-ratings.test.ts.
import { addDays, todayIso, type League as LeagueDto, type LeagueEvent, type PendingInvitation } from '@fairway/contracts';
import { refreshUserStats, type User } from '@fairway/data';
import { namesAndRounds, organizerBed } from './organizer-test-bed';

jest.setTimeout(120_000);

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  const bed = organizerBed(dialect);
  let creator: User, coOrganizer: User, member: User, outsider: User;
  beforeAll(() => ({ creator, coOrganizer, member, outsider } = bed));
  const { as, league } = bed;

  it('only the creator makes a member a co-organizer or takes it back', async () => {
    const { id } = await league('public');
    const admin = (user: User, target: User, isAdmin: boolean) =>
      as(user).put(`/api/leagues/${id}/members/${target.id}/admin`).send({ isAdmin });
    expect([(await admin(member, coOrganizer, true)).status, (await admin(member, coOrganizer, true)).body.message]).toEqual([
      403,
      'Only the league creator can change organizers',
    ]);
    const made = await admin(creator, coOrganizer, true);
    expect([made.status, made.body.isAdmin]).toEqual([200, true]);
    // a co-organizer cannot make others organizers
    expect((await admin(coOrganizer, member, true)).status).toBe(403);
    expect((await admin(creator, creator, false)).status).toBe(409);
    expect((await admin(creator, outsider, true)).status).toBe(404);
    const detail = (await as(coOrganizer).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect(detail.isAdmin).toBe(true);
    expect(((await as(member).get(`/api/leagues/${id}`)).body as LeagueDto).isAdmin).toBe(false);
    const taken = await admin(creator, coOrganizer, false);
    expect([taken.status, taken.body.isAdmin]).toEqual([200, false]);
    const events = (await as(member).get(`/api/leagues/${id}/events`)).body as LeagueEvent[];
    expect(events.map((e) => [e.action, e.actor?.firstName, e.detail.memberName])).toEqual([
      ['organizer-removed', 'Cora', 'Otto Organizer'],
      ['organizer-added', 'Cora', 'Otto Organizer'],
    ]);
  });

  it('lets organizers edit, with the creation messages, and nobody else (403)', async () => {
    const { id } = await league('public');
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    const edit = (user: User, body: object) => as(user).patch(`/api/leagues/${id}`).send(body);
    const newEnd = addDays(todayIso(), 45);
    for (const user of [member, outsider]) {
      const res = await edit(user, { endDate: newEnd });
      expect([res.status, res.body.message]).toEqual([403, 'Only the league organizers can do this']);
    }
    const res = await edit(coOrganizer, { endDate: newEnd, description: 'Nine holes after work' });
    expect(res.status).toBe(200);
    expect([res.body.endDate, res.body.description]).toEqual([newEnd, 'Nine holes after work']);

    const cases: Array<[object, string]> = [
      [{ name: '' }, 'League name is required'],
      [{ name: 'x'.repeat(101) }, 'League name is too long'],
      [{ maxPlayers: 1 }, 'At least 2 players required'],
      [{ maxPlayers: 51 }, 'Maximum 50 players'],
      [{ maxPlayers: 2 }, 'Maximum players cannot be below the 3 current members'],
      [{ endDate: addDays(todayIso(), -1) }, 'End date must be today or in the future'],
      [{ courses: [] }, 'At least one course is required'],
      [{ courses: [{ name: ' ', rounds: 1 }] }, 'Course name is required'],
      [{ courses: [{ name: 'Oak', rounds: 0 }] }, 'At least 1 round required'],
      [{ courses: [{ name: 'Oak', rounds: 11 }] }, 'Maximum 10 rounds per course'],
      [{ format: 'skins' }, 'Choose one of the standings formats'],
    ];
    for (const [body, message] of cases) {
      const bad = await edit(coOrganizer, body);
      expect([body, bad.status, bad.body.message]).toEqual([body, 400, message]);
    }
    const after = (await as(member).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect([after.name, after.maxMembers, after.endDate, namesAndRounds(after.courses)]).toEqual([
      'Tuesday Twilight',
      6,
      newEnd,
      [{ name: 'Oak', rounds: 3 }],
    ]);
    const events = (await as(member).get(`/api/leagues/${id}/events`)).body as LeagueEvent[];
    expect(events[0]).toMatchObject({ action: 'league-edited', actor: { firstName: 'Otto' }, detail: { endDate: newEnd } });
  });

  it('locks the format, and courses with rounds, once a round is logged (409)', async () => {
    const { id } = await league('public');
    const before = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({ format: 'points', formatOptions: { windowWeeks: 2 } });
    expect([before.status, before.body.format, before.body.formatOptions.windowWeeks]).toEqual([200, 'points', 2]);
    await bed.db.models.Round.create({ leagueId: id, userId: member.id, course: 'Oak', score: 85, date: todayIso() });
    await bed.db.models.Round.create({ leagueId: id, userId: member.id, course: 'Oak', score: 88, date: todayIso() });
    await refreshUserStats(bed.db.sequelize, [member.id]);
    const locked = await as(creator).patch(`/api/leagues/${id}`).send({ format: 'net-average' });
    expect([locked.status, locked.body.message]).toEqual([409, 'The format cannot change once a round is logged']);
    expect(
      (
        await as(creator)
          .patch(`/api/leagues/${id}`)
          .send({ formatOptions: { windowWeeks: 4 } })
      ).status,
    ).toBe(409);
    const removed = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({ courses: [{ name: 'Elm', rounds: 2 }] });
    expect([removed.status, removed.body.message]).toEqual([409, 'A course with rounds logged cannot be removed (Oak)']);
    const below = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({ courses: [{ name: 'Oak', rounds: 1 }] });
    expect([below.status, below.body.message]).toEqual([409, 'Oak: a member has already logged 2 rounds there']);
    const added = await as(creator)
      .patch(`/api/leagues/${id}`)
      .send({
        courses: [
          { name: 'Oak', rounds: 2 },
          { name: 'Elm', rounds: 1 },
        ],
      });
    expect([added.status, namesAndRounds(added.body.courses)]).toEqual([
      200,
      [
        { name: 'Oak', rounds: 2 },
        { name: 'Elm', rounds: 1 },
      ],
    ]);
  });

  it('organizers remove members (never the creator); others still only leave', async () => {
    const { id } = await league('public');
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    const byMember = await as(member).delete(`/api/leagues/${id}/members/${coOrganizer.id}`);
    expect([byMember.status, byMember.body.message]).toEqual([403, 'You can only remove yourself from a league']);
    const creatorGone = await as(coOrganizer).delete(`/api/leagues/${id}/members/${creator.id}`);
    expect([creatorGone.status, creatorGone.body.message]).toEqual([403, 'The league creator cannot be removed']);
    const removed = await as(coOrganizer).delete(`/api/leagues/${id}/members/${member.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Member removed']);
    const detail = (await as(creator).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect(detail.memberCount).toBe(2);
    // only the creator deletes
    expect((await as(coOrganizer).delete(`/api/leagues/${id}`)).status).toBe(403);
  });

  it('answers 403 to a member who does not organize, on every organizer action, and changes nothing', async () => {
    const { id, courses } = await league('public');
    await as(creator)
      .post(`/api/leagues/${id}/invitations`)
      .send({ invitedMembers: [{ name: 'Nell', email: 'nell@example.test' }] })
      .expect(201);
    const [pending] = (await as(creator).get(`/api/leagues/${id}/invitations`)).body as PendingInvitation[];
    const eventsBefore = (await as(member).get(`/api/leagues/${id}/events`)).body as LeagueEvent[];
    const organizersOnly = 'Only the league organizers can do this';
    const actions: Array<[string, () => Promise<{ status: number; body: { message?: string } }>, string]> = [
      [
        'edit',
        () =>
          as(member)
            .patch(`/api/leagues/${id}`)
            .send({ endDate: addDays(todayIso(), 40) }),
        organizersOnly,
      ],
      [
        'invite',
        () =>
          as(member)
            .post(`/api/leagues/${id}/invitations`)
            .send({ invitedMembers: [{ name: 'Zed', email: 'zed@example.test' }] }),
        organizersOnly,
      ],
      ['list invitations', () => as(member).get(`/api/leagues/${id}/invitations`), organizersOnly],
      ['resend', () => as(member).post(`/api/leagues/${id}/invitations/${pending.id}/resend`), organizersOnly],
      ['revoke', () => as(member).delete(`/api/leagues/${id}/invitations/${pending.id}`), organizersOnly],
      [
        'remove a member',
        () => as(member).delete(`/api/leagues/${id}/members/${coOrganizer.id}`),
        'You can only remove yourself from a league',
      ],
      ['course ratings', () => as(member).patch(`/api/leagues/${id}/courses/${courses[0].id}`).send({ slope: 130 }), organizersOnly],
      [
        'change organizers',
        () => as(member).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true }),
        'Only the league creator can change organizers',
      ],
      ['next season', () => as(member).post(`/api/leagues/${id}/next-season`), organizersOnly],
    ];
    for (const [name, act, message] of actions) {
      const res = await act();
      expect([name, res.status, res.body.message]).toEqual([name, 403, message]);
    }
    // A co-organizer organizes everything but the organizers: that stays the creator's.
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true }).expect(200);
    const byCoOrganizer = await as(coOrganizer).put(`/api/leagues/${id}/members/${member.id}/admin`).send({ isAdmin: true });
    expect([byCoOrganizer.status, byCoOrganizer.body.message]).toEqual([403, 'Only the league creator can change organizers']);

    const after = (await as(member).get(`/api/leagues/${id}`)).body as LeagueDto;
    expect([after.endDate, after.memberCount, after.courses]).toEqual([addDays(todayIso(), 30), 3, courses]);
    expect(((await as(creator).get(`/api/leagues/${id}/invitations`)).body as PendingInvitation[]).map((p) => p.email)).toEqual([
      'nell@example.test',
    ]);
    expect((await as(member).get(`/api/leagues/${id}/events`)).body).toHaveLength(eventsBefore.length + 1); // the creator's organizer-added
  });
});
