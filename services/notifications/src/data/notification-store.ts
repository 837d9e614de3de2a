// Reading and marking a person's notifications (newest first, paged by a cursor of creation
// time and id, so a page never repeats or skips a row while new ones arrive).
import { NOTIFICATIONS_PAGE_SIZE, type NotificationItem, type NotificationKind, type NotificationList } from '@fairway/contracts';
import { Op, type Database, type WhereOptions } from '@fairway/data';

function encodeCursor(createdAt: Date, id: string): string {
  return `${createdAt.toISOString()}_${id}`;
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(cursor);
  if (!match) return null;
  const createdAt = new Date(match[1]);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2] };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  return db.models.Notification.count({ where: { userId, readAt: null } });
}

export async function listNotifications(
  db: Database,
  userId: string,
  options: { limit?: number; before?: string } = {},
): Promise<NotificationList | null> {
  const limit = options.limit ?? NOTIFICATIONS_PAGE_SIZE;
  const cursor = options.before ? decodeCursor(options.before) : null;
  if (options.before && !cursor) return null;
  const where = cursor
    ? {
        userId,
        [Op.or]: [{ createdAt: { [Op.lt]: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { [Op.lt]: cursor.id } }],
      }
    : { userId };
  const rows = await db.models.Notification.findAll({
    where: where as WhereOptions,
    attributes: ['id', 'kind', 'text', 'link', 'createdAt', 'readAt'],
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const items: NotificationItem[] = page.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    text: row.text,
    link: row.link,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
  }));
  const last = page[page.length - 1];
  return {
    unread: await unreadCount(db, userId),
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null,
  };
}

/** Marks the given notifications of the caller read (all of them when `ids` is absent). */
export async function markRead(db: Database, userId: string, ids?: readonly string[]): Promise<number> {
  const where = ids ? { userId, readAt: null, id: { [Op.in]: [...ids] } } : { userId, readAt: null };
  if (ids && ids.length === 0) return 0;
  const [count] = await db.models.Notification.update({ readAt: new Date() }, { where });
  return count;
}
