// Who organizes a league (docs/leagues.md, "Organizers"): the creator and the members they made
// co-organizers (the spec's isAdmin). Every organizer tool locks the league through
// lockAsOrganizer and records its change with recordEvent, in the change's transaction.
//
// A league the caller may not see answers 404 'League not found' before any permission check,
// so an invite-only league stays indistinguishable from a missing one.
import { LEAGUE_NOT_FOUND, ONLY_ORGANIZERS } from '@fairway/contracts';
import { type Database, type League, type Transaction } from '@fairway/data';
import { forbidden, notFound } from '@fairway/kit';
import { isLeagueVisible } from '../data/league-store';

export type LeagueAction =
  | 'league-edited'
  | 'organizer-added'
  | 'organizer-removed'
  | 'member-removed'
  | 'members-invited'
  | 'invitation-resent'
  | 'invitation-revoked'
  | 'next-season-started'
  | 'season-continued'
  | 'contest-recorded'
  | 'contest-deleted'
  | 'course-ratings-edited';

/** Records one change (inside the change's transaction). `detail` never holds an email or a token. */
export async function recordEvent(
  db: Database,
  leagueId: string,
  actorId: string,
  action: LeagueAction,
  detail: Record<string, unknown>,
  transaction: Transaction,
): Promise<void> {
  await db.models.LeagueEvent.create({ leagueId, actorId, action, detail: JSON.stringify(detail) }, { transaction });
}

export interface OrganizerContext {
  league: League;
  isCreator: boolean;
}

/** The league locked for update, if the caller may see it and organizes it (else 404 / 403). */
export async function lockAsOrganizer(
  db: Database,
  userId: string,
  leagueId: string,
  transaction: Transaction,
  message = ONLY_ORGANIZERS,
): Promise<OrganizerContext> {
  const league = await db.models.League.findByPk(leagueId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!league || !(await isLeagueVisible(db, userId, leagueId, transaction))) throw notFound(LEAGUE_NOT_FOUND);
  const isCreator = league.createdBy === userId;
  if (!isCreator) {
    const membership = await db.models.LeagueMembership.findOne({ where: { leagueId, userId }, attributes: ['isAdmin'], transaction });
    if (!membership?.isAdmin) throw forbidden(message);
  }
  return { league, isCreator };
}

/** Whether the league has a next season (it is then read-only). */
export async function hasNextSeason(db: Database, leagueId: string, transaction?: Transaction): Promise<boolean> {
  return (await db.models.League.count({ where: { previousLeagueId: leagueId }, transaction })) > 0;
}
