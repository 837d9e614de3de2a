// Builds the API's League, leaderboard and member answers from loaded rows. The derived fields
// (isMember, isComplete, userPosition, userRounds, userAvgScore) come from the shared contracts
// rules, so the browser, demo data and service agree.
import {
  computeLeaderboardFromStats,
  formatHandicap,
  isLeagueComplete,
  type LeaderboardEntry,
  type League as LeagueDto,
  type Member,
} from '@fairway/contracts';
import type { LeagueContext, LeagueRow, MemberRow } from '../data/league-store';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function leaderboardOf(members: readonly MemberRow[]): LeaderboardEntry[] {
  return computeLeaderboardFromStats(
    members,
    members.map((member) => member.stats),
  );
}

export function toLeagueDto(row: LeagueRow, context: LeagueContext, viewerId: string, today: string): LeagueDto {
  const { league, creatorName } = row;
  const courses = (context.courses.get(league.id) ?? []).map(({ name, rounds }) => ({ name, rounds }));
  const leaderboard = leaderboardOf(context.members.get(league.id) ?? []);
  const own = leaderboard.find((entry) => entry.userId === viewerId);
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
