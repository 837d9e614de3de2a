// Creating a league: the league, its courses, the creator's (admin) membership, the invite
// rows (hashed tokens) and the invitation mails (outbox) are written in one transaction; the
// mails are sent after it commits, outside the request.
import {
  courseRatingsOf,
  DEFAULT_MAX_MEMBERS,
  PLAYERS_MAX,
  resolveFormatOptions,
  SELECTABLE_LEAGUE_TYPES,
  todayIso,
  type CreateLeagueData,
  TYPE_NOT_AVAILABLE,
  USER_NOT_FOUND,
} from '@fairway/contracts';
import { figuresToRow, inTransaction, type Database } from '@fairway/data';
import { badRequest, notFound, type Logger, type MailOutbox } from '@fairway/kit';
import { assertMayInvite, recordSends } from './invitation-limits';
import { issueInvitation, queueInvitations, type Invitation } from './invitations';

/**
 * Invite-only leagues have no Maximum Players field (the form clears it): they hold at least
 * the default 10, and enough for the creator plus every invitee (up to the 50-player cap).
 */
export function maxMembersFor(input: Pick<CreateLeagueData, 'privacy' | 'maxPlayers'>, inviteeCount: number): number {
  if (input.privacy === 'public') return input.maxPlayers ?? DEFAULT_MAX_MEMBERS;
  return Math.min(PLAYERS_MAX, Math.max(DEFAULT_MAX_MEMBERS, inviteeCount + 1));
}

/** Invitees by lower-cased email, once each, never the creator. */
export function normalizeInvitees(invitees: CreateLeagueData['invitedMembers'], creatorEmail: string): Invitation[] {
  const seen = new Set([creatorEmail.trim().toLowerCase()]);
  const result: Invitation[] = [];
  for (const invitee of invitees) {
    const email = invitee.email.trim().toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    result.push({ name: invitee.name.trim(), email });
  }
  return result;
}

export interface CreatedLeague {
  id: string;
  name: string;
  invited: number;
}

export interface CreateLeagueDeps {
  outbox: MailOutbox;
  /** Public origin of the app, for the links in invitation emails. */
  appUrl: string;
  logger?: Logger;
}

export async function createLeague(db: Database, userId: string, input: CreateLeagueData, deps: CreateLeagueDeps): Promise<CreatedLeague> {
  if (!SELECTABLE_LEAGUE_TYPES.includes(input.type)) {
    throw badRequest(TYPE_NOT_AVAILABLE, { type: TYPE_NOT_AVAILABLE });
  }
  const { User, League, LeagueCourse, LeagueMembership, LeagueInvite } = db.models;
  const creator = await User.findByPk(userId, { attributes: ['id', 'email', 'firstName', 'lastName'] });
  // The gateway signed a user that no longer exists (deleted meanwhile).
  if (!creator) throw notFound(USER_NOT_FOUND);

  // Invitees only make sense for an invite-only league; a public one is open to everyone.
  const invitees = (input.privacy === 'invite' ? normalizeInvitees(input.invitedMembers, creator.email) : []).map((invitee) =>
    issueInvitation(invitee),
  );
  const inviterName = `${creator.firstName} ${creator.lastName}`.trim();
  const league = await inTransaction(db, async (transaction) => {
    // Invitees count towards the creator's new addresses a day (docs/leagues.md, "Invitation limits").
    await assertMayInvite(db, userId, invitees.length, transaction);
    const created = await League.create(
      {
        name: input.name,
        description: input.description,
        type: input.type,
        privacy: input.privacy,
        createdBy: userId,
        memberCount: 1,
        maxMembers: maxMembersFor(input, invitees.length),
        endDate: input.endDate ?? null,
        isActive: true,
        format: input.format,
        formatOptions: JSON.stringify(resolveFormatOptions(input.formatOptions)),
        startDate: input.startDate ?? todayIso(),
        skins: input.skins ? JSON.stringify(input.skins) : null,
      },
      { transaction },
    );
    await LeagueCourse.bulkCreate(
      input.courses.map(({ name, rounds, ...figures }, position) => ({
        leagueId: created.id,
        name,
        rounds,
        position,
        ...figuresToRow(courseRatingsOf(figures)),
      })),
      { transaction },
    );
    await LeagueMembership.create({ leagueId: created.id, userId, isAdmin: true, joinedAt: new Date() }, { transaction });
    if (invitees.length > 0) {
      const invites = await LeagueInvite.bulkCreate(
        invitees.map((invitee) => ({
          leagueId: created.id,
          name: invitee.name,
          email: invitee.email,
          tokenHash: invitee.tokenHash,
          expiresAt: invitee.expiresAt,
        })),
        { transaction },
      );
      const context = { leagueId: created.id, leagueName: created.name, inviterName, appUrl: deps.appUrl };
      await queueInvitations(deps.outbox, invitees, context, transaction);
      await recordSends(
        db,
        userId,
        invites.map((invite) => ({ inviteId: invite.id, kind: 'invite' as const })),
        transaction,
      );
    }
    return created;
  });
  deps.logger?.info({ leagueId: league.id, invitees: invitees.length }, 'league created');
  return { id: league.id, name: league.name, invited: invitees.length };
}
