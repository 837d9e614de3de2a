// Next season, on both databases: started by an organizer from an ended or complete league, linked
// both ways, the previous season read-only; public members join from a notice, an invite-only
// league's members by the usual single-use invitation mail.
import { todayIso, type League as LeagueDto } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { invitationTokenIn as tokenIn, namesAndRounds, organizerBed } from './organizer-test-bed';

jest.setTimeout(120_000);

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  const bed = organizerBed(dialect);
  let creator: User, coOrganizer: User, member: User, outsider: User;
  beforeAll(() => ({ creator, coOrganizer, member, outsider } = bed));
  const { as, league } = bed;

  it('starts from an ended league, links both, makes the previous read-only; public members join from a notice', async () => {
    const first = await league('public', { format: 'points', formatOptions: { windowWeeks: 2 } });
    const start = (user: User) => as(user).post(`/api/leagues/${first.id}/next-season`);
    const early = await start(creator);
    expect([early.status, early.body.message]).toEqual([409, 'A next season can start once this one has ended or is complete']);
    await as(creator).patch(`/api/leagues/${first.id}`).send({ endDate: todayIso() }); // ends today
    expect((await start(member)).status).toBe(403);
    const started = await start(creator);
    expect(started.status).toBe(201);
    const next = started.body as LeagueDto;
    expect([
      next.name,
      next.season,
      next.previousLeagueId,
      next.format,
      next.formatOptions?.windowWeeks,
      namesAndRounds(next.courses),
      next.memberCount,
    ]).toEqual(['Tuesday Twilight', 2, first.id, 'points', 2, [{ name: 'Oak', rounds: 3 }], 1]);
    expect((await start(creator)).status).toBe(409);
    // Recorded in the same transaction for the notifications worker (docs/notifications.md).
    const events = await bed.db.models.DomainEvent.findAll({ where: { leagueId: first.id, kind: 'season_started' } });
    expect(events.map((event) => JSON.parse(event.payload))).toEqual([
      { leagueName: 'Tuesday Twilight', nextLeagueId: next.id, season: 2 },
    ]);
    const previous = (await as(member).get(`/api/leagues/${first.id}`)).body as LeagueDto;
    expect(previous.nextLeagueId).toBe(next.id);
    expect((await as(creator).patch(`/api/leagues/${first.id}`).send({ name: 'Again' })).status).toBe(409);

    const notices = (await as(member).get('/api/leagues/next-seasons')).body;
    expect(notices).toEqual([{ id: next.id, name: 'Tuesday Twilight', season: 2, previousLeagueId: first.id }]);
    expect((await as(outsider).get('/api/leagues/next-seasons')).body).toEqual([]);
    expect((await as(member).post(`/api/leagues/${next.id}/join`)).status).toBe(200);
    expect((await as(member).get('/api/leagues/next-seasons')).body).toEqual([]);
  });

  it('sends an invite-only league the usual single-use invitations', async () => {
    const first = await league('invite');
    await as(creator).put(`/api/leagues/${first.id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    await as(creator).patch(`/api/leagues/${first.id}`).send({ endDate: todayIso() });
    const started = await as(coOrganizer).post(`/api/leagues/${first.id}/next-season`);
    expect(started.status).toBe(201);
    const next = started.body as LeagueDto;
    const invites = await bed.db.models.LeagueInvite.findAll({ where: { leagueId: next.id } });
    expect(invites.map((i) => i.name).sort()).toEqual(['Cora Creator', 'Mia Member']);
    expect((await as(member).get('/api/leagues/next-seasons')).body).toEqual([]);
    await bed.outbox.drain();
    const memberEmail = (await bed.db.models.User.findByPk(member.id))!.email.toLowerCase();
    const token = tokenIn(memberEmail, next.id)!;
    const joined = await as(member).post(`/api/leagues/${next.id}/join`).send({ token });
    expect([joined.status, joined.body.season]).toEqual([200, 2]);
  });
});
