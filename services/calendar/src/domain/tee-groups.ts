// Tee groups of a league week (docs/tee-groups.md): the suggestion (organizers, changes nothing),
// the confirmation (organizers), the week's groups (members), a member's answer, and the .ics.
// Anyone outside the league gets 404 'League not found' before anything else is looked at.
import {
  buildTeeGroupIcs,
  formatDayTitle,
  fullName,
  LEAGUE_NOT_FOUND,
  newPairings,
  ONLY_ORGANIZERS,
  pairKey,
  slotOrder,
  suggestTeeGroups,
  TEE_GROUP_NOT_FOUND,
  TEE_GROUP_SIZE,
  timeSlotById,
  weekRange,
  weekStart,
  MAX_TEE_GROUP,
  MIN_TEE_GROUP,
  type MyTeeGroup,
  type PastTeeGroup,
  type TeeGolfer,
  type TeeGroupsInput,
  type TeeGroupStatus,
  type TeeGroupSuggestion,
  type TeeGroupView,
  type TeeGroupWeek,
  type TimeSlotId,
} from '@fairway/contracts';
import { inTransaction, recordEvents, type Database, type DomainEventInput, type Transaction } from '@fairway/data';
import { badRequest, forbidden, notFound } from '@fairway/kit';
import {
  addToGroup,
  findGroup,
  groupsOfUser,
  leagueAccess,
  otherWeeksPairs,
  placedInWeek,
  replaceWeekGroups,
  setStatus,
  weekAvailability,
  weekGroups,
  type FreeEntry,
  type LeagueAccess,
  type PlacedRow,
} from '../data/tee-group-store';

const slotKey = (date: string, slot: string) => `${date}|${slot}`;

/** The caller's access, or 404 for a league they are not in (or that does not exist). */
export async function requireMember(db: Database, leagueId: string, userId: string, transaction?: Transaction): Promise<LeagueAccess> {
  const access = await leagueAccess(db, leagueId, userId, transaction);
  if (!access?.member) throw notFound(LEAGUE_NOT_FOUND);
  return access;
}

async function requireOrganizer(db: Database, leagueId: string, userId: string, transaction?: Transaction): Promise<LeagueAccess> {
  const access = await requireMember(db, leagueId, userId, transaction);
  if (!access.organizer) throw forbidden(ONLY_ORGANIZERS);
  return access;
}

/** Golfers of the week with their free slots, in first-posted order. */
function golfersOf(entries: readonly FreeEntry[]) {
  const golfers = new Map<string, { golfer: TeeGolfer; name: string; free: Set<string> }>();
  for (const entry of entries) {
    let found = golfers.get(entry.userId);
    if (!found) {
      found = { golfer: { userId: entry.userId, handicap: entry.handicap, free: [] }, name: fullName(entry), free: new Set() };
      golfers.set(entry.userId, found);
    }
    if (!timeSlotById(entry.timeSlot) || found.free.has(slotKey(entry.date, entry.timeSlot))) continue;
    found.free.add(slotKey(entry.date, entry.timeSlot));
    (found.golfer.free as Array<{ date: string; slot: TimeSlotId }>).push({ date: entry.date, slot: entry.timeSlot as TimeSlotId });
  }
  return golfers;
}

function historyOf(rows: readonly { groupId: string; week: string; userId: string }[]): PastTeeGroup[] {
  const groups = new Map<string, { week: string; members: string[] }>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? { week: row.week, members: [] };
    group.members.push(row.userId);
    groups.set(row.groupId, group);
  }
  return [...groups.values()];
}

export async function suggest(db: Database, userId: string, leagueId: string, day: string): Promise<TeeGroupSuggestion> {
  await requireOrganizer(db, leagueId, userId);
  const week = weekStart(day);
  const { from, to } = weekRange(week);
  const golfers = golfersOf(await weekAvailability(db, leagueId, from, to));
  const history = historyOf(await otherWeeksPairs(db, leagueId, week, [...golfers.keys()]));
  const plan = suggestTeeGroups(
    week,
    [...golfers.values()].map((g) => g.golfer),
    history,
  );
  const playedBefore = new Set<string>();
  for (const group of history) {
    for (const a of group.members) for (const b of group.members) if (a < b) playedBefore.add(pairKey(a, b));
  }
  return {
    week,
    groups: plan.groups.map((group) => ({ ...group, newPairings: newPairings(group.members, playedBefore) })),
    waitlist: plan.waitlist,
    golfers: [...golfers.values()]
      .map(({ golfer, name }) => ({ userId: golfer.userId, name, handicap: golfer.handicap }))
      .sort((a, b) => a.name.localeCompare(b.name) || (a.userId < b.userId ? -1 : 1)),
    free: Object.fromEntries([...golfers.entries()].map(([id, g]) => [id, [...g.free]])),
    playedBefore: [...playedBefore].sort(),
  };
}

function viewOf(rows: readonly PlacedRow[]): TeeGroupView[] {
  const groups = new Map<string, TeeGroupView>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = { id: row.groupId, date: row.date, slot: row.timeSlot as TimeSlotId, members: [] };
      groups.set(row.groupId, group);
    }
    group.members.push({ userId: row.userId, name: fullName(row), status: row.status as TeeGroupStatus });
  }
  return [...groups.values()];
}

/** Free golfers of the week in no group, each once at their first free slot (none before any
 * group is confirmed). */
function waitlistOf(entries: readonly FreeEntry[], rows: readonly PlacedRow[]): TeeGroupWeek['waitlist'] {
  if (rows.length === 0) return [];
  const placed = new Set(rows.map((row) => row.userId));
  const seen = new Set<string>();
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.timeSlot) - slotOrder(b.timeSlot));
  const waitlist: TeeGroupWeek['waitlist'] = [];
  for (const entry of sorted) {
    if (placed.has(entry.userId) || seen.has(entry.userId)) continue;
    seen.add(entry.userId);
    waitlist.push({ userId: entry.userId, name: fullName(entry), date: entry.date, slot: entry.timeSlot as TimeSlotId });
  }
  return waitlist;
}

async function weekView(db: Database, leagueId: string, week: string, transaction?: Transaction): Promise<TeeGroupWeek> {
  const { from, to } = weekRange(week);
  const rows = await weekGroups(db, leagueId, week, transaction);
  return { week, groups: viewOf(rows), waitlist: waitlistOf(await weekAvailability(db, leagueId, from, to, transaction), rows) };
}

export async function readWeek(db: Database, userId: string, leagueId: string, day: string): Promise<TeeGroupWeek> {
  await requireMember(db, leagueId, userId);
  return weekView(db, leagueId, weekStart(day));
}

const slotText = (date: string, slot: string) => {
  const found = timeSlotById(slot);
  return `${formatDayTitle(date)}, ${found ? `${found.label} (${found.hours})` : slot}`;
};

/** Checks the organizer's groups against the week's availability: 400 with the first problem. */
function checkGroups(input: TeeGroupsInput, week: string, golfers: ReturnType<typeof golfersOf>, names: Map<string, string>) {
  const { from, to } = weekRange(week);
  const placed = new Set<string>();
  for (const group of input.groups) {
    if (group.date < from || group.date > to) throw badRequest(`${group.date} is not in the week of ${formatDayTitle(week)}`);
    if (group.members.length < MIN_TEE_GROUP || group.members.length > MAX_TEE_GROUP) throw badRequest(TEE_GROUP_SIZE);
    for (const userId of group.members) {
      const name = names.get(userId) ?? golfers.get(userId)?.name ?? 'A golfer who is not a member of this league';
      if (placed.has(userId)) throw badRequest(`${name} is placed twice`);
      placed.add(userId);
      if (!golfers.get(userId)?.free.has(slotKey(group.date, group.slot)))
        throw badRequest(`${name} is not free on ${slotText(group.date, group.slot)}`);
    }
  }
}

/** Replaces the week's groups. A golfer kept at the same day and slot keeps their answer; everyone
 * whose group is new or changed is told (one tee_group event per such group). */
export async function confirm(db: Database, userId: string, leagueId: string, day: string, input: TeeGroupsInput): Promise<TeeGroupWeek> {
  const week = weekStart(day);
  const { from, to } = weekRange(week);
  return inTransaction(db, async (transaction) => {
    // Locks the league row: two confirmations of one league run one after the other.
    await db.models.League.findByPk(leagueId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    const access = await requireOrganizer(db, leagueId, userId, transaction);
    const golfers = golfersOf(await weekAvailability(db, leagueId, from, to, transaction));
    const before = await weekGroups(db, leagueId, week, transaction);
    const names = new Map(before.map((row) => [row.userId, fullName(row)]));
    checkGroups(input, week, golfers, names);

    const previous = new Map<string, { slot: string; status: string; together: string }>();
    for (const group of viewOf(before)) {
      const together = group.members
        .map((m) => m.userId)
        .sort()
        .join(',');
      for (const member of group.members)
        previous.set(member.userId, { slot: slotKey(group.date, group.slot), status: member.status, together });
    }
    const groups = input.groups.map((group) => ({
      date: group.date,
      slot: group.slot,
      members: group.members.map((id) => {
        const was = previous.get(id);
        return { userId: id, status: was && was.slot === slotKey(group.date, group.slot) ? was.status : 'invited' };
      }),
    }));
    const ids = await replaceWeekGroups(db, leagueId, week, userId, groups, transaction);
    const events: DomainEventInput[] = [];
    input.groups.forEach((group, g) => {
      const together = [...group.members].sort().join(',');
      const tell = group.members.filter((id) => {
        const was = previous.get(id);
        return !was || was.slot !== slotKey(group.date, group.slot) || was.together !== together;
      });
      if (tell.length === 0) return;
      events.push({
        kind: 'tee_group',
        leagueId,
        actorId: userId,
        payload: { leagueName: access.leagueName, groupId: ids[g], date: group.date, slot: group.slot, notify: tell },
      });
    });
    await recordEvents(db.models, events, transaction);
    return weekView(db, leagueId, week, transaction);
  });
}

/** A placed member accepts or declines. The organizer who confirmed the group is told; a decline
 * keeps the golfer listed and offers the place to the first waitlisted golfer free at that slot. */
export async function respond(db: Database, userId: string, leagueId: string, groupId: string, accept: boolean): Promise<TeeGroupView> {
  return inTransaction(db, async (transaction) => {
    const access = await requireMember(db, leagueId, userId, transaction);
    const group = await findGroup(db, leagueId, groupId, transaction);
    if (!group) throw notFound(TEE_GROUP_NOT_FOUND);
    const status: TeeGroupStatus = accept ? 'accepted' : 'declined';
    const before = await setStatus(db, group.id, userId, status, transaction);
    if (before === null) throw notFound(TEE_GROUP_NOT_FOUND);
    const events: DomainEventInput[] = [];
    if (before !== status) {
      events.push({
        kind: 'tee_group_answered',
        leagueId,
        actorId: userId,
        payload: {
          leagueName: access.leagueName,
          groupId: group.id,
          date: group.date,
          slot: group.timeSlot,
          accept,
          organizerId: group.confirmedBy,
        },
      });
    }
    if (status === 'declined' && before !== 'declined') {
      const week = String(group.week).slice(0, 10);
      const placed = await placedInWeek(db, leagueId, week, transaction);
      const date = String(group.date).slice(0, 10);
      const free = await weekAvailability(db, leagueId, date, date, transaction);
      const next = free.find((entry) => entry.timeSlot === group.timeSlot && !placed.has(entry.userId));
      if (next) {
        await addToGroup(db, group.id, leagueId, week, next.userId, transaction);
        events.push({
          kind: 'tee_group',
          leagueId,
          actorId: userId,
          payload: { leagueName: access.leagueName, groupId: group.id, date, slot: group.timeSlot, notify: [next.userId], offered: true },
        });
      }
    }
    await recordEvents(db.models, events, transaction);
    const rows = await weekGroups(db, leagueId, String(group.week).slice(0, 10), transaction);
    return viewOf(rows.filter((row) => row.groupId === group.id))[0];
  });
}

/** The caller's groups from `from` to `to` in every league they are in (the dashboard, the round
 * dialog's "played with"). */
export async function myGroups(db: Database, userId: string, from: string, to: string): Promise<MyTeeGroup[]> {
  const rows = await groupsOfUser(db, userId, from, to);
  const extra = new Map(rows.map((row) => [row.groupId, { leagueId: row.leagueId, leagueName: row.leagueName, week: row.week }]));
  return viewOf(rows)
    .map((group) => ({ ...group, ...extra.get(group.id)! }))
    .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.slot) - slotOrder(b.slot) || a.leagueName.localeCompare(b.leagueName));
}

/** The group's .ics (league members only). */
export async function groupIcs(db: Database, userId: string, leagueId: string, groupId: string): Promise<string> {
  const access = await requireMember(db, leagueId, userId);
  const group = await findGroup(db, leagueId, groupId);
  if (!group) throw notFound(TEE_GROUP_NOT_FOUND);
  const rows = await weekGroups(db, leagueId, String(group.week).slice(0, 10));
  const names = rows.filter((row) => row.groupId === group.id && row.status !== 'declined').map(fullName);
  return buildTeeGroupIcs({
    id: group.id,
    date: String(group.date).slice(0, 10),
    slot: group.timeSlot,
    leagueName: access.leagueName,
    names,
  });
}
