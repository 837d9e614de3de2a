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
  type League as LeagueDto,
  type Member,
} from '@fairway/contracts';
import type { LeagueContext, LeagueRecord, LeagueRow, MemberRow } from '../data/league-store';
import { leagueStandings, needsRounds, settingsOf, type FormatSettings } from './standings';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function settingsOfRecord(league: LeagueRecord): FormatSettings {
  return settingsOf(league);
}

/** Ids of the leagues among `rows` whose format ranks by the rounds themselves. */
export function leaguesNeedingRounds(rows: readonly LeagueRow[]): string[] {
  return rows.filter((row) => needsRounds(settingsOfRecord(row.league))).map((row) => row.league.id);
}

/** The window holding today (points), from the same windows the standings use. */
function currentWindow(settings: FormatSettings, today: string) {
  if (!formatTraits(settings.format).usesWindows) return null;
  return windowOf(
    leagueWindows({ options: settings.options, startDate: settings.startDate, endDate: settings.endDate, today, rounds: [] }),
    today,
  );
}

export function toLeagueDto(row: LeagueRow, context: LeagueContext, viewerId: string, today: string): LeagueDto {
  const { league, creatorName } = row;
  const courses = (context.courses.get(league.id) ?? []).map(({ leagueId: _leagueId, ...course }) => course);
  const members = context.members.get(league.id) ?? [];
  const settings = settingsOfRecord(league);
  const leaderboard = leagueStandings(league.id, members, settings, today, context.rounds);
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
