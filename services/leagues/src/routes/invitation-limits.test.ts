// The invitation limits (docs/leagues.md, "Invitation limits"), on both databases, through the
// routes: resends of one invitation (3 a day, 10 minutes apart), new addresses per account (50 a
// day, creation included), open invitations capped at the league's free places (409), and the
// mail's fixed sentence that carries no link of the sender's. Time passes by back-dating the
// recorded sends, never by waiting.
import fs from 'node:fs';
import path from 'node:path';
import {
  addDays,
  INVITES_PER_DAY_MESSAGE,
  RESEND_INTERVAL_MESSAGE,
  RESENDS_PER_DAY_MESSAGE,
  todayIso,
  type PendingInvitation,
} from '@fairway/contracts';
import { QueryTypes, type User } from '@fairway/data';
import { createTestUser } from '@fairway/kit/testing';
import { organizerBed } from './organizer-test-bed';

jest.setTimeout(120_000);

/** Every mail in the outbox folder addressed to `to`, decoded from quoted-printable. */
function mailsTo(to: string): string[] {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  return fs
    .readdirSync(dir)
    .map((file) =>
      fs
        .readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${to}`));
}

const invitees = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({ name: `Guest ${i}`, email: `${tag}-${i}@example.test` }));

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  const bed = organizerBed(dialect);
  const { as } = bed;

  /** Moves every recorded send of `senderId` `minutes` into the past. */
  async function age(senderId: string, minutes: number) {
    const rows = await bed.db.sequelize.query<{ id: number; createdAt: string | Date }>(
      'SELECT `id`, `createdAt` FROM `invitation_sends` WHERE `senderId` = :senderId',
      { replacements: { senderId }, type: QueryTypes.SELECT },
    );
    for (const row of rows) {
      await bed.db.sequelize.query('UPDATE `invitation_sends` SET `createdAt` = :at WHERE `id` = :id', {
        replacements: { id: row.id, at: new Date(new Date(row.createdAt).getTime() - minutes * 60_000) },
      });
    }
  }

  async function inviteOnlyLeague(owner: User, guests: Array<{ name: string; email: string }>, name = 'Limits League') {
    return as(owner)
      .post('/api/leagues')
      .send({ name, privacy: 'invite', endDate: addDays(todayIso(), 30), courses: [{ name: 'Oak', rounds: 3 }], invitedMembers: guests });
  }

  it('sends at most 3 resends of one invitation a day, 10 minutes apart, then 429', async () => {
    const owner = await createTestUser(bed.db);
    const created = await inviteOnlyLeague(owner, [{ name: 'Rita', email: `rita-${dialect}@example.test` }]);
    expect(created.status).toBe(201);
    const [pending] = (await as(owner).get(`/api/leagues/${created.body.id}/invitations`)).body as PendingInvitation[];
    const resend = () => as(owner).post(`/api/leagues/${created.body.id}/invitations/${pending.id}/resend`);

    const tooSoon = await resend();
    expect([tooSoon.status, tooSoon.body.message]).toEqual([429, RESEND_INTERVAL_MESSAGE]);
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      await age(owner.id, 11);
      const answer = await resend();
      answers.push(answer.status);
      if (answer.status === 429) expect(answer.body.message).toBe(RESENDS_PER_DAY_MESSAGE);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(22);
    // Inviting the address again is a resend of its open invitation: refused too.
    const again = await as(owner)
      .post(`/api/leagues/${created.body.id}/invitations`)
      .send({ invitedMembers: [{ name: 'Rita', email: `rita-${dialect}@example.test` }] });
    expect([again.status, again.body.message]).toEqual([429, RESENDS_PER_DAY_MESSAGE]);
    await bed.outbox.drain();
    // The first invitation and 3 resends.
    expect(mailsTo(`rita-${dialect}@example.test`)).toHaveLength(4);
    // A day later it may be resent again.
    await age(owner.id, 24 * 60);
    expect((await resend()).status).toBe(200);
  });

  it('stops invitations to new addresses at 50 a day per account, creation included, with 429', async () => {
    const owner = await createTestUser(bed.db);
    expect((await inviteOnlyLeague(owner, invitees(20, `a-${dialect}`))).status).toBe(201);
    expect((await inviteOnlyLeague(owner, invitees(20, `b-${dialect}`))).status).toBe(201);
    const open = await as(owner)
      .post('/api/leagues')
      .send({
        name: 'Open League',
        privacy: 'public',
        maxPlayers: 50,
        endDate: addDays(todayIso(), 30),
        courses: [{ name: 'Oak', rounds: 3 }],
      });
    expect(open.status).toBe(201);
    // 40 so far: 10 more fit, 11 do not (and nothing of the refused call is written or mailed).
    const tooMany = await as(owner)
      .post(`/api/leagues/${open.body.id}/invitations`)
      .send({ invitedMembers: invitees(11, `d-${dialect}`) });
    expect([tooMany.status, tooMany.body.message]).toEqual([429, INVITES_PER_DAY_MESSAGE]);
    const fits = await as(owner)
      .post(`/api/leagues/${open.body.id}/invitations`)
      .send({ invitedMembers: invitees(10, `d-${dialect}`) });
    expect([fits.status, fits.body.invited]).toEqual([201, 10]);
    const oneMore = await as(owner)
      .post(`/api/leagues/${open.body.id}/invitations`)
      .send({ invitedMembers: [{ name: 'One', email: `e-${dialect}@example.test` }] });
    expect([oneMore.status, oneMore.body.message]).toEqual([429, INVITES_PER_DAY_MESSAGE]);
    const fourth = await inviteOnlyLeague(owner, invitees(1, `f-${dialect}`));
    expect([fourth.status, fourth.body.message]).toEqual([429, INVITES_PER_DAY_MESSAGE]);
    await bed.outbox.drain();
    expect(mailsTo(`d-${dialect}-10@example.test`)).toHaveLength(0);
    expect(mailsTo(`f-${dialect}-0@example.test`)).toHaveLength(0);
    // Another account is not held back by this one; a day later this one may invite again.
    const other = await createTestUser(bed.db);
    expect((await inviteOnlyLeague(other, invitees(1, `g-${dialect}`))).status).toBe(201);
    await age(owner.id, 24 * 60 + 1);
    expect((await inviteOnlyLeague(owner, invitees(1, `f-${dialect}`))).status).toBe(201);
  });

  it("caps a league's open invitations at its free places with 409", async () => {
    const league = await bed.league('public', { maxPlayers: 6 });
    const invite = (guests: Array<{ name: string; email: string }>) =>
      as(bed.creator).post(`/api/leagues/${league.id}/invitations`).send({ invitedMembers: guests });
    // 3 members of 6: three open invitations fit.
    expect((await invite(invitees(3, `p-${dialect}`))).status).toBe(201);
    const over = await invite(invitees(1, `q-${dialect}`));
    expect([over.status, over.body.message]).toEqual([
      409,
      'This league has 3 free places and 3 invitations are pending. Revoke an invitation or remove a member before inviting more.',
    ]);
    const pending = (await as(bed.creator).get(`/api/leagues/${league.id}/invitations`)).body as PendingInvitation[];
    expect(pending).toHaveLength(3);
    expect((await as(bed.creator).delete(`/api/leagues/${league.id}/invitations/${pending[0].id}`)).status).toBe(200);
    expect((await invite(invitees(1, `q-${dialect}`))).status).toBe(201);
  });

  it("mails a fixed sentence: the sender's and league's names quoted, no link of theirs", async () => {
    const phisher = await createTestUser(bed.db, { firstName: 'Your bank -', lastName: 'verify at https://phish.example/login' });
    const created = await inviteOnlyLeague(
      phisher,
      [{ name: 'Pay at www.pay.example', email: `victim-${dialect}@example.test` }],
      'Account locked: see bank.example',
    );
    expect(created.status).toBe(201);
    await bed.outbox.drain();
    const [mail] = mailsTo(`victim-${dialect}@example.test`);
    expect(mail).toMatch(/Subject: You are invited to a golf league on Fairway Leagues/);
    expect(mail).toContain(
      'The Fairway Leagues member "Your bank - verify at (link removed)" invited you to join the invite-only golf league "Account locked: see (link removed)".',
    );
    expect(mail).not.toMatch(/phish\.example|pay\.example|bank\.example/);
    // The only link is the app's own.
    const links = mail.match(/https?:\/\/[^\s"<>]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('http://golf.test/')).toBe(true);
  });
});
