// The organizers' tools (docs/leagues.md, "Organizers"): the creator makes members co-organizers
// (the spec's isAdmin) and takes it back; organizers (the creator and co-organizers) edit the
// league, remove members, invite people after creation and manage pending invitations. Only the
// creator deletes the league. Every change is recorded in league_events (who, what, when).
//
// A league the caller may not see answers 404 'League not found' before any permission check,
// so an invite-only league stays indistinguishable from a missing one.
import {
  courseRatingsOf,
  isLeagueEnded,
  resolveFormatOptions,
  todayIso,
  type EditLeagueData,
  type LeagueEvent as LeagueEventDto,
  type PendingInvitation,
  COURSE_HAS_ROUNDS,
  CREATOR_ALWAYS_ADMIN,
  CREATOR_NOT_REMOVABLE,
  FORMAT_LOCKED,
  INVITATION_NOT_FOUND,
  LEAGUE_NOT_FOUND,
  LEAVE_ONLY_YOURSELF,
  MEMBER_NOT_FOUND,
  ONLY_CREATOR_ADMINS,
  ONLY_ORGANIZERS,
} from '@fairway/contracts';
import {
  figuresFromRow,
  figuresToRow,
  inTransaction,
  Op,
  refreshUserStats,
  type Database,
  type League,
  type Transaction,
} from '@fairway/data';
import { badRequest, conflict, forbidden, notFound, type MailOutbox } from '@fairway/kit';
import { fn, col } from 'sequelize';
import { isLeagueVisible } from '../data/league-store';
import { issueInvitation, queueInvitations, type Invitation } from './invitations';
import { SEASON_CLOSED } from './membership';

export const maxPlayersBelowMembers = (members: number) => `Maximum players cannot be below the ${members} current members`;
export const roundsBelowLogged = (course: string, logged: number) => `${course}: a member has already logged ${logged} rounds there`;

export type LeagueAction =
  | 'league-edited'
  | 'organizer-added'
  | 'organizer-removed'
  | 'member-removed'
  | 'members-invited'
  | 'invitation-resent'
  | 'invitation-revoked'
  | 'next-season-started'
  | 'season-continued';

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

/** The creator makes a member a co-organizer, or takes it back. */
export async function setOrganizer(db: Database, actorId: string, leagueId: string, memberId: string, isAdmin: boolean): Promise<void> {
  await inTransaction(db, async (transaction) => {
    const { league, isCreator } = await lockAsOrganizer(db, actorId, leagueId, transaction, ONLY_CREATOR_ADMINS);
    if (!isCreator) throw forbidden(ONLY_CREATOR_ADMINS);
    if (memberId === league.createdBy) throw conflict(CREATOR_ALWAYS_ADMIN);
    const membership = await db.models.LeagueMembership.findOne({ where: { leagueId, userId: memberId }, transaction });
    if (!membership) throw notFound(MEMBER_NOT_FOUND);
    if (membership.isAdmin === isAdmin) return;
    await membership.update({ isAdmin }, { transaction });
    await recordEvent(db, leagueId, actorId, isAdmin ? 'organizer-added' : 'organizer-removed', { memberId }, transaction);
  });
}

/** An organizer removes a member (never the creator): as leaving, their rounds and availability go. */
export async function removeMember(db: Database, actorId: string, leagueId: string, memberId: string): Promise<void> {
  const { LeagueMembership, Round, Availability } = db.models;
  await inTransaction(db, async (transaction) => {
    // A member who organizes nothing keeps the answer leaving someone else always had.
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction, LEAVE_ONLY_YOURSELF);
    if (memberId === league.createdBy) throw forbidden(CREATOR_NOT_REMOVABLE);
    const removed = await LeagueMembership.destroy({ where: { leagueId, userId: memberId }, transaction });
    if (removed === 0) throw notFound(MEMBER_NOT_FOUND);
    const roundsRemoved = await Round.destroy({ where: { leagueId, userId: memberId }, transaction });
    await Availability.destroy({ where: { leagueId, userId: memberId }, transaction });
    await league.update({ memberCount: Math.max(0, league.memberCount - 1) }, { transaction });
    if (roundsRemoved > 0) await refreshUserStats(db.sequelize, [memberId], transaction, null);
    await recordEvent(db, leagueId, actorId, 'member-removed', { memberId, rounds: roundsRemoved }, transaction);
  });
}

/** Rounds logged per course, and the most any one member logged there. */
async function roundsByCourse(
  db: Database,
  leagueId: string,
  transaction: Transaction,
): Promise<Map<string, { total: number; most: number }>> {
  const rows = (await db.models.Round.findAll({
    where: { leagueId },
    attributes: ['course', 'userId', [fn('COUNT', col('id')), 'count']],
    group: ['course', 'userId'],
    raw: true,
    transaction,
  })) as unknown as Array<{ course: string; count: number | string }>;
  const byCourse = new Map<string, { total: number; most: number }>();
  for (const row of rows) {
    const count = Number(row.count);
    const entry = byCourse.get(row.course) ?? { total: 0, most: 0 };
    byCourse.set(row.course, { total: entry.total + count, most: Math.max(entry.most, count) });
  }
  return byCourse;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PATCH /api/leagues/{id}: the fields given change; the rest stays. Answers nothing (the route
 * answers the league). */
export async function editLeague(db: Database, actorId: string, leagueId: string, input: EditLeagueData): Promise<void> {
  await inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    if (await hasNextSeason(db, leagueId, transaction)) throw conflict(SEASON_CLOSED);
    const changes: Partial<Pick<League, 'name' | 'description' | 'maxMembers' | 'endDate' | 'format' | 'formatOptions'>> = {};
    const changed: string[] = [];

    if (input.name !== undefined && input.name !== league.name) changes.name = input.name;
    if (input.description !== undefined && input.description !== league.description) changes.description = input.description;
    if (input.endDate !== undefined && (input.endDate ?? null) !== (league.endDate ?? null)) changes.endDate = input.endDate ?? null;
    if (input.maxPlayers !== undefined && input.maxPlayers !== league.maxMembers) {
      if (input.maxPlayers < league.memberCount) {
        const message = maxPlayersBelowMembers(league.memberCount);
        throw badRequest(message, { maxPlayers: message });
      }
      changes.maxMembers = input.maxPlayers;
    }

    const byCourse = input.courses || input.format || input.formatOptions ? await roundsByCourse(db, leagueId, transaction) : new Map();
    const anyRound = [...byCourse.values()].some((entry) => entry.total > 0);
    const currentOptions = resolveFormatOptions(league.formatOptions ? (JSON.parse(league.formatOptions) as object) : null);
    const nextOptions = input.formatOptions ? resolveFormatOptions({ ...currentOptions, ...input.formatOptions }) : currentOptions;
    const formatChanges = (input.format !== undefined && input.format !== league.format) || !sameJson(nextOptions, currentOptions);
    if (formatChanges) {
      if (anyRound) throw conflict(FORMAT_LOCKED);
      if (input.format !== undefined) changes.format = input.format;
      changes.formatOptions = JSON.stringify(nextOptions);
    }

    if (input.courses) {
      const names = new Set(input.courses.map((course) => course.name));
      for (const [course, logged] of byCourse) {
        if (logged.total > 0 && !names.has(course)) throw conflict(`${COURSE_HAS_ROUNDS} (${course})`);
      }
      for (const course of input.courses) {
        const logged = byCourse.get(course.name);
        if (logged && course.rounds < logged.most) throw conflict(roundsBelowLogged(course.name, logged.most));
      }
      const existing = await db.models.LeagueCourse.findAll({ where: { leagueId }, order: [['position', 'ASC']], transaction });
      const before = existing.map((course) => ({ name: course.name, rounds: course.rounds }));
      const after = input.courses.map((course) => ({ name: course.name, rounds: course.rounds }));
      if (
        !sameJson(before, after) ||
        !sameJson(
          existing.map((c) => c.get({ plain: true })),
          input.courses,
        )
      ) {
        await db.models.LeagueCourse.destroy({ where: { leagueId }, transaction });
        // A course sent without tee figures keeps the ones it had (same name): an edit of names
        // or rounds never resets ratings silently.
        const kept = new Map(existing.map((course) => [course.name, figuresFromRow(course)]));
        await db.models.LeagueCourse.bulkCreate(
          input.courses.map(({ name, rounds, ...figures }, position) => {
            const given = Object.values(figures).some((value) => value !== undefined);
            const ratings = given ? courseRatingsOf(figures) : (kept.get(name) ?? courseRatingsOf({}));
            return { name, rounds, leagueId, position, ...figuresToRow(ratings) };
          }),
          { transaction },
        );
        if (!sameJson(before, after)) changed.push('courses');
      }
    }

    changed.push(...Object.keys(changes).map((key) => (key === 'maxMembers' ? 'maxPlayers' : key)));
    if (Object.keys(changes).length > 0) await league.update(changes, { transaction });
    if (changed.length > 0) {
      const shown: Record<string, unknown> = { fields: [...new Set(changed)] };
      if (changes.name !== undefined) shown.name = changes.name;
      if (changes.endDate !== undefined) shown.endDate = changes.endDate;
      if (changes.maxMembers !== undefined) shown.maxPlayers = changes.maxMembers;
      if (changes.format !== undefined) shown.format = changes.format;
      await recordEvent(db, leagueId, actorId, 'league-edited', shown, transaction);
    }
  });
}

function toPending(
  invite: { id: string; name: string; email: string; createdAt: Date; expiresAt: Date | null },
  now = Date.now(),
): PendingInvitation {
  return {
    id: invite.id,
    name: invite.name,
    email: invite.email,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt ? invite.expiresAt.toISOString() : null,
    expired: invite.expiresAt ? invite.expiresAt.getTime() <= now : true,
  };
}

async function assertOrganizerRead(db: Database, userId: string, leagueId: string): Promise<void> {
  await inTransaction(db, async (transaction) => {
    await lockAsOrganizer(db, userId, leagueId, transaction);
  });
}

/** Invitations not yet accepted nor revoked, newest first (organizers only). */
export async function pendingInvitations(db: Database, userId: string, leagueId: string): Promise<PendingInvitation[]> {
  await assertOrganizerRead(db, userId, leagueId);
  const invites = await db.models.LeagueInvite.findAll({
    where: { leagueId, acceptedAt: null, revokedAt: null, tokenHash: { [Op.ne]: null } },
    order: [['createdAt', 'DESC']],
  });
  return invites.map((invite) => toPending(invite));
}

export interface InviteDeps {
  outbox: MailOutbox;
  appUrl: string;
}

async function inviterNameOf(db: Database, userId: string, transaction: Transaction): Promise<string> {
  const user = await db.models.User.findByPk(userId, { attributes: ['firstName', 'lastName'], transaction });
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/**
 * Invites people after creation: each gets a new single-use token by mail. An address already
 * invited gets a fresh token (the old one stops working); members and the caller are skipped.
 */
export async function inviteMembers(
  db: Database,
  actorId: string,
  leagueId: string,
  invitees: readonly Invitation[],
  deps: InviteDeps,
): Promise<number> {
  return inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    if (await hasNextSeason(db, leagueId, transaction)) throw conflict(SEASON_CLOSED);
    if (isLeagueEnded(league.endDate, todayIso())) throw conflict('This league has ended. You cannot invite anyone to it.');
    const memberEmails = new Set(
      (
        (await db.sequelize.query(
          'SELECT LOWER(u.`email`) AS `email` FROM `league_memberships` AS m INNER JOIN `users` AS u ON u.`id` = m.`userId` WHERE m.`leagueId` = :leagueId',
          {
            replacements: { leagueId },
            type: 'SELECT',
            transaction,
          },
        )) as Array<{ email: string }>
      ).map((row) => row.email),
    );
    const seen = new Set<string>();
    const fresh = invitees
      .map((invitee) => ({ name: invitee.name.trim(), email: invitee.email.trim().toLowerCase() }))
      .filter((invitee) => {
        if (memberEmails.has(invitee.email) || seen.has(invitee.email)) return false;
        seen.add(invitee.email);
        return true;
      })
      .map((invitee) => issueInvitation(invitee));
    for (const invitee of fresh) {
      const existing = await db.models.LeagueInvite.findOne({ where: { leagueId, email: invitee.email }, transaction });
      const values = {
        name: invitee.name,
        tokenHash: invitee.tokenHash,
        expiresAt: invitee.expiresAt,
        acceptedAt: null,
        acceptedBy: null,
        revokedAt: null,
      };
      if (existing) await existing.update(values, { transaction });
      else await db.models.LeagueInvite.create({ leagueId, email: invitee.email, ...values }, { transaction });
    }
    if (fresh.length > 0) {
      const context = {
        leagueId,
        leagueName: league.name,
        inviterName: await inviterNameOf(db, actorId, transaction),
        appUrl: deps.appUrl,
      };
      await queueInvitations(deps.outbox, fresh, context, transaction);
      await recordEvent(db, leagueId, actorId, 'members-invited', { names: fresh.map((invitee) => invitee.name) }, transaction);
    }
    return fresh.length;
  });
}

async function pendingInvite(db: Database, leagueId: string, inviteId: string, transaction: Transaction) {
  const invite = await db.models.LeagueInvite.findOne({
    where: { id: inviteId, leagueId, acceptedAt: null, revokedAt: null },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!invite || !invite.tokenHash) throw notFound(INVITATION_NOT_FOUND);
  return invite;
}

/** Sends a pending invitation again with a new token and validity (the old link stops working). */
export async function resendInvitation(
  db: Database,
  actorId: string,
  leagueId: string,
  inviteId: string,
  deps: InviteDeps,
): Promise<PendingInvitation> {
  return inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    const invite = await pendingInvite(db, leagueId, inviteId, transaction);
    const issued = issueInvitation({ name: invite.name, email: invite.email });
    await invite.update({ tokenHash: issued.tokenHash, expiresAt: issued.expiresAt }, { transaction });
    const context = { leagueId, leagueName: league.name, inviterName: await inviterNameOf(db, actorId, transaction), appUrl: deps.appUrl };
    await queueInvitations(deps.outbox, [issued], context, transaction);
    await recordEvent(db, leagueId, actorId, 'invitation-resent', { name: invite.name }, transaction);
    return toPending(invite);
  });
}

/** Withdraws a pending invitation: its link opens nothing any more. */
export async function revokeInvitation(db: Database, actorId: string, leagueId: string, inviteId: string): Promise<void> {
  await inTransaction(db, async (transaction) => {
    await lockAsOrganizer(db, actorId, leagueId, transaction);
    const invite = await pendingInvite(db, leagueId, inviteId, transaction);
    await invite.update({ revokedAt: new Date() }, { transaction });
    await recordEvent(db, leagueId, actorId, 'invitation-revoked', { name: invite.name }, transaction);
  });
}

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
