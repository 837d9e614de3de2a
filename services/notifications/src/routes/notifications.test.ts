// The notifications API: list (newest first, paged, unread count), mark read, preferences, and
// the one-click unsubscribe without signing in; on both databases.
import { NOTIFICATIONS_PAGE_SIZE } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { unsubscribeToken } from '../domain/unsubscribe';
import { routes } from '.';

const KEY = 'route-test-key';

describeServiceOnEachDatabase({ name: 'notifications', routes: (db) => routes(db, async () => KEY) }, (t) => {
  let me: User;
  let other: User;

  beforeEach(async () => {
    me = await createTestUser(t.db);
    other = await createTestUser(t.db);
  });

  async function notify(user: User, n: number) {
    const start = Date.now() - n * 1000;
    await t.db.models.Notification.bulkCreate(
      Array.from({ length: n }, (_, i) => ({
        userId: user.id,
        eventId: crypto.randomUUID(),
        kind: 'round_logged',
        text: `note ${i}`,
        link: '/leagues/x',
        leagueId: null,
        createdAt: new Date(start + i * 1000),
      })),
    );
  }

  it('answers 401 without a user', async () => {
    expect((await t.fetchAs(null, 'GET', '/api/notifications')).status).toBe(401);
    expect((await t.fetchAs(null, 'GET', '/api/notifications/preferences')).status).toBe(401);
  });

  it('lists the caller own notifications newest first, in pages, with the unread count', async () => {
    await notify(me, NOTIFICATIONS_PAGE_SIZE + 5);
    await notify(other, 3);
    const first = await (await t.fetchAs(me.id, 'GET', '/api/notifications')).json();
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      kind: 'round_logged',
      text: `note ${NOTIFICATIONS_PAGE_SIZE + 4}`,
      link: '/leagues/x',
      createdAt: expect.stringMatching(/Z$/),
      read: false,
    });
    const second = await (await t.fetchAs(me.id, 'GET', `/api/notifications?before=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.items.map((item: { text: string }) => item.text)).toEqual(['note 4', 'note 3', 'note 2', 'note 1', 'note 0']);
    expect(second.nextCursor).toBeNull();
    expect((await t.fetchAs(me.id, 'GET', '/api/notifications?before=nonsense')).status).toBe(400);
  });

  it('marks the given ones read, then all; never another person', async () => {
    await notify(me, 3);
    await notify(other, 2);
    const { items } = await (await t.fetchAs(me.id, 'GET', '/api/notifications')).json();
    const one = await t.fetchAs(me.id, 'POST', '/api/notifications/read', { ids: [items[0].id] });
    expect(await one.json()).toEqual({ marked: 1, unread: 2 });
    const theirs = await (await t.fetchAs(other.id, 'GET', '/api/notifications')).json();
    expect(await (await t.fetchAs(me.id, 'POST', '/api/notifications/read', { ids: [theirs.items[0].id] })).json()).toEqual({
      marked: 0,
      unread: 2,
    });
    expect(await (await t.fetchAs(me.id, 'POST', '/api/notifications/read', {})).json()).toEqual({ marked: 2, unread: 0 });
    expect((await (await t.fetchAs(other.id, 'GET', '/api/notifications')).json()).unread).toBe(2);
    const listed = await (await t.fetchAs(me.id, 'GET', '/api/notifications')).json();
    expect(listed.items.every((item: { read: boolean }) => item.read)).toBe(true);
    expect((await t.fetchAs(me.id, 'POST', '/api/notifications/read', { ids: 'all' })).status).toBe(400);
  });

  it('keeps preferences: weekly by default, partial changes, bad values refused', async () => {
    expect(await (await t.fetchAs(me.id, 'GET', '/api/notifications/preferences')).json()).toEqual({
      email: 'weekly',
      timeZone: 'UTC',
      mutedLeagues: [],
    });
    const put = await t.fetchAs(me.id, 'PUT', '/api/notifications/preferences', { email: 'daily', timeZone: 'Europe/Paris' });
    expect(await put.json()).toEqual({ email: 'daily', timeZone: 'Europe/Paris', mutedLeagues: [] });
    await t.fetchAs(me.id, 'PUT', '/api/notifications/preferences', { mutedLeagues: ['l1', 'l1', 'l2'] });
    expect(await (await t.fetchAs(me.id, 'GET', '/api/notifications/preferences')).json()).toEqual({
      email: 'daily',
      timeZone: 'Europe/Paris',
      mutedLeagues: ['l1', 'l2'],
    });
    const bad = await t.fetchAs(me.id, 'PUT', '/api/notifications/preferences', { email: 'hourly' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Email must be one of each, daily, weekly or none');
    const zone = await t.fetchAs(me.id, 'PUT', '/api/notifications/preferences', { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect((await (await t.fetchAs(other.id, 'GET', '/api/notifications/preferences')).json()).email).toBe('weekly');
  });

  it('unsubscribes in one click without signing in, says what changed, and refuses a forged token', async () => {
    const token = unsubscribeToken(KEY, me.id);
    const page = await t.fetchAs(null, 'GET', `/api/notifications/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from all emails');
    // Opening the page changed nothing.
    expect((await (await t.fetchAs(me.id, 'GET', '/api/notifications/preferences')).json()).email).toBe('weekly');

    const body = 'List-Unsubscribe=One-Click';
    const res = await t.fetchAs(null, 'POST', `/api/notifications/unsubscribe?token=${token}`, body, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.changed).toEqual({ email: { from: 'weekly', to: 'none' } });
    expect(answer.message).toMatch(/no more emails/);
    expect((await (await t.fetchAs(me.id, 'GET', '/api/notifications/preferences')).json()).email).toBe('none');
    const again = await (
      await t.fetchAs(null, 'POST', `/api/notifications/unsubscribe?token=${token}`, body, 'application/x-www-form-urlencoded')
    ).json();
    expect(again.changed).toEqual({});

    const forged = unsubscribeToken('another-key', other.id);
    expect((await t.fetchAs(null, 'POST', `/api/notifications/unsubscribe?token=${forged}`)).status).toBe(400);
    expect((await t.fetchAs(null, 'POST', '/api/notifications/unsubscribe')).status).toBe(400);
    expect((await (await t.fetchAs(other.id, 'GET', '/api/notifications/preferences')).json()).email).toBe('weekly');
  });
});
