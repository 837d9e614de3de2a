// A ratings edit that moved players' index (index_changed, recorded by the leagues service) tells
// each of them, and only them, from what to what, plus indexes written the way the app shows them.
import { recordEvents, type User } from '@fairway/data';
import { createLogger, createMailOutbox } from '@fairway/kit';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { createEventWorker } from './event-worker';

const logger = createLogger('index-change-test', 'silent');
const mail = { appUrl: 'http://localhost:3000' };

describeOnEachDatabase((t) => {
  let organizer: User;
  let moved: User;
  let other: User;

  beforeAll(async () => {
    organizer = await createTestUser(t.db, { firstName: 'Olga', lastName: 'Organizer' });
    moved = await createTestUser(t.db, { firstName: 'Mo' });
    other = await createTestUser(t.db, { firstName: 'Ona' });
  });

  it("tells each player whose index moved, with the edit's course and the two indexes", async () => {
    const league = await createTestLeague(t.db, organizer, { name: 'Dawn Patrol', courses: [{ name: 'Links', rounds: 5 }] });
    for (const member of [moved, other])
      await t.db.models.LeagueMembership.create({ leagueId: league.id, userId: member.id, joinedAt: new Date() });
    await recordEvents(t.db.models, [
      {
        kind: 'index_changed',
        leagueId: league.id,
        actorId: organizer.id,
        payload: {
          leagueName: 'Dawn Patrol',
          course: 'Links',
          moved: [
            { userId: moved.id, from: -2, to: -10 },
            { userId: other.id, from: null, to: 12.3 },
          ],
        },
      },
    ]);
    const outbox = createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'dropped' }) });
    await createEventWorker(t.db, { logger, outbox, mail }).drain();
    const texts = async (user: User) => (await t.db.models.Notification.findAll({ where: { userId: user.id } })).map((row) => row.text);
    expect(await texts(moved)).toEqual([
      'Olga Organizer changed the tee figures of Links in Dawn Patrol for rounds already played: your index moved from +2.0 to +10.0',
    ]);
    expect(await texts(other)).toEqual([
      'Olga Organizer changed the tee figures of Links in Dawn Patrol for rounds already played: your index moved from none to 12.3',
    ]);
    expect(await texts(organizer)).toEqual([]);
  });
});
