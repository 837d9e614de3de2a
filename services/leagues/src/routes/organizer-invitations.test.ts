// Invitations after creation, on both databases: organizers invite (members 403, strangers to an
// invite-only league 404), list the pending ones, resend (the old link stops working) and revoke;
// the invitee joins with the link from the mail; no event names an email address, and only
// organizers see who was invited.
import { invitationWithdrawnMessage, type LeagueEvent, type PendingInvitation } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { invitationTokenIn as tokenIn, organizerBed } from './organizer-test-bed';

jest.setTimeout(120_000);

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  const bed = organizerBed(dialect);
  let creator: User, coOrganizer: User, member: User, outsider: User, newcomer: User;
  beforeAll(() => ({ creator, coOrganizer, member, outsider, newcomer } = bed));
  const { as, league } = bed;

  it('invites after creation: pending list, resend, revoke, and the invitee joins with the mail', async () => {
    const { id } = await league('invite');
    const invite = (user: User) =>
      as(user)
        .post(`/api/leagues/${id}/invitations`)
        .send({ invitedMembers: [{ name: 'Nell', email: 'Nell@Example.test' }] });
    expect([(await invite(member)).status, (await invite(member)).body.message]).toEqual([403, 'Only the league organizers can do this']);
    expect((await invite(outsider)).status).toBe(404); // invite-only: a stranger learns nothing
    await as(creator).put(`/api/leagues/${id}/members/${coOrganizer.id}/admin`).send({ isAdmin: true });
    const sent = await invite(coOrganizer);
    expect([sent.status, sent.body.invited]).toEqual([201, 1]);
    const pending = (await as(coOrganizer).get(`/api/leagues/${id}/invitations`)).body as PendingInvitation[];
    expect(pending.map((p) => [p.name, p.email, p.expired])).toEqual([['Nell', 'nell@example.test', false]]);
    expect((await as(member).get(`/api/leagues/${id}/invitations`)).status).toBe(403);
    await bed.outbox.drain();
    const first = tokenIn('nell@example.test', id)!;
    expect(first).toBeDefined();

    // resend (ten minutes later, the shortest interval): a new token; the first link stops working
    await bed.db.sequelize.query('UPDATE `invitation_sends` SET `createdAt` = :at', {
      replacements: { at: new Date(Date.now() - 11 * 60_000) },
    });
    const resent = await as(coOrganizer).post(`/api/leagues/${id}/invitations/${pending[0].id}/resend`);
    expect(resent.status).toBe(200);
    await bed.outbox.drain();
    const second = tokenIn('nell@example.test', id)!;
    expect(second).not.toBe(first);
    expect((await as(newcomer).post(`/api/leagues/${id}/invitation`).send({ token: first })).status).toBe(404);
    expect((await as(newcomer).post(`/api/leagues/${id}/invitation`).send({ token: second })).status).toBe(200);

    // revoke, then invite again and join from the mail
    expect((await as(coOrganizer).delete(`/api/leagues/${id}/invitations/${pending[0].id}`)).status).toBe(200);
    // The revoked link says it was withdrawn and whom to ask (its holder was invited); nothing opens.
    const withdrawn = await as(newcomer).post(`/api/leagues/${id}/invitation`).send({ token: second });
    expect([withdrawn.status, withdrawn.body]).toEqual([
      410,
      { message: invitationWithdrawnMessage(`${creator.firstName} ${creator.lastName}`) },
    ]);
    expect(withdrawn.body.message).toMatch(/^This invitation was withdrawn\. Ask \S.* the league's organizer, for a new one\.$/);
    expect((await as(newcomer).post(`/api/leagues/${id}/join`).send({ token: second })).status).not.toBe(200);
    expect((await as(coOrganizer).get(`/api/leagues/${id}/invitations`)).body).toEqual([]);
    await invite(coOrganizer);
    await bed.outbox.drain();
    const third = tokenIn('nell@example.test', id)!;
    const joined = await as(newcomer).post(`/api/leagues/${id}/join`).send({ token: third });
    expect([joined.status, joined.body.isMember]).toEqual([200, true]);
    const actionsSeenBy = async (user: User) =>
      ((await as(user).get(`/api/leagues/${id}/events`)).body as LeagueEvent[])
        .slice(0, 4)
        .map((e) => [e.action, e.detail.name ?? e.detail.names ?? e.detail.count]);
    expect(await actionsSeenBy(coOrganizer)).toEqual([
      ['members-invited', ['Nell']],
      ['invitation-revoked', 'Nell'],
      ['invitation-resent', 'Nell'],
      ['members-invited', ['Nell']],
    ]);
    // Invitees' names are the organizers' business: a member (and, in a public league, any
    // signed-in user) sees how many people were invited, not who.
    expect(await actionsSeenBy(member)).toEqual([
      ['members-invited', 1],
      ['invitation-revoked', undefined],
      ['invitation-resent', undefined],
      ['members-invited', 1],
    ]);
    const open = await league('public');
    await as(creator)
      .post(`/api/leagues/${open.id}/invitations`)
      .send({ invitedMembers: [{ name: 'Quiet Quinn', email: 'quinn@example.test' }] });
    expect(JSON.stringify((await as(outsider).get(`/api/leagues/${open.id}/events`)).body)).not.toContain('Quinn');
    expect(JSON.stringify((await as(creator).get(`/api/leagues/${open.id}/events`)).body)).toContain('Quiet Quinn');
    // no event names an email address
    expect(JSON.stringify((await as(member).get(`/api/leagues/${id}/events`)).body)).not.toContain('@');
  });
});
