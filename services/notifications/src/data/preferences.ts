// Notification preferences: one row per person who changed them; no row means the defaults
// (the weekly recap, in UTC until the browser tells us the zone, no league muted).
import {
  DEFAULT_EMAIL_FREQUENCY,
  EMAIL_FREQUENCIES,
  isTimeZone,
  type EmailFrequency,
  type NotificationPreferences,
} from '@fairway/contracts';
import { Op, type Database, type Transaction } from '@fairway/data';

export const DEFAULT_TIME_ZONE = 'UTC';

export function defaultPreferences(): NotificationPreferences {
  return { email: DEFAULT_EMAIL_FREQUENCY, timeZone: DEFAULT_TIME_ZONE, mutedLeagues: [] };
}

function fromRow(row: { email: string; timeZone: string; mutedLeagues: string }): NotificationPreferences {
  let muted: unknown;
  try {
    muted = JSON.parse(row.mutedLeagues);
  } catch {
    muted = [];
  }
  return {
    email: (EMAIL_FREQUENCIES as readonly string[]).includes(row.email) ? (row.email as EmailFrequency) : DEFAULT_EMAIL_FREQUENCY,
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE,
    mutedLeagues: Array.isArray(muted) ? muted.filter((id): id is string => typeof id === 'string') : [],
  };
}

export async function preferencesOf(db: Database, userId: string, transaction?: Transaction): Promise<NotificationPreferences> {
  const row = await db.models.NotificationPreference.findByPk(userId, { transaction });
  return row ? fromRow(row) : defaultPreferences();
}

/** Preferences of several people at once (absent ones get the defaults). */
export async function preferencesOfMany(
  db: Database,
  userIds: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, NotificationPreferences>> {
  const result = new Map<string, NotificationPreferences>(userIds.map((id) => [id, defaultPreferences()]));
  if (userIds.length === 0) return result;
  const rows = await db.models.NotificationPreference.findAll({ where: { userId: { [Op.in]: [...userIds] } }, transaction });
  for (const row of rows) result.set(row.userId, fromRow(row));
  return result;
}

/** Applies a partial change and answers the whole preferences. */
export async function savePreferences(
  db: Database,
  userId: string,
  change: Partial<NotificationPreferences>,
  transaction?: Transaction,
): Promise<NotificationPreferences> {
  const { NotificationPreference } = db.models;
  const row = await NotificationPreference.findByPk(userId, { transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
  const next = { ...(row ? fromRow(row) : defaultPreferences()), ...change };
  next.mutedLeagues = [...new Set(next.mutedLeagues)];
  const values = { email: next.email, timeZone: next.timeZone, mutedLeagues: JSON.stringify(next.mutedLeagues) };
  if (row) await row.update(values, { transaction });
  else await NotificationPreference.create({ userId, ...values }, { transaction });
  return next;
}
