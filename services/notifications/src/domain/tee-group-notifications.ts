// What tee group events tell whom (docs/tee-groups.md): each golfer placed in a group gets the
// time, the others and the group's .ics link; the organizer who confirmed it hears each answer.
import { formatDayTitle, fullName, teeGroupIcsPath, timeSlotById } from '@fairway/contracts';
import { QueryTypes, type Database, type Transaction } from '@fairway/data';

export interface TeeGroupPayload {
  leagueName?: string;
  groupId?: string;
  date?: string;
  slot?: string;
  notify?: string[];
  offered?: boolean;
  accept?: boolean;
  organizerId?: string | null;
}

interface Draft {
  userIds: string[];
  text: string;
}

const when = (date: string, slot: string) => {
  const found = timeSlotById(slot);
  return `${formatDayTitle(date)}, ${found ? `${found.label} (${found.hours})` : slot}`;
};

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? 'nobody yet') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** One draft per placed golfer to tell (each sees the others' names). */
export async function teeGroupDrafts(
  db: Database,
  leagueId: string,
  payload: TeeGroupPayload,
  members: readonly string[],
  appUrl: string,
  transaction: Transaction,
): Promise<Draft[]> {
  if (!payload.groupId || !payload.date || !payload.slot) return [];
  const rows = await db.sequelize.query<{ userId: string; firstName: string; lastName: string; status: string }>(
    'SELECT t.`userId`, u.`firstName`, u.`lastName`, t.`status` FROM `tee_group_members` t JOIN `users` u ON u.`id` = t.`userId`' +
      ' WHERE t.`groupId` = :groupId ORDER BY t.`createdAt`, t.`id`',
    { replacements: { groupId: payload.groupId }, type: QueryTypes.SELECT, transaction },
  );
  // The group changed or went since: only golfers still in it are told.
  const inGroup = new Set(rows.map((row) => row.userId));
  const ics = `${appUrl.replace(/\/+$/, '')}${teeGroupIcsPath(leagueId, payload.groupId)}`;
  const drafts: Draft[] = [];
  for (const userId of payload.notify ?? []) {
    if (!inGroup.has(userId) || !members.includes(userId)) continue;
    const others = rows.filter((row) => row.userId !== userId && row.status !== 'declined').map(fullName);
    const lead = payload.offered ? 'A place opened up for you' : 'Your tee group';
    drafts.push({
      userIds: [userId],
      text: `${lead} in ${payload.leagueName ?? 'your league'}: ${when(payload.date, payload.slot)} with ${joinNames(others)}. Add it to your calendar: ${ics}`,
    });
  }
  return drafts;
}

/** The organizer who confirmed the group hears a member's answer. */
export function teeGroupAnswerDraft(actor: string, payload: TeeGroupPayload, members: readonly string[]): Draft | null {
  if (!payload.organizerId || !members.includes(payload.organizerId) || !payload.date || !payload.slot) return null;
  const answer = payload.accept ? 'is in' : "can't make it";
  return {
    userIds: [payload.organizerId],
    text: `${actor} ${answer} for the tee group of ${when(payload.date, payload.slot)} in ${payload.leagueName ?? 'your league'}`,
  };
}
