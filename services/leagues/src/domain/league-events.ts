// The league's record of organizer changes (league_events), as the Activity tab shows it.
import { type LeagueEvent as LeagueEventDto, LEAGUE_NOT_FOUND } from '@fairway/contracts';
import { type Database } from '@fairway/data';
import { notFound } from '@fairway/kit';
import { isLeagueVisible } from '../data/league-store';

const INVITATION_ACTIONS = new Set(['members-invited', 'invitation-resent', 'invitation-revoked']);

/** Who was invited is the organizers' business (an invitee may never join, and a public league's
 * log is open to every signed-in user): anyone else sees how many, not their names. */
function withoutInviteeNames(action: string, detail: Record<string, unknown>): Record<string, unknown> {
  if (!INVITATION_ACTIONS.has(action)) return detail;
  const { names, name: _name, ...rest } = detail;
  return action === 'members-invited' ? { ...rest, count: Array.isArray(names) ? names.length : 0 } : rest;
}

async function isOrganizer(db: Database, userId: string, leagueId: string): Promise<boolean> {
  const league = await db.models.League.findByPk(leagueId, { attributes: ['createdBy'] });
  if (league?.createdBy === userId) return true;
  const membership = await db.models.LeagueMembership.findOne({ where: { leagueId, userId }, attributes: ['isAdmin'] });
  return membership?.isAdmin === true;
}

/** The league's record of changes, newest first (anyone who sees the league; invitees' names
 * for its organizers only). */
export async function leagueEvents(db: Database, userId: string, leagueId: string): Promise<LeagueEventDto[]> {
  if (!(await isLeagueVisible(db, userId, leagueId))) throw notFound(LEAGUE_NOT_FOUND);
  const organizer = await isOrganizer(db, userId, leagueId);
  const rows = (await db.sequelize.query(
    'SELECT e.`id`, e.`action`, e.`detail`, e.`createdAt`, e.`actorId`, a.`firstName`, a.`lastName`' +
      ' FROM `league_events` AS e LEFT JOIN `users` AS a ON a.`id` = e.`actorId`' +
      ' WHERE e.`leagueId` = :leagueId ORDER BY e.`createdAt` DESC, e.`id` DESC LIMIT 100',
    { replacements: { leagueId }, type: 'SELECT' },
  )) as Array<{
    id: string;
    action: string;
    detail: string | null;
    createdAt: string | Date;
    actorId: string | null;
    firstName: string | null;
    lastName: string | null;
  }>;
  // Member names for the events that name one (a removed member may have left: 'a former member').
  const memberIds = new Set<string>();
  const details = rows.map((row) => {
    const stored = row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {};
    const detail = organizer ? stored : withoutInviteeNames(row.action, stored);
    if (typeof detail.memberId === 'string') memberIds.add(detail.memberId);
    return detail;
  });
  const names = new Map<string, string>();
  if (memberIds.size > 0) {
    const users = await db.models.User.findAll({ where: { id: [...memberIds] }, attributes: ['id', 'firstName', 'lastName'] });
    for (const user of users) names.set(user.id, `${user.firstName} ${user.lastName}`.trim());
  }
  return rows.map((row, index) => {
    const detail = details[index];
    const memberName = typeof detail.memberId === 'string' ? (names.get(detail.memberId) ?? 'a former member') : undefined;
    return {
      id: row.id,
      action: row.action,
      detail: memberName ? { ...detail, memberName } : detail,
      createdAt: new Date(row.createdAt).toISOString(),
      actor: row.actorId ? { id: row.actorId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null,
    };
  });
}
