// Every place that shows a standing agrees with the leaderboard, in every format, on both
// databases: random leagues (seeded, so every run builds the same ones) on a par-35 nine and a
// par-71 eighteen, rounds logged through the rounds API (9 and 18 holes, cards and totals, a
// golfer who copies another's rounds for a tie, one who never plays), then the leaderboard
// compared with each member's answer (`standing`), My Leagues (`userPosition`) and the plain
// text of each member's weekly recap ("N. Name  figure" in the engine's order).
import {
  addDays,
  formatFigureText,
  formatTraits,
  LEAGUE_FORMATS,
  todayIso,
  weekStart,
  type LeaderboardEntry,
  type League,
  type LeagueFormat,
} from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import { routes as leaguesRoutes } from '@fairway/service-leagues/src/routes';
import { buildRecap, recapWindowStart } from '@fairway/service-notifications/src/domain/recap';
import { recapMail } from '@fairway/service-notifications/src/domain/mails';
import { roundsRouter } from '@fairway/service-rounds/src/routes/rounds';
import type { Express } from 'express';

jest.setTimeout(300_000);

/** mulberry32: a small seeded generator, so the "random" leagues are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NINE_PARS = [4, 4, 3, 5, 4, 3, 4, 4, 4];
const LONG_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 4, 4];
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const COURSES = [
  {
    name: 'Short Nine',
    rounds: 5,
    holes: 9,
    par: sum(NINE_PARS),
    rating: 34.1,
    slope: 118,
    holePars: NINE_PARS,
    strokeIndex: [5, 1, 9, 3, 7, 8, 2, 6, 4],
  },
  {
    name: 'Long Links',
    rounds: 5,
    holes: 18,
    par: sum(LONG_PARS),
    rating: 72.4,
    slope: 131,
    holePars: LONG_PARS,
    strokeIndex: [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14],
  },
];
const GOLFERS = 6;

interface PlannedRound {
  course: (typeof COURSES)[number];
  date: string;
  holeScores: number[];
  card: boolean;
}

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  let db: TestDatabase;
  let leagues: Express;
  let rounds: Express;
  let outbox: MailOutbox;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    const logger = createLogger('standings-agree', 'silent');
    outbox = createMailOutbox(db, { logger, send: async () => ({ messageId: 'unsent' }) });
    leagues = createServiceApp({ name: 'standings-agree-leagues', db, routes: leaguesRoutes(db, { appUrl: 'http://golf.test', outbox }) });
    rounds = createServiceApp({ name: 'standings-agree-rounds', db, routes: roundsRouter(db) });
  });

  afterAll(async () => {
    await outbox?.stop();
    await db?.drop();
  });

  /** A league of `format` with six fresh golfers: random rounds from the seed, golfer 5 plays
   * exactly golfer 4's rounds (a tie in every format), golfer 6 never plays. */
  async function buildLeague(format: LeagueFormat, seed: number): Promise<{ league: League; golfers: User[] }> {
    const random = seeded(seed);
    const pick = (n: number) => Math.floor(random() * n);
    const golfers: User[] = [];
    for (let i = 0; i < GOLFERS; i += 1) {
      golfers.push(await createTestUser(db, { firstName: `G${i + 1}`, lastName: format, handicap: (pick(300) / 10).toFixed(2) }));
    }
    // Golfers 4 and 5 share a handicap so that the same rounds give the same figure.
    await db.models.User.update({ handicap: golfers[3].handicap }, { where: { id: golfers[4].id } });
    golfers[4] = (await db.models.User.findByPk(golfers[4].id))!;

    const start = addDays(weekStart(todayIso()), -14);
    const created = await signedRequest(leagues, golfers[0].id)
      .post('/api/leagues')
      .send({ name: `Agree ${format}`, privacy: 'public', maxPlayers: 10, format, startDate: start, courses: COURSES });
    expect(created.status).toBe(201);
    const league = created.body as League;
    for (const golfer of golfers.slice(1)) {
      expect((await signedRequest(leagues, golfer.id).post(`/api/leagues/${league.id}/join`).send({})).status).toBeLessThan(300);
    }

    const holeByHole = formatTraits(format).holeByHole;
    const plan = (): PlannedRound[] =>
      Array.from({ length: 1 + pick(4) }, () => {
        const course = COURSES[pick(COURSES.length)];
        const holeScores = course.holePars.map((par) => Math.max(1, par + pick(4) - 1));
        return { course, date: addDays(todayIso(), -pick(15)), holeScores, card: holeByHole || random() < 0.5 };
      });
    const plans = golfers.slice(0, 4).map(plan);
    plans.push(plans[3]);
    for (const [index, planned] of plans.entries()) {
      for (const round of planned) {
        const res = await signedRequest(rounds, golfers[index].id)
          .post('/api/rounds')
          .send({
            leagueId: league.id,
            course: round.course.name,
            date: round.date,
            score: sum(round.holeScores),
            ...(round.card ? { holeScores: round.holeScores } : {}),
          });
        expect([res.status, res.body.message]).toEqual([201, undefined]);
      }
    }
    return { league, golfers };
  }

  const seeds = LEAGUE_FORMATS.flatMap((format, f) => [1, 2].map((n) => [format, 1000 * (f + 1) + n] as const));

  it.each(seeds)('%s league (seed %i): leaderboard, member answers, My Leagues and recaps agree', async (format, seed) => {
    const { league, golfers } = await buildLeague(format, seed);
    const board = (await signedRequest(leagues, golfers[0].id).get(`/api/leagues/${league.id}/leaderboard`)).body as LeaderboardEntry[];
    expect(board).toHaveLength(GOLFERS);
    expect(board.every((entry) => entry.format === format)).toBe(true);
    // the tie: golfer 5 played golfer 4's rounds, so they share a place and a figure
    const [fourth, fifth] = [golfers[3], golfers[4]].map((golfer) => board.find((entry) => entry.userId === golfer.id)!);
    expect([fifth.position, fifth.formatValue]).toEqual([fourth.position, fourth.formatValue]);

    const recapEnd = new Date(Date.now() + 60_000);
    for (const golfer of golfers) {
      const entry = board.find((row) => row.userId === golfer.id)!;
      const as = signedRequest(leagues, golfer.id);

      const member = await as.get(`/api/leagues/${league.id}/members/${golfer.id}`);
      expect(member.status).toBe(200);
      const { position, formatValue, totalToPar, roundCount } = entry;
      expect(member.body.standing).toEqual(roundCount === 0 ? null : { position, format, formatValue, totalToPar, roundCount });

      const mine = (await as.get('/api/leagues/my')).body as League[];
      expect(mine.find((row) => row.id === league.id)?.userPosition).toBe(position);

      const recap = await buildRecap(db, golfer.id, [], weekStart(todayIso()), recapWindowStart(recapEnd), recapEnd, 'UTC');
      const text = recapMail(
        { appUrl: 'http://golf.test' },
        { id: golfer.id, email: golfer.email, firstName: golfer.firstName, unsubscribeToken: 'u'.repeat(43) },
        recap!,
      ).text!;
      const part = text.slice(text.indexOf(`Agree ${format}\n`));
      const lines = part.slice(part.indexOf('Standings:\n') + 'Standings:\n'.length).split('\n');
      expect(lines.slice(0, GOLFERS)).toEqual(
        board.map((row) => `${row.position}. ${row.user.firstName} ${row.user.lastName}  ${formatFigureText(format, row.formatValue)}`),
      );
    }
  });
});
