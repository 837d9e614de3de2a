// Notifications (docs/notifications.md): the API's shapes, the preferences' schema, and the kinds
// of domain events the services record for the notifications worker.
import { z } from './schemas/zod';

/** What the services record, in the transaction of the change, for the notifications worker. */
export type DomainEventKind =
  | 'member_joined'
  | 'member_left'
  | 'invitation_accepted'
  | 'round_logged'
  | 'round_edited'
  | 'round_deleted'
  | 'partner_named'
  | 'round_confirmed'
  | 'league_ended'
  | 'league_completed'
  | 'season_started'
  | 'contest_recorded'
  | 'skins_settled'
  | 'tee_group'
  | 'tee_group_answered'
  | 'index_changed';

/** What a notification is about; rank changes are found by the worker from the standings. */
export type NotificationKind = DomainEventKind | 'rank_changed';

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  text: string;
  /** A path of the app: the league (/leagues/{id}) or the round's member page. */
  link: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  unread: number;
  items: NotificationItem[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const EMAIL_FREQUENCIES = ['each', 'daily', 'weekly', 'none'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const DEFAULT_EMAIL_FREQUENCY: EmailFrequency = 'weekly';
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationPreferences {
  email: EmailFrequency;
  /** IANA zone (e.g. Europe/Paris) the recap's Monday 08:00 is read in. */
  timeZone: string;
  mutedLeagues: string[];
}

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  each: 'An email for each notification',
  daily: 'A daily digest',
  weekly: 'The weekly recap only',
  none: 'No emails',
};

/** A zone the runtime knows (Intl), so a recap's local time can always be computed. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'Time zone must be a known zone such as Europe/London';
export const EMAIL_FREQUENCY_MESSAGE = 'Email must be one of each, daily, weekly or none';

/** PUT /api/notifications/preferences: every field optional (a partial change). */
export const notificationPreferencesSchema = z.object({
  email: z.enum(EMAIL_FREQUENCIES, EMAIL_FREQUENCY_MESSAGE).optional(),
  timeZone: z.string(TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE).optional(),
  mutedLeagues: z
    .array(z.string().min(1).max(64), 'Muted leagues must be a list of league ids')
    .max(200, 'Muted leagues must be a list of league ids')
    .optional(),
});

/** POST /api/notifications/read: `ids` marks those; no ids marks all. */
export const markReadSchema = z.object({
  ids: z.array(z.string().min(1).max(64), 'ids must be a list of notification ids').max(200, 'At most 200 ids at once').optional(),
});

export const notificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: z.string().max(100).optional(),
});
