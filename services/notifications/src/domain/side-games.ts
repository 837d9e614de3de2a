// Side games in the bell and the weekly recap (docs/side-games.md): who won the week's skins and
// contests. The skins come from contracts' weeklySkinsGames (the rule the leagues service answers
// with) over the rows it needs; a closed week is told once in the bell (skins_settled, found by
// the worker's sweep), and the recap names the week it covers.
import {
  addDays,
  CONTEST_LABELS,
  formatDayShort,
  formatSkinsAmount,
  previousWeek,
  storedSkinsSettings,
  weeklySkinsGames,
  type ContestKind,
  type SkinsSettings,
  type SkinsWeekRound,
} from '@fairway/contracts';
import { figuresFromRow, holeScoresFromText, QueryTypes, recordEvents, type Database, type StoredFigures } from '@fairway/data';

const dayOf = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function leagueSkins(db: Database, leagueId: string): Promise<SkinsSettings | null> {
  const [row] = await db.sequelize.query<{ skins: string | null }>('SELECT `skins` FROM `leagues` WHERE `id` = :leagueId', {
    replacements: { leagueId },
    type: QueryTypes.SELECT,
  });
  return storedSkinsSettings(row?.skins);
}

/** One sentence per course game of the week: "Skins at Oak: Nina Park 3 skins ($9.99), ..." */
async function skinsLines(db: Database, leagueId: string, settings: SkinsSettings, week: string): Promise<string[]> {
  const [courses, members, rounds] = await Promise.all([
    db.sequelize.query<StoredFigures & { name: string }>(
      'SELECT `name`, `holes`, `par`, `rating`, `slope`, `holePars`, `strokeIndex` FROM `league_courses` WHERE `leagueId` = :leagueId ORDER BY `position` ASC',
      { replacements: { leagueId }, type: QueryTypes.SELECT },
    ),
    db.sequelize.query<{ userId: string; firstName: string; lastName: string; handicap: string | number | null }>(
      'SELECT m.`userId`, u.`firstName`, u.`lastName`, u.`handicap` FROM `league_memberships` m JOIN `users` u ON u.`id` = m.`userId`' +
        ' WHERE m.`leagueId` = :leagueId ORDER BY m.`joinedAt` ASC, m.`id` ASC',
      { replacements: { leagueId }, type: QueryTypes.SELECT },
    ),
    // Every round of the members (any league: the index before a round comes from all of them).
    db.sequelize.query<
      StoredFigures & {
        id: string;
        userId: string;
        leagueId: string;
        course: string;
        score: number;
        date: string | Date;
        createdAt: string | Date;
        holeScores: string | null;
      }
    >(
      'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`course`, r.`score`, r.`date`, r.`createdAt`, r.`holes`, r.`par`, r.`rating`, r.`slope`,' +
        ' r.`holePars`, r.`strokeIndex`, r.`holeScores` FROM `rounds` r' +
        ' WHERE r.`userId` IN (SELECT `userId` FROM `league_memberships` WHERE `leagueId` = :leagueId) AND r.`date` <= :sunday',
      { replacements: { leagueId, sunday: addDays(week, 6) }, type: QueryTypes.SELECT },
    ),
  ]);
  const byUser = new Map<string, SkinsWeekRound[]>();
  for (const row of rounds) {
    const round: SkinsWeekRound = {
      id: row.id,
      userId: row.userId,
      leagueId: row.leagueId,
      course: row.course,
      score: Number(row.score),
      date: dayOf(row.date),
      createdAt: new Date(row.createdAt).toISOString(),
      ...figuresFromRow(row),
      holeScores: holeScoresFromText(row.holeScores),
    };
    byUser.set(round.userId, [...(byUser.get(round.userId) ?? []), round]);
  }
  const games = weeklySkinsGames(
    leagueId,
    settings,
    courses.map((course) => ({ name: course.name, ...figuresFromRow(course) })),
    members,
    byUser,
    week,
  );
  return games.map((game) => {
    const winners = game.entrants
      .filter((entrant) => game.skins[entrant.userId])
      .map(
        (entrant) =>
          `${entrant.name} ${plural(game.skins[entrant.userId], 'skin')} (${formatSkinsAmount(game.payouts[entrant.userId], settings.currency)})`,
      );
    return `Skins at ${game.course}: ${winners.length ? winners.join(', ') : 'no skin won'}`;
  });
}

/** "Closest to the pin, hole 7: Nina Park, 4.5 ft" for each contest of the week. */
async function contestLines(db: Database, leagueId: string, week: string): Promise<string[]> {
  const rows = await db.sequelize.query<{
    kind: string;
    hole: number;
    distance: number | string;
    unit: string;
    firstName: string;
    lastName: string;
  }>(
    'SELECT c.`kind`, c.`hole`, c.`distance`, c.`unit`, u.`firstName`, u.`lastName` FROM `league_contests` c JOIN `users` u ON u.`id` = c.`winnerId`' +
      ' WHERE c.`leagueId` = :leagueId AND c.`week` = :week ORDER BY c.`createdAt` ASC, c.`id` ASC',
    { replacements: { leagueId, week }, type: QueryTypes.SELECT },
  );
  return rows.map(
    (row) =>
      `${CONTEST_LABELS[row.kind as ContestKind] ?? row.kind}, hole ${row.hole}: ${`${row.firstName} ${row.lastName}`.trim()}, ${Number(row.distance)} ${row.unit}`,
  );
}

/** The recap's side games of the league week holding `lastDay` (provisional while it runs). */
export async function recapSideGames(db: Database, leagueId: string, week: string, final: boolean): Promise<string[]> {
  const settings = await leagueSkins(db, leagueId);
  const skins = settings ? await skinsLines(db, leagueId, settings, week) : [];
  const note = final ? '' : ' (provisional)';
  return [...skins.map((line) => `${line}${note}`), ...(await contestLines(db, leagueId, week))];
}

/** Records skins_settled once per league and closed week (the one before `today`'s) with the
 * winners' sentences; a sweep every replica may run (the dedupe key keeps one). */
export async function sweepSettledSkins(db: Database, today: string): Promise<number> {
  const week = previousWeek(today);
  const leagues = await db.sequelize.query<{ id: string; name: string; skins: string | null }>(
    'SELECT `id`, `name`, `skins` FROM `leagues` WHERE `skins` IS NOT NULL',
    { type: QueryTypes.SELECT },
  );
  let recorded = 0;
  for (const league of leagues) {
    const settings = storedSkinsSettings(league.skins);
    if (!settings) continue;
    const lines = await skinsLines(db, league.id, settings, week);
    if (lines.length === 0) continue;
    await recordEvents(db.models, [
      {
        kind: 'skins_settled',
        leagueId: league.id,
        actorId: null,
        payload: { leagueName: league.name, week, lines },
        dedupeKey: `skins_settled:${league.id}:${week}`,
      },
    ]);
    recorded += 1;
  }
  return recorded;
}

/** A notification's text fits its column (500 characters). */
const fit = (text: string) => (text.length > 480 ? `${text.slice(0, 477)}...` : text);

/** The bell's sentence for a recorded contest, and for a settled skins week. */
export function contestNotice(
  payload: { kind?: string; hole?: number; winnerName?: string; distance?: number; unit?: string; prize?: string | null },
  leagueName: string,
): string {
  const what = CONTEST_LABELS[payload.kind as ContestKind] ?? 'A contest';
  const prize = payload.prize ? ` and takes ${payload.prize}` : '';
  return fit(
    `${payload.winnerName ?? 'Someone'} won ${what.toLowerCase()} on hole ${payload.hole ?? '?'} in ${leagueName} (${payload.distance ?? ''} ${payload.unit ?? ''})${prize}`,
  );
}

export function skinsNotice(payload: { week?: string; lines?: string[] }, leagueName: string): string {
  const week = payload.week ? `week of ${formatDayShort(payload.week)}` : 'last week';
  return fit(`${leagueName}, ${week}: ${(payload.lines ?? []).join('; ')}`);
}
