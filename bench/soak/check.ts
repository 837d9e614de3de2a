// The soak's checks, on the database the system wrote: every acknowledged write is there, each
// league's leaderboard equals its standings recomputed from the stored rounds with the pure
// rules of @fairway/contracts, every domain event was delivered (once: notifications are unique
// per event, person and kind) and every recap went out once per person and week.
import {
  computeStandings,
  LEAGUE_FORMATS,
  resolveFormatOptions,
  roundPlayingHandicap,
  todayIso,
  type HandicapRound,
  type LeaderboardEntry,
  type LeagueFormat,
  type StandingsRound,
} from '@fairway/contracts';
import { QueryTypes, type Database } from '@fairway/data';
import type { Ledger } from './season';

type Row = Record<string, any>;
const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
const numbers = (text: string | null): number[] | null => (text ? (JSON.parse(text) as number[]).map(Number) : null);

async function rows(db: Database, sql: string, replacements: Record<string, unknown> = {}): Promise<Row[]> {
  return db.sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });
}

/** How many of `ids` are missing from `table`. */
async function missing(db: Database, table: string, ids: readonly string[]): Promise<number> {
  let found = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const [row] = await rows(db, `SELECT COUNT(*) AS n FROM \`${table}\` WHERE \`id\` IN (:chunk)`, { chunk });
    found += Number(row.n);
  }
  return ids.length - found;
}

export async function acknowledgedWritesMissing(db: Database, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const [what, table, ids] of [
    ['users', 'users', ledger.users],
    ['leagues', 'leagues', ledger.leagues.map((league) => league.id)],
    ['rounds', 'rounds', ledger.rounds.map((round) => round.id)],
    ['availability entries', 'availabilities', ledger.availability],
  ] as const) {
    const lost = await missing(db, table, ids);
    if (lost) problems.push(`${lost} acknowledged ${what} missing`);
  }
  const members = new Set(
    (await rows(db, 'SELECT `leagueId`, `userId` FROM `league_memberships`')).map((m) => `${m.leagueId}/${m.userId}`),
  );
  const lostJoins = ledger.memberships.filter((m) => !members.has(`${m.leagueId}/${m.userId}`)).length;
  if (lostJoins) problems.push(`${lostJoins} acknowledged memberships missing`);
  return problems;
}

/** A league's standings from its stored rounds, as the formats rank them. */
export async function recomputedStandings(db: Database, leagueId: string) {
  const [league] = await rows(
    db,
    'SELECT `format`, `formatOptions`, `startDate`, `endDate`, `createdAt` FROM `leagues` WHERE `id` = :leagueId',
    {
      leagueId,
    },
  );
  const members = await rows(
    db,
    'SELECT m.`userId`, u.`handicap` FROM `league_memberships` m JOIN `users` u ON u.`id` = m.`userId` WHERE m.`leagueId` = :leagueId ORDER BY m.`joinedAt` ASC, m.`id` ASC',
    { leagueId },
  );
  const stored = await rows(
    db,
    'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`score`, r.`date`, r.`createdAt`, r.`holes`, r.`par`, r.`rating`, r.`slope`, r.`holePars`, r.`strokeIndex`, r.`holeScores`,' +
      ' (SELECT COUNT(*) FROM `round_partners` p WHERE p.`roundId` = r.`id` AND p.`confirmedAt` IS NOT NULL) AS `confirmed`' +
      ' FROM `rounds` r WHERE r.`userId` IN (SELECT `userId` FROM `league_memberships` WHERE `leagueId` = :leagueId)',
    { leagueId },
  );
  const history = new Map<string, Array<HandicapRound & { leagueId: string; confirmed: boolean }>>();
  for (const r of stored) {
    const round = {
      id: r.id,
      leagueId: r.leagueId,
      score: Number(r.score),
      date: day(r.date),
      createdAt: new Date(r.createdAt).toISOString(),
      holes: Number(r.holes),
      par: Number(r.par),
      rating: Number(r.rating),
      slope: Number(r.slope),
      holePars: numbers(r.holePars),
      strokeIndex: numbers(r.strokeIndex),
      holeScores: numbers(r.holeScores),
      confirmed: Number(r.confirmed) > 0,
    };
    history.set(r.userId, [...(history.get(r.userId) ?? []), round]);
  }
  const rounds: StandingsRound[] = members.flatMap((member) =>
    (history.get(member.userId) ?? [])
      .filter((round) => round.leagueId === leagueId)
      .map((round) => ({
        id: round.id,
        userId: member.userId,
        score: round.score,
        date: round.date,
        par: round.par!,
        holes: round.holes!,
        playingHandicap: roundPlayingHandicap(history.get(member.userId)!, member.handicap, round.date, {
          holes: round.holes === 9 ? 9 : 18,
          par: round.par!,
          rating: Number(round.rating),
          slope: round.slope!,
        }),
        confirmed: round.confirmed,
        holeScores: round.holeScores,
        holePars: round.holePars,
        strokeIndex: round.strokeIndex,
      })),
  );
  const format = (LEAGUE_FORMATS as readonly string[]).includes(league.format) ? (league.format as LeagueFormat) : 'total-to-par';
  return computeStandings({
    format,
    options: resolveFormatOptions(league.formatOptions ? JSON.parse(league.formatOptions) : {}),
    members: members.map((member) => ({ userId: member.userId, handicap: member.handicap })),
    rounds,
    startDate: day(league.startDate ?? league.createdAt),
    endDate: league.endDate ? day(league.endDate) : null,
    today: todayIso(),
  });
}

/** Differences between the leaderboard the API answered and the recomputation. */
export async function standingsDifferences(db: Database, leagueId: string, answered: LeaderboardEntry[]): Promise<string[]> {
  const expected = await recomputedStandings(db, leagueId);
  const got = new Map(answered.map((entry) => [entry.userId, entry]));
  const problems: string[] = [];
  if (answered.length !== expected.length) problems.push(`league ${leagueId}: ${answered.length} entries, ${expected.length} members`);
  for (const row of expected) {
    const entry = got.get(row.userId);
    if (!entry || entry.position !== row.position || (entry.formatValue ?? null) !== row.formatValue)
      problems.push(
        `league ${leagueId}, member ${row.userId}: answered ${entry ? `${entry.position} (${entry.formatValue})` : 'nothing'}, recomputed ${row.position} (${row.formatValue})`,
      );
  }
  return problems;
}

/** Waits until the worker has delivered every event (or `limitMs` passed); answers what is left. */
export async function waitForDelivery(db: Database, limitMs: number): Promise<number> {
  const until = Date.now() + limitMs;
  for (;;) {
    const [row] = await rows(db, 'SELECT COUNT(*) AS n FROM `domain_events` WHERE `processedAt` IS NULL AND `failedAt` IS NULL');
    if (Number(row.n) === 0 || Date.now() > until) return Number(row.n);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function deliveryProblems(db: Database, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const [failed] = await rows(db, 'SELECT COUNT(*) AS n FROM `domain_events` WHERE `failedAt` IS NOT NULL');
  if (Number(failed.n)) problems.push(`${failed.n} domain events failed`);
  const [pending] = await rows(db, 'SELECT COUNT(*) AS n FROM `domain_events` WHERE `processedAt` IS NULL');
  if (Number(pending.n)) problems.push(`${pending.n} domain events never delivered`);
  const twice = await rows(
    db,
    'SELECT `eventId`, `userId`, `kind`, COUNT(*) AS n FROM `notifications` GROUP BY `eventId`, `userId`, `kind` HAVING COUNT(*) > 1',
  );
  if (twice.length) problems.push(`${twice.length} notifications stored more than once`);
  // Each acknowledged round was announced once.
  const logged = await rows(db, "SELECT `payload` FROM `domain_events` WHERE `kind` = 'round_logged'");
  const announced = new Map<string, number>();
  for (const event of logged) {
    const roundId = (JSON.parse(event.payload) as { roundId?: string }).roundId;
    if (roundId) announced.set(roundId, (announced.get(roundId) ?? 0) + 1);
  }
  const notOnce = ledger.rounds.filter((round) => announced.get(round.id) !== 1).length;
  if (notOnce) problems.push(`${notOnce} acknowledged rounds not announced exactly once`);
  return problems;
}

export async function recapProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const twice = await rows(
    db,
    "SELECT `userId`, `period`, COUNT(*) AS n FROM `email_digests` WHERE `kind` = 'weekly' GROUP BY `userId`, `period` HAVING COUNT(*) > 1",
  );
  if (twice.length) problems.push(`${twice.length} people with two recap rows for one week`);
  const mails = await rows(
    db,
    "SELECT `recipient`, COUNT(*) AS n FROM `mail_outbox` WHERE `subject` LIKE '%weekly recap%' GROUP BY `recipient` HAVING COUNT(*) > 1",
  );
  if (mails.length) problems.push(`${mails.length} people sent more than one recap`);
  const [sent] = await rows(db, "SELECT COUNT(*) AS n FROM `email_digests` WHERE `kind` = 'weekly'");
  const [queued] = await rows(db, "SELECT COUNT(*) AS n FROM `mail_outbox` WHERE `subject` LIKE '%weekly recap%'");
  if (Number(sent.n) !== Number(queued.n)) problems.push(`${sent.n} recap rows but ${queued.n} recap mails`);
  if (Number(sent.n) === 0) problems.push('no recap was sent');
  return problems;
}
