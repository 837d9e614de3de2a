// Builds the API's League, leaderboard and member answers from loaded rows. The derived fields
// (isMember, isComplete, userPosition, userRounds, userAvgScore) come from the shared contracts
// rules, so the browser, demo data and service agree.
import {
  formatHandicap,
  formatTraits,
  isLeagueComplete,
  storedSkinsSettings,
  leagueWindows,
  windowOf,
  type LeaderboardEntry,
  type League as LeagueDto,
  type Member,
} from '@fairway/contracts';
import type { LeagueContext, LeagueRow, MemberRow } from '../data/league-store';
import { settingsOf, type FormatSettings } from './standings';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The window holding today (points), from the same windows the standings use. */
function currentWindow(settings: FormatSettings, today: string) {
  if (!formatTraits(settings.format).usesWindows) return null;
  return windowOf(
    leagueWindows({ options: settings.options, startDate: settings.startDate, endDate: settings.endDate, today, rounds: [] }),
    today,
  );
}

/** The League answer from its rows and its standings (`leaderboard`, in table order). */
export function toLeagueDto(
  row: LeagueRow,
  context: LeagueContext,
  leaderboard: readonly LeaderboardEntry[],
  viewerId: string,
  today: string,
): LeagueDto {
  const { league, creatorName } = row;
  const courses = (context.courses.get(league.id) ?? []).map(({ leagueId: _leagueId, ...course }) => course);
  const members = context.members.get(league.id) ?? [];
  const settings = settingsOf(league);
  const own = leaderboard.find((entry) => entry.userId === viewerId);
  const ownMembership = members.find((member) => member.userId === viewerId);
  return {
    id: league.id,
    name: league.name,
    description: league.description ?? null,
    type: league.type,
    privacy: league.privacy,
    createdBy: league.createdBy,
    creatorName,
    memberCount: leaderboard.length,
    maxMembers: league.maxMembers,
    courses,
    endDate: league.endDate ? String(league.endDate).slice(0, 10) : null,
    isActive: Boolean(league.isActive),
    isComplete: isLeagueComplete(
      { endDate: league.endDate, courses, memberRoundCounts: leaderboard.map((entry) => entry.roundCount) },
      today,
    ),
    isMember: own !== undefined,
    userPosition: own?.position ?? null,
    userRounds: own?.roundCount ?? 0,
    userAvgScore: own?.avgScore ?? null,
    createdAt: iso(league.createdAt),
    updatedAt: iso(league.updatedAt),
    format: settings.format,
    formatOptions: settings.options,
    startDate: settings.startDate,
    currentWindow: currentWindow(settings, today),
    season: Number(league.season ?? 1),
    previousLeagueId: league.previousLeagueId ?? null,
    nextLeagueId: league.nextLeagueId ?? null,
    isAdmin: league.createdBy === viewerId || ownMembership?.isAdmin === true,
    skins: storedSkinsSettings(league.skins),
  };
}

export function toMemberDto(member: MemberRow): Member {
  return {
    id: member.membershipId,
    userId: member.userId,
    leagueId: member.leagueId,
    isAdmin: member.isAdmin,
    joinedAt: iso(member.joinedAt),
    user: {
      id: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      handicap: formatHandicap(member.handicap),
      profileImageUrl: member.profileImageUrl,
    },
    roundCount: member.stats.roundCount,
  };
}
