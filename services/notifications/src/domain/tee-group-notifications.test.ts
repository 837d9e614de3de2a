// tee_group and tee_group_answered events become notifications (and mails per preferences) on
// both databases: each placed golfer gets the time, the others and the .ics link; the organizer
// hears an answer.
import { recordEvents, type User } from '@fairway/data';
import { createLogger, createMailOutbox } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { savePreferences } from '../data/preferences';
import { createEventWorker } from './event-worker';

const logger = createLogger('tee-group-test', 'silent');

describeOnEachDatabase((t) => {
  let olga: User;
  let ben: User;
  let cat: User;
  let leagueId: string;
  let groupId: string;

  beforeAll(async () => {
    olga = await createTestUser(t.db, { firstName: 'Olga', lastName: 'Org' });
    ben = await createTestUser(t.db, { firstName: 'Ben', lastName: 'Bay' });
    cat = await createTestUser(t.db, { firstName: 'Cat', lastName: 'Cole' });
    leagueId = (await createTestLeague(t.db, olga, { name: 'Saturday Club' })).id;
    for (const user of [ben, cat]) await t.db.models.LeagueMembership.create({ leagueId, userId: user.id });
    const group = await t.db.models.TeeGroup.create({
      leagueId,
      week: '2026-03-02',
      date: '2026-03-07',
      timeSlot: 'morning',
      position: 0,
      confirmedBy: olga.id,
    });
    groupId = group.id;
    for (const user of [olga, ben, cat])
      await t.db.models.TeeGroupMember.create({ groupId, leagueId, week: '2026-03-02', userId: user.id });
    await savePreferences(t.db, ben.id, { email: 'each' });
  });

  const worker = () =>
    createEventWorker(t.db, {
      logger,
      outbox: createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) }),
      mail: { appUrl: 'https://golf.example' },
    });

  it('tells each golfer to tell with the time, the others and the .ics link; mails those who want each', async () => {
    await recordEvents(t.db.models, [
      {
        kind: 'tee_group',
        leagueId,
        actorId: olga.id,
        payload: { leagueName: 'Saturday Club', groupId, date: '2026-03-07', slot: 'morning', notify: [olga.id, ben.id, cat.id] },
      },
    ]);
    expect(await worker().drain()).toBe(1);
    const notes = await t.db.models.Notification.findAll({ where: { kind: 'tee_group' } });
    expect(notes).toHaveLength(3);
    const forBen = notes.find((n) => n.userId === ben.id)!;
    expect(forBen.text).toBe(
      `Your tee group in Saturday Club: Saturday, Mar 7, 2026, Morning (9 AM-12 PM) with Olga Org and Cat Cole. Add it to your calendar: https://golf.example/api/leagues/${leagueId}/tee-groups/${groupId}/ics`,
    );
    expect(forBen.link).toBe(`/leagues/${leagueId}`);
    const mails = await t.db.models.MailOutbox.findAll({ where: { recipient: ben.email } });
    expect(mails).toHaveLength(1);
    expect(await t.db.models.MailOutbox.count({ where: { recipient: cat.email } })).toBe(0);
  });

  it('tells the organizer who confirmed the group about an answer', async () => {
    await recordEvents(t.db.models, [
      {
        kind: 'tee_group_answered',
        leagueId,
        actorId: cat.id,
        payload: { leagueName: 'Saturday Club', groupId, date: '2026-03-07', slot: 'morning', accept: false, organizerId: olga.id },
      },
    ]);
    await worker().drain();
    const notes = await t.db.models.Notification.findAll({ where: { kind: 'tee_group_answered' } });
    expect(notes.map((n) => [n.userId, n.text])).toEqual([
      [olga.id, "Cat Cole can't make it for the tee group of Saturday, Mar 7, 2026, Morning (9 AM-12 PM) in Saturday Club"],
    ]);
  });
});
