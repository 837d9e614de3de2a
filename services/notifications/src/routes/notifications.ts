// The signed-in person's notifications and preferences.
import { markReadSchema, notificationListQuery, notificationPreferencesSchema, type NotificationPreferences } from '@fairway/contracts';
import { inTransaction, type Database } from '@fairway/data';
import { badRequest, currentUserId, requireUser, validate } from '@fairway/kit';
import { Router } from 'express';
import { listNotifications, markRead, unreadCount } from '../data/notification-store';
import { preferencesOf, savePreferences } from '../data/preferences';
import { revokeUnsubscribeTokens } from '../domain/unsubscribe';

export const BAD_CURSOR_MESSAGE = 'Invalid page cursor';

export function notificationsRouter(db: Database): Router {
  const router = Router();

  router.get('/api/notifications', requireUser, validate({ query: notificationListQuery }), async (req, res) => {
    const query = req.query as { limit?: number; before?: string };
    const list = await listNotifications(db, currentUserId(req), query);
    if (!list) throw badRequest(BAD_CURSOR_MESSAGE, { before: BAD_CURSOR_MESSAGE });
    res.json(list);
  });

  router.post('/api/notifications/read', requireUser, validate({ body: markReadSchema }), async (req, res) => {
    const userId = currentUserId(req);
    const marked = await markRead(db, userId, (req.body as { ids?: string[] }).ids);
    res.json({ marked, unread: await unreadCount(db, userId) });
  });

  router.get('/api/notifications/preferences', requireUser, async (req, res) => {
    res.json(await preferencesOf(db, currentUserId(req)));
  });

  router.put('/api/notifications/preferences', requireUser, validate({ body: notificationPreferencesSchema }), async (req, res) => {
    const userId = currentUserId(req);
    const change = req.body as Partial<NotificationPreferences>;
    const saved = await inTransaction(db, async (transaction) => {
      const before = await preferencesOf(db, userId, transaction);
      const after = await savePreferences(db, userId, change, transaction);
      // Mail turned back on: the unsubscribe links of earlier mails stop working, so a forwarded
      // or old mail cannot undo this choice (new mails carry new links).
      if (before.email === 'none' && after.email !== 'none') await revokeUnsubscribeTokens(db, userId, transaction);
      return after;
    });
    res.json(saved);
  });

  return router;
}
