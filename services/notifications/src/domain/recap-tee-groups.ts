// The tee groups part of the weekly recap (docs/tee-groups.md): the league's confirmed groups
// ahead, each with its time and who plays; the reader's own group says "you with" the others.
// Golfers who declined are left out, as on the calendar's day view.
import { addDays, formatDayTitle, fullName, slotOrder, timeSlotById, weekRange, weekStart } from '@fairway/contracts';
import { QueryTypes, type Database } from '@fairway/data';

/**
 * The days whose groups a recap of `week` sent on `sendDay` lists: from the day it goes out (kept
 * within its week) to the end of the league week after. Sent on its Monday, that is the week
 * ahead; sent later in the week (`npm run digest -- --now`), the rest of it and the next one.
 */
export function teeGroupsAhead(week: string, sendDay: string): { from: string; to: string } {
  const last = addDays(week, 6);
  const from = sendDay < week ? week : sendDay > last ? last : sendDay;
  return { from, to: weekRange(weekStart(addDays(from, 6))).to };
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** "Saturday, Mar 7, 2026, Morning (9 AM-12 PM): you with Ann Lee and Ben Bay", one per group. */
export async function recapTeeGroups(
  db: Database,
  leagueId: string,
  readerId: string,
  days: { from: string; to: string },
): Promise<string[]> {
  const rows = await db.sequelize.query<{
    groupId: string;
    date: string | Date;
    timeSlot: string;
    position: number;
    userId: string;
    firstName: string;
    lastName: string;
  }>(
    'SELECT g.`id` AS `groupId`, g.`date`, g.`timeSlot`, g.`position`, t.`userId`, u.`firstName`, u.`lastName`' +
      ' FROM `tee_groups` g JOIN `tee_group_members` t ON t.`groupId` = g.`id` JOIN `users` u ON u.`id` = t.`userId`' +
      " WHERE g.`leagueId` = :leagueId AND g.`date` >= :from AND g.`date` <= :to AND t.`status` <> 'declined'" +
      ' ORDER BY g.`date` ASC, g.`position` ASC, t.`createdAt` ASC, t.`id` ASC',
    { replacements: { leagueId, from: days.from, to: days.to }, type: QueryTypes.SELECT },
  );
  const groups = new Map<string, { date: string; slot: string; position: number; members: { userId: string; name: string }[] }>();
  for (const row of rows) {
    const date = typeof row.date === 'string' ? row.date.slice(0, 10) : row.date.toISOString().slice(0, 10);
    const group = groups.get(row.groupId) ?? { date, slot: row.timeSlot, position: Number(row.position), members: [] };
    group.members.push({ userId: row.userId, name: fullName(row) });
    groups.set(row.groupId, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.slot) - slotOrder(b.slot) || a.position - b.position)
    .map((group) => {
      const slot = timeSlotById(group.slot);
      const when = `${formatDayTitle(group.date)}, ${slot ? `${slot.label} (${slot.hours})` : group.slot}`;
      const mine = group.members.some((member) => member.userId === readerId);
      const others = group.members.filter((member) => member.userId !== readerId).map((member) => member.name);
      return mine ? `${when}: you with ${others.length > 0 ? joinNames(others) : 'nobody else yet'}` : `${when}: ${joinNames(others)}`;
    });
}
