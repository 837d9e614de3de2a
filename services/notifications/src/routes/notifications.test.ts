// The notifications API: list (newest first, paged, unread count), mark read, preferences, and
// the one-click unsubscribe without signing in (random, hashed, expiring links that stop when
// mail is turned back on); on both databases.
import { createHash, createHmac } from 'node:crypto';
import { NOTIFICATIONS_PAGE_SIZE } from '@fairway/contracts';
import { inTransaction, QueryTypes, type User } from '@fairway/data';
import { createTestUser, describeServiceOnEachDatabase, signedHeaders } from '@fairway/kit/testing';
import { issueUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS } from '../domain/unsubscribe';
import { INVALID_UNSUBSCRIBE_MESSAGE, OLD_UNSUBSCRIBE_MESSAGE } from './unsubscribe';
import { routes } from '.';

const ONE_CLICK = 'List-Unsubscribe=One-Click';
const FORM = 'application/x-www-form-urlencoded';

describeServiceOnEachDatabase({ name: 'notifications', routes: (db) => routes(db) }, (t) => {
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

  const issue = (user: User, now?: Date) => inTransaction(t.db, (transaction) => issueUnsubscribeToken(t.db, user.id, transaction, now));
  const emailOf = async (user: User) => (await (await t.fetchAs(user.id, 'GET', '/api/notifications/preferences')).json()).email;
  const unsubscribe = (token: string) => t.fetchAs(null, 'POST', `/api/notifications/unsubscribe?token=${token}`, ONE_CLICK, FORM);
  /** What a browser's form or link sends: an HTML answer is wanted. */
  const asBrowser = (method: 'GET' | 'POST', token: string) => {
    const path = `/api/notifications/unsubscribe?token=${token}`;
    const body = method === 'POST' ? ONE_CLICK : undefined;
    return fetch(`${t.server.url}${path}`, {
      method,
      headers: {
        ...signedHeaders(null, { method, path, service: 'notifications', body }),
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
        ...(body ? { 'content-type': FORM } : {}),
      },
      body,
    });
  };

  it('unsubscribes in one click without signing in, says what changed, and refuses a made-up token', async () => {
    const token = await issue(me);
    const page = await asBrowser('GET', token);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from all emails');
    // Opening the page changed nothing.
    expect(await emailOf(me)).toBe('weekly');

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.changed).toEqual({ email: { from: 'weekly', to: 'none' } });
    expect(answer.message).toMatch(/no more emails/);
    expect(await emailOf(me)).toBe('none');
    // A mail client repeating its POST, or a second press: nothing more to do.
    const again = await (await unsubscribe(token)).json();
    expect(again.changed).toEqual({});
    expect(again.message).toMatch(/already unsubscribed/);

    const madeUp = await unsubscribe('A'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect((await madeUp.json()).message).toBe(INVALID_UNSUBSCRIBE_MESSAGE);
    expect((await t.fetchAs(null, 'POST', '/api/notifications/unsubscribe')).status).toBe(400);
    expect(await emailOf(other)).toBe('weekly');
  });

  it('keeps only a hash of each random token, one per mail, for its owner alone', async () => {
    const [first, second] = [await issue(me), await issue(me)];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    // Nothing in the link names the person (the old links were base64url(user id).signature).
    expect(first).not.toContain(Buffer.from(me.id).toString('base64url').slice(0, 20));
    const rows = await t.db.sequelize.query<{ tokenHash: string; userId: string; expiresAt: Date | string }>(
      'SELECT `tokenHash`, `userId`, `expiresAt` FROM `unsubscribe_tokens` WHERE `userId` = :userId',
      { replacements: { userId: me.id }, type: QueryTypes.SELECT },
    );
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(rows.map((row) => row.tokenHash).sort()).toEqual([sha256(first), sha256(second)].sort());
    const days = (new Date(rows[0].expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(UNSUBSCRIBE_TOKEN_DAYS - 1);
    expect(days).toBeLessThanOrEqual(UNSUBSCRIBE_TOKEN_DAYS);
    // The stored hash is not a token.
    expect((await unsubscribe(rows[0].tokenHash)).status).toBe(400);
    expect(await emailOf(me)).toBe('weekly');
    // My link turns off my mail only.
    expect((await unsubscribe(first)).status).toBe(200);
    expect([await emailOf(me), await emailOf(other)]).toEqual(['none', 'weekly']);
  });

  it('refuses an expired link, and expired ones are deleted as new ones are written', async () => {
    const old = await issue(me, new Date(Date.now() - (UNSUBSCRIBE_TOKEN_DAYS + 1) * 86_400_000));
    const res = await unsubscribe(old);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID_UNSUBSCRIBE_MESSAGE);
    expect(await emailOf(me)).toBe('weekly');
    await issue(other);
    const left = await t.db.sequelize.query<{ n: number }>('SELECT COUNT(*) AS `n` FROM `unsubscribe_tokens` WHERE `userId` = :userId', {
      replacements: { userId: me.id },
      type: QueryTypes.SELECT,
    });
    expect(Number(left[0].n)).toBe(0);
  });

  it('ends every earlier link when its owner turns mail back on; a new mail brings one that works', async () => {
    const [used, unused] = [await issue(me), await issue(me)];
    expect((await unsubscribe(used)).status).toBe(200);
    expect((await t.fetchAs(me.id, 'PUT', '/api/notifications/preferences', { email: 'daily' })).status).toBe(200);
    for (const token of [used, unused]) {
      const res = await unsubscribe(token);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(INVALID_UNSUBSCRIBE_MESSAGE);
    }
    expect(await emailOf(me)).toBe('daily');
    // Other changes (the zone, a league muted) keep the links working.
    const fresh = await issue(me);
    await t.fetchAs(me.id, 'PUT', '/api/notifications/preferences', { timeZone: 'Europe/Paris', email: 'each' });
    expect((await unsubscribe(fresh)).status).toBe(200);
    expect(await emailOf(me)).toBe('none');
  });

  it('refuses the links of older mails (user id and signature) with a page that says what to do', async () => {
    // The old format: base64url(user id) "." HMAC-SHA256, valid forever under the service key.
    const key = createHmac('sha256', 'any key').update('fairway notifications unsubscribe v1').digest();
    const oldLink = `${Buffer.from(me.id).toString('base64url')}.${createHmac('sha256', key).update(me.id).digest('base64url')}`;
    const json = await unsubscribe(oldLink);
    expect(json.status).toBe(400);
    expect((await json.json()).message).toBe(OLD_UNSUBSCRIBE_MESSAGE);
    for (const method of ['GET', 'POST'] as const) {
      const page = await asBrowser(method, oldLink);
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('This unsubscribe link is from an older email and no longer works.');
      expect(html).toContain('choose &quot;No emails&quot; under Notifications on your Profile page');
      expect(html).toContain('href="/profile#notifications"');
    }
    expect(await emailOf(me)).toBe('weekly');
    // A link that never worked gets the same kind of page in a browser.
    const unknown = await asBrowser('GET', 'B'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('it has expired or was replaced');
  });
});
