// Tee groups' answers and messages (docs/tee-groups.md), shared by the calendar service, the
// screens and the demo world.
import type { TimeSlotId } from './time-slots';
import type { TeeWaitlistEntry } from './tee-groups';

export const TEE_GROUP_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type TeeGroupStatus = (typeof TEE_GROUP_STATUSES)[number];

export const TEE_GROUP_NOT_FOUND = 'Tee group not found';
export const TEE_GROUP_SIZE = 'A group must have 2 to 4 golfers';

export interface TeeGolferInfo {
  userId: string;
  name: string;
  handicap: number;
}

/** POST /api/leagues/{id}/tee-groups/suggest. `golfers` and `playedBefore` (pairKey of the week's
 * free golfers who played together in another week) let a screen name people and count new
 * pairings as the organizer moves them. */
export interface TeeGroupSuggestion {
  week: string;
  groups: Array<{ date: string; slot: TimeSlotId; members: string[]; newPairings: number }>;
  waitlist: TeeWaitlistEntry[];
  golfers: TeeGolferInfo[];
  /** Each golfer's free slots this week ("date|slot"), for "Move to...". */
  free: Record<string, string[]>;
  playedBefore: string[];
}

export interface TeeGroupMemberView {
  userId: string;
  name: string;
  status: TeeGroupStatus;
}

export interface TeeGroupView {
  id: string;
  date: string;
  slot: TimeSlotId;
  members: TeeGroupMemberView[];
}

/** GET /api/leagues/{id}/tee-groups?week= */
export interface TeeGroupWeek {
  week: string;
  groups: TeeGroupView[];
  /** Free golfers of the week placed in no group (once groups are confirmed). */
  waitlist: Array<TeeWaitlistEntry & { name: string }>;
}

/** GET /api/tee-groups/mine: the caller's groups across leagues. */
export interface MyTeeGroup extends TeeGroupView {
  leagueId: string;
  leagueName: string;
  week: string;
}
