// What each domain event tells whom: the notifications one event makes (texts and links), read
// in the worker's transaction. Rank changes are found here too, by comparing the league's
// standings with the positions last seen (data/standings.ts), after any event that can move them.
import { completionReason, DEFAULT_APP_URL, formatIndex, type DomainEventKind, type NotificationKind } from '@fairway/contracts';
import { QueryTypes, recordEvents, type Database, type DomainEventInput, type Transaction } from '@fairway/data';
import { ordinal, takeStandings } from '../data/standings';
import { contestNotice, skinsNotice } from './side-games';
import { teeGroupAnswerDraft, teeGroupDrafts, type TeeGroupPayload } from './tee-group-notifications';

export interface EventRow {
  id: string;
  kind: string;
  createdAt: Date;
  leagueId: string | null;
  actorId: string | null;
  payload: string;
}

export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  leagueId: string | null;
  /** The text when it merges into an earlier notification of the other kind (coalesce.ts). */
  mergedText?: string;
}

/** Events after which the standings may differ. */
const MOVES_STANDINGS = new Set<string>([
  'member_joined',
  'member_left',
  'round_logged',
  'round_edited',
  'round_deleted',
  'round_confirmed',
]);

type Payload = {
  leagueName?: string;
  roundId?: string;
  course?: string;
  score?: number;
  date?: string;
  partnerIds?: string[];
  partnerId?: string;
  ownerId?: string;
  nextLeagueId?: string;
  season?: number;
  /** index_changed: whose index a ratings edit moved, from and to (null: none). */
  moved?: Array<{ userId: string; from: number | null; to: number | null }>;
};

const indexText = (index: number | null | undefined) => (typeof index === 'number' ? formatIndex(index) : 'none');

export const leagueLink = (leagueId: string) => `/leagues/${leagueId}`;
export const roundLink = (leagueId: string, userId: string) => `/leagues/${leagueId}/members/${userId}`;

async function leagueInfo(db: Database, leagueId: string, transaction: Transaction) {
  const [league] = await db.sequelize.query<{ name: string; createdBy: string; endDate: string | null }>(
    'SELECT `name`, `createdBy`, `endDate` FROM `leagues` WHERE `id` = :leagueId',
    { replacements: { leagueId }, type: QueryTypes.SELECT, transaction },
  );
  return league ?? null;
}

async function memberIds(db: Database, leagueId: string, transaction: Transaction): Promise<string[]> {
  const rows = await db.sequelize.query<{ userId: string }>('SELECT `userId` FROM `league_memberships` WHERE `leagueId` = :leagueId', {
    replacements: { leagueId },
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.map((row) => row.userId);
}

async function personName(db: Database, userId: string | null, transaction: Transaction): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await db.sequelize.query<{ firstName: string; lastName: string }>(
    'SELECT `firstName`, `lastName` FROM `users` WHERE `id` = :userId',
    {
      replacements: { userId },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'A former member';
}

export function parsePayload(raw: string): Payload {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Payload) : {};
  } catch {
    return {};
  }
}

/** The notifications of one event, and the events it leads to (a league completed by its last round). */
export async function notificationsFor(
  db: Database,
  event: EventRow,
  transaction: Transaction,
  now: Date,
  appUrl = DEFAULT_APP_URL,
): Promise<{ drafts: NotificationDraft[]; followUps: DomainEventInput[] }> {
  const payload = parsePayload(event.payload);
  const leagueId = event.leagueId;
  if (!leagueId) return { drafts: [], followUps: [] };
  const league = await leagueInfo(db, leagueId, transaction);
  // The league was deleted since: nobody is left to tell.
  if (!league) return { drafts: [], followUps: [] };
  const leagueName = league.name;
  const actor = await personName(db, event.actorId, transaction);
  const members = await memberIds(db, leagueId, transaction);
  const others = members.filter((id) => id !== event.actorId);
  const kind = event.kind as DomainEventKind;
  const drafts: NotificationDraft[] = [];
  const toEach = (userIds: readonly string[], text: string, link: string, as: NotificationKind = kind, mergedText?: string) => {
    for (const userId of new Set(userIds)) drafts.push({ userId, kind: as, text, link, leagueId, ...(mergedText ? { mergedText } : {}) });
  };
  const score = payload.score !== undefined ? ` of ${payload.score}` : '';
  const course = payload.course ? ` at ${payload.course}` : '';
  const ownRound = event.actorId ? roundLink(leagueId, event.actorId) : leagueLink(leagueId);

  switch (kind) {
    case 'member_joined':
      toEach(others, `${actor} joined ${leagueName}`, leagueLink(leagueId), kind, `${actor} left and rejoined ${leagueName}`);
      break;
    case 'member_left':
      toEach(others, `${actor} left ${leagueName}`, leagueLink(leagueId), kind, `${actor} joined and left ${leagueName}`);
      break;
    case 'invitation_accepted':
      if (league.createdBy !== event.actorId) {
        toEach([league.createdBy], `${actor} accepted your invitation to ${leagueName}`, leagueLink(leagueId));
      }
      break;
    case 'round_logged': {
      const named = new Set(payload.partnerIds ?? []);
      toEach(
        others.filter((id) => !named.has(id)),
        `${actor} logged a round${score}${course} in ${leagueName}`,
        ownRound,
      );
      break;
    }
    case 'partner_named':
      if (payload.partnerId && members.includes(payload.partnerId)) {
        toEach(
          [payload.partnerId],
          `${actor} named you as a playing partner on their round${score}${course} in ${leagueName}. Please confirm you played together.`,
          ownRound,
        );
      }
      break;
    case 'round_edited': {
      const partners = payload.roundId
        ? await db.sequelize.query<{ userId: string }>('SELECT `userId` FROM `round_partners` WHERE `roundId` = :roundId', {
            replacements: { roundId: payload.roundId },
            type: QueryTypes.SELECT,
            transaction,
          })
        : [];
      toEach(
        partners.map((row) => row.userId).filter((id) => members.includes(id)),
        `${actor} edited the round you played together${course} in ${leagueName}${payload.score !== undefined ? `: now ${payload.score}` : ''}`,
        ownRound,
      );
      break;
    }
    case 'round_confirmed':
      if (payload.ownerId && payload.ownerId !== event.actorId) {
        toEach([payload.ownerId], `${actor} confirmed playing with you${course} in ${leagueName}`, roundLink(leagueId, payload.ownerId));
      }
      break;
    case 'league_ended':
      toEach(members, `${leagueName} has ended. See the final standings.`, leagueLink(leagueId));
      break;
    case 'league_completed':
      toEach(members, `Everyone in ${leagueName} has played all their rounds: the league is complete.`, leagueLink(leagueId));
      break;
    case 'season_started':
      toEach(
        others,
        `Season ${payload.season ?? 'two'} of ${leagueName} has started: join it`,
        leagueLink(payload.nextLeagueId ?? leagueId),
      );
      break;
    case 'index_changed':
      for (const change of payload.moved ?? []) {
        toEach(
          [change.userId],
          `${actor} changed the tee figures of ${payload.course ?? 'a course'} in ${leagueName} for rounds already played: your index moved from ${indexText(change.from)} to ${indexText(change.to)}`,
          roundLink(leagueId, change.userId),
        );
      }
      break;
    case 'tee_group':
      for (const draft of await teeGroupDrafts(db, leagueId, payload as TeeGroupPayload, members, appUrl, transaction)) {
        toEach(draft.userIds, draft.text, leagueLink(leagueId));
      }
      break;
    case 'contest_recorded':
      toEach(members, contestNotice(payload as Parameters<typeof contestNotice>[0], leagueName), leagueLink(leagueId));
      break;
    case 'skins_settled':
      toEach(members, skinsNotice(payload as Parameters<typeof skinsNotice>[0], leagueName), leagueLink(leagueId));
      break;
    case 'tee_group_answered': {
      const draft = teeGroupAnswerDraft(actor, payload as TeeGroupPayload, members);
      if (draft && !draft.userIds.includes(event.actorId ?? '')) toEach(draft.userIds, draft.text, leagueLink(leagueId));
      break;
    }
    default:
      break;
  }

  const followUps: DomainEventInput[] = [];
  if (MOVES_STANDINGS.has(kind)) {
    const { changes, standings } = await takeStandings(db, leagueId, new Date(event.createdAt), now, transaction);
    for (const change of changes) {
      const up = change.to < change.from;
      toEach(
        [change.userId],
        `You ${up ? 'moved up' : 'dropped'} to ${ordinal(change.to)} in ${leagueName} (from ${ordinal(change.from)})`,
        leagueLink(leagueId),
        'rank_changed',
      );
    }
    if (kind === 'round_logged' || kind === 'round_edited') {
      const courses = await db.sequelize.query<{ rounds: number | null }>(
        'SELECT `rounds` FROM `league_courses` WHERE `leagueId` = :leagueId',
        {
          replacements: { leagueId },
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      // Only an open league completes by rounds (an ended one has its own event).
      const endDate = league.endDate ? String(league.endDate).slice(0, 10) : null;
      const reason = completionReason({ endDate, courses, memberRoundCounts: standings.map((entry) => entry.roundCount) });
      if (reason === 'allRoundsSubmitted') {
        followUps.push({
          kind: 'league_completed',
          leagueId,
          actorId: null,
          payload: { leagueName },
          dedupeKey: `league_completed:${leagueId}`,
        });
      }
    }
  }
  return { drafts, followUps };
}

/** Records league_ended once for each league whose end date passed in the last week (a sweep
 * every replica may run: the dedupe key keeps one). */
export async function sweepEndedLeagues(db: Database, today: string, since: string): Promise<number> {
  const ended = await db.sequelize.query<{ id: string; name: string }>(
    'SELECT l.`id`, l.`name` FROM `leagues` l WHERE l.`endDate` IS NOT NULL AND l.`endDate` <= :today AND l.`endDate` >= :since' +
      ' AND NOT EXISTS (SELECT 1 FROM `domain_events` e WHERE e.`dedupeKey` = ' +
      (db.dialect === 'sqlite' ? "('league_ended:' || l.`id`)" : "CONCAT('league_ended:', l.`id`)") +
      ')',
    { replacements: { today, since }, type: QueryTypes.SELECT },
  );
  await recordEvents(
    db.models,
    ended.map((league) => ({
      kind: 'league_ended' as const,
      leagueId: league.id,
      actorId: null,
      payload: { leagueName: league.name },
      dedupeKey: `league_ended:${league.id}`,
    })),
  );
  return ended.length;
}
