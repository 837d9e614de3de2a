// Next season (docs/leagues.md, "Seasons"): an organizer of an ended or complete league starts a
// new league with the same settings and courses, linked to it (season + 1, previousLeagueId);
// the previous season stays readable and becomes read-only. The organizer who starts it is its
// first member; the previous season's other members are invited: a public league's see a notice
// on their dashboard and join with one tap; an invite-only league's get the usual single-use
// invitations by mail.
import {
  daysBetween,
  addDays,
  isLeagueComplete,
  todayIso,
  type NextSeasonNotice,
  NEXT_SEASON_EXISTS,
  SEASON_NOT_OVER,
} from '@fairway/contracts';
import { inTransaction, QueryTypes, recordEvents, type Database } from '@fairway/data';
import { conflict } from '@fairway/kit';
import { issueInvitation, queueInvitations } from './invitations';
import { hasNextSeason, lockAsOrganizer, recordEvent } from './organizer-access';
import type { InviteDeps } from './organizer-invitations';

export async function startNextSeason(db: Database, actorId: string, leagueId: string, deps: InviteDeps): Promise<string> {
  const { League, LeagueCourse, LeagueMembership, LeagueInvite } = db.models;
  return inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    if (await hasNextSeason(db, leagueId, transaction)) throw conflict(NEXT_SEASON_EXISTS);
    const today = todayIso();
    const courses = await LeagueCourse.findAll({ where: { leagueId }, order: [['position', 'ASC']], transaction });
    const members = await LeagueMembership.findAll({ where: { leagueId }, attributes: ['userId', 'roundCount'], transaction });
    const complete = isLeagueComplete(
      {
        endDate: league.endDate,
        courses: courses.map((course) => ({ rounds: course.rounds })),
        memberRoundCounts: members.map((member) => member.roundCount),
      },
      today,
    );
    if (!complete) throw conflict(SEASON_NOT_OVER);

    // The same length of season as the previous one, from today.
    const start = String(league.startDate ?? league.createdAt.toISOString()).slice(0, 10);
    const endDate = league.endDate ? addDays(today, Math.max(1, daysBetween(start, String(league.endDate).slice(0, 10)))) : null;
    const next = await League.create(
      {
        name: league.name,
        description: league.description,
        type: league.type,
        privacy: league.privacy,
        createdBy: league.createdBy,
        memberCount: 1,
        maxMembers: league.maxMembers,
        endDate,
        isActive: true,
        format: league.format,
        formatOptions: league.formatOptions,
        skins: league.skins,
        startDate: today,
        season: league.season + 1,
        previousLeagueId: league.id,
      },
      { transaction },
    );
    await LeagueCourse.bulkCreate(
      courses.map((course) => {
        const { id: _id, leagueId: _league, ...rest } = course.get({ plain: true });
        return { ...rest, leagueId: next.id };
      }),
      { transaction },
    );
    await LeagueMembership.create({ leagueId: next.id, userId: actorId, isAdmin: true, joinedAt: new Date() }, { transaction });

    let invited = 0;
    if (league.privacy === 'invite') {
      const others = (await db.sequelize.query(
        'SELECT u.`firstName`, u.`lastName`, LOWER(u.`email`) AS `email` FROM `league_memberships` AS m INNER JOIN `users` AS u ON u.`id` = m.`userId`' +
          ' WHERE m.`leagueId` = :leagueId AND m.`userId` <> :actorId ORDER BY m.`joinedAt` ASC',
        { replacements: { leagueId, actorId }, type: QueryTypes.SELECT, transaction },
      )) as Array<{ firstName: string; lastName: string; email: string }>;
      const invitees = others.map((user) => issueInvitation({ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }));
      if (invitees.length > 0) {
        await LeagueInvite.bulkCreate(
          invitees.map((invitee) => ({
            leagueId: next.id,
            name: invitee.name,
            email: invitee.email,
            tokenHash: invitee.tokenHash,
            expiresAt: invitee.expiresAt,
          })),
          { transaction },
        );
        const actor = await db.models.User.findByPk(actorId, { attributes: ['firstName', 'lastName'], transaction });
        const context = {
          leagueId: next.id,
          leagueName: `${next.name} (season ${next.season})`,
          inviterName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : '',
          appUrl: deps.appUrl,
        };
        await queueInvitations(deps.outbox, invitees, context, transaction);
        invited = invitees.length;
      }
    }
    await recordEvent(db, leagueId, actorId, 'next-season-started', { nextLeagueId: next.id, season: next.season }, transaction);
    await recordEvent(db, next.id, actorId, 'season-continued', { previousLeagueId: leagueId, season: next.season, invited }, transaction);
    // The previous season's members hear about it (docs/notifications.md).
    await recordEvents(
      db.models,
      [{ kind: 'season_started', leagueId, actorId, payload: { leagueName: league.name, nextLeagueId: next.id, season: next.season } }],
      transaction,
    );
    return next.id;
  });
}

/** Next seasons of public leagues the caller was a member of and has not joined, still open. */
export async function nextSeasonNotices(db: Database, userId: string): Promise<NextSeasonNotice[]> {
  const rows = (await db.sequelize.query(
    'SELECT n.`id`, n.`name`, n.`season`, n.`previousLeagueId` FROM `leagues` AS n' +
      ' INNER JOIN `league_memberships` AS pm ON pm.`leagueId` = n.`previousLeagueId` AND pm.`userId` = :userId' +
      " WHERE n.`privacy` = 'public' AND (n.`endDate` IS NULL OR n.`endDate` > :today)" +
      ' AND NOT EXISTS (SELECT 1 FROM `league_memberships` AS nm WHERE nm.`leagueId` = n.`id` AND nm.`userId` = :userId)' +
      ' ORDER BY n.`createdAt` DESC',
    { replacements: { userId, today: todayIso() }, type: QueryTypes.SELECT },
  )) as Array<{ id: string; name: string; season: number | string; previousLeagueId: string }>;
  return rows.map((row) => ({ id: row.id, name: row.name, season: Number(row.season), previousLeagueId: row.previousLeagueId }));
}
