// The signed-in person's notifications and preferences.
import { markReadSchema, notificationListQuery, notificationPreferencesSchema, type NotificationPreferences } from '@fairway/contracts';
import { inTransaction, type Database } from '@fairway/data';
import { badRequest, currentUserId, requireUser, validate } from '@fairway/kit';
import { Router } from 'express';
import { listNotifications, markRead, unreadCount } from '../data/notification-store';
import { preferencesOf, savePreferences } from '../data/preferences';

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
    res.json(await inTransaction(db, (transaction) => savePreferences(db, userId, change, transaction)));
  });

  return router;
}
