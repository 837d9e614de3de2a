// The soak's checks, on the database the system wrote: every acknowledged write is there, each
// league's leaderboard and weekly skins equal the soak's own recomputation from the stored rounds
// (recompute.ts: the rules read apart from the product's engine), every domain event was
// delivered (once: notifications are unique per event, person and kind) and every recap went out
// once per person and week.
import { QueryTypes, type Database } from '@fairway/data';
import { DEFAULTS, standings, weeklySkins, type SkinsSettings, type SoakMember, type SoakRound } from './recompute';
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
  // Each league week's last confirmed tee groups, with their golfers and the last answer each gave.
  const placed = new Map(
    (await rows(db, 'SELECT g.`id`, m.`userId`, m.`status` FROM `tee_groups` g JOIN `tee_group_members` m ON m.`groupId` = g.`id`')).map(
      (r) => [`${r.id}/${r.userId}`, String(r.status)],
    ),
  );
  const lostPlaces = ledger.teeGroups.filter((g) => !placed.has(`${g.groupId}/${g.userId}`));
  if (lostPlaces.length) problems.push(`${lostPlaces.length} acknowledged tee group places missing`);
  const wrongAnswers = ledger.teeGroups.filter((g) => g.status && placed.get(`${g.groupId}/${g.userId}`) !== g.status);
  if (wrongAnswers.length) problems.push(`${wrongAnswers.length} acknowledged tee group answers not stored`);
  return problems;
}

/** A league's members (join order) and every round of theirs, as stored. */
async function leagueData(db: Database, leagueId: string) {
  const [league] = await rows(
    db,
    'SELECT `format`, `formatOptions`, `startDate`, `endDate`, `createdAt`, `skins` FROM `leagues` WHERE `id` = :leagueId',
    {
      leagueId,
    },
  );
  const members: SoakMember[] = (
    await rows(
      db,
      'SELECT m.`userId`, u.`handicap` FROM `league_memberships` m JOIN `users` u ON u.`id` = m.`userId` WHERE m.`leagueId` = :leagueId ORDER BY m.`joinedAt` ASC, m.`id` ASC',
      { leagueId },
    )
  ).map((m) => ({ userId: m.userId, handicap: Number(m.handicap ?? 0) }));
  const stored = await rows(
    db,
    'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`course`, r.`score`, r.`date`, r.`createdAt`, r.`holes`, r.`par`, r.`rating`, r.`slope`, r.`holePars`, r.`strokeIndex`, r.`holeScores`,' +
      ' (SELECT COUNT(*) FROM `round_partners` p WHERE p.`roundId` = r.`id` AND p.`confirmedAt` IS NOT NULL) AS `confirmed`' +
      ' FROM `rounds` r WHERE r.`userId` IN (SELECT `userId` FROM `league_memberships` WHERE `leagueId` = :leagueId)',
    { leagueId },
  );
  const rounds: SoakRound[] = stored.map((r) => ({
    id: r.id,
    userId: r.userId,
    leagueId: r.leagueId,
    course: r.course,
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
  }));
  return { league, members, rounds };
}

/** Differences between the leaderboard the API answered and the soak's recomputation. */
export async function standingsDifferences(db: Database, leagueId: string, answered: Row[], today: string): Promise<string[]> {
  const { league, members, rounds } = await leagueData(db, leagueId);
  const expected = standings({
    leagueId,
    format: league.format ?? 'total-to-par',
    options: { ...DEFAULTS, ...(league.formatOptions ? JSON.parse(league.formatOptions) : {}) },
    startDate: day(league.startDate ?? league.createdAt),
    endDate: league.endDate ? day(league.endDate) : null,
    today,
    members,
    rounds,
  });
  const got = new Map(answered.map((entry) => [entry.userId, entry]));
  const problems: string[] = [];
  if (answered.length !== expected.length) problems.push(`league ${leagueId}: ${answered.length} entries, ${expected.length} members`);
  for (const row of expected) {
    const entry = got.get(row.userId);
    const same =
      entry &&
      entry.position === row.position &&
      (entry.formatValue ?? null) === row.formatValue &&
      Number(entry.roundCount) === row.roundCount &&
      (row.totalToPar === null || Number(entry.totalToPar) === row.totalToPar);
    if (!same)
      problems.push(
        `league ${leagueId} (${league.format}), member ${row.userId}: answered ${entry ? `#${entry.position} ${entry.formatValue} (${entry.roundCount} rounds, total ${entry.totalToPar})` : 'nothing'}, ` +
          `recomputed #${row.position} ${row.formatValue} (${row.roundCount} rounds, total ${row.totalToPar})`,
      );
  }
  return problems;
}

/** Differences between a week's skins answer and the recomputation. */
export async function skinsDifferences(db: Database, leagueId: string, monday: string, answer: Row): Promise<string[]> {
  const { league, members, rounds } = await leagueData(db, leagueId);
  const settings = JSON.parse(league.skins) as SkinsSettings;
  const expected = weeklySkins(settings, monday, members, rounds, leagueId);
  const problems: string[] = [];
  const games = new Map((answer.games as Row[]).map((game) => [game.course, game]));
  if (games.size !== expected.length)
    problems.push(`skins ${leagueId} ${monday}: ${games.size} games answered, ${expected.length} recomputed`);
  const cents = (amount: unknown) => Math.round(Number(amount) * 100);
  for (const game of expected) {
    const got = games.get(game.course);
    const gotSkins = JSON.stringify(Object.entries(got?.skins ?? {}).sort());
    const same =
      got &&
      JSON.stringify((got.entrants as Row[]).map((e) => e.userId).sort()) === JSON.stringify([...game.entrants].sort()) &&
      gotSkins === JSON.stringify(Object.entries(game.skins).sort()) &&
      Number(got.unclaimed) === game.unclaimed &&
      cents(got.pot) === game.pot &&
      cents(got.perSkin) === game.perSkin &&
      cents(got.remainder) === game.remainder;
    if (!same)
      problems.push(
        `skins ${leagueId} ${monday} ${game.course}: answered ${got ? `${gotSkins}, ${got.unclaimed} unclaimed, pot ${got.pot}, per skin ${got.perSkin}` : 'nothing'}; ` +
          `recomputed ${JSON.stringify(Object.entries(game.skins).sort())}, ${game.unclaimed} unclaimed, pot ${game.pot / 100}, per skin ${game.perSkin / 100}`,
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
