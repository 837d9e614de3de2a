// The league's record of organizer changes (league_events), as the Activity tab shows it.
import { type LeagueEvent as LeagueEventDto, LEAGUE_NOT_FOUND } from '@fairway/contracts';
import { type Database } from '@fairway/data';
import { notFound } from '@fairway/kit';
import { isLeagueVisible } from '../data/league-store';

/** The league's record of changes, newest first (anyone who sees the league). */
export async function leagueEvents(db: Database, userId: string, leagueId: string): Promise<LeagueEventDto[]> {
  if (!(await isLeagueVisible(db, userId, leagueId))) throw notFound(LEAGUE_NOT_FOUND);
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
    const detail = row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {};
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
