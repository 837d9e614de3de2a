// The current user's written-out read answers what the model finder answers, on both databases.
import { createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { toPublicUser } from '../domain/public-user';
import { findPublicUserFields, findUserById } from './users';

describeOnEachDatabase((t) => {
  it('reads the public user as a plain row that serialises like the model instance', async () => {
    const users = [
      await createTestUser(t.db, { handicap: 12.4, totalRounds: 3, bestRound: 71, averageScore: 80.67, profileImageUrl: '/img/a.png' }),
      await createTestUser(t.db),
    ];
    for (const user of users) {
      const row = await findPublicUserFields(t.db, user.id);
      const instance = await findUserById(t.db, user.id);
      expect(row && JSON.stringify(toPublicUser(row))).toBe(instance && JSON.stringify(toPublicUser(instance)));
      expect(row).not.toHaveProperty('passwordHash');
    }
    expect(toPublicUser((await findPublicUserFields(t.db, users[0].id))!)).toMatchObject({
      handicap: '12.40',
      averageScore: '80.67',
      bestRound: 71,
    });
  });

  it('answers null for an unknown id', async () => {
    expect(await findPublicUserFields(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
