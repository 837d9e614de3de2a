import { demoContests, demoSkinsWeek } from './world-side-games';
import {
  formatTraits,
  addDays,
  DEMO_LEAGUE_MAX_MEMBERS,
  DEMO_USER_ID,
  leagueCourseAvailability,
  roundDateProblem,
  SCORE_MAX,
  SCORE_MIN,
  TIME_SLOT_IDS,
  weekStart,
} from '@fairway/contracts';
import { buildDemoWorld, DEMO_SEED } from './world';

const TODAY = '2026-03-11'; // a Wednesday

describe('buildDemoWorld', () => {
  const world = buildDemoWorld(TODAY);

  it('is the same world for the same seed and day', () => {
    expect(buildDemoWorld(TODAY, DEMO_SEED)).toEqual(world);
  });

  it('is a different world for another seed', () => {
    const other = buildDemoWorld(TODAY, DEMO_SEED + 1);
    expect(other.rounds.map((round) => round.score)).not.toEqual(world.rounds.map((round) => round.score));
    expect(other.leagues.map((league) => league.id)).not.toEqual(world.leagues.map((league) => league.id));
  });

  it('is dated relative to the day it is built for', () => {
    const later = buildDemoWorld(addDays(TODAY, 7));
    expect(later.rounds.map((round) => round.date)).toEqual(world.rounds.map((round) => addDays(round.date, 7)));
  });

  it('has the demo user with the fixed demo id and 12 to 20 other golfers', () => {
    expect(world.golfers[0]).toMatchObject({ id: DEMO_USER_ID, isDemo: true });
    const others = world.golfers.filter((golfer) => !golfer.isDemo);
    expect(others.length).toBeGreaterThanOrEqual(12);
    expect(others.length).toBeLessThanOrEqual(20);
    expect(new Set(world.golfers.map((golfer) => golfer.id)).size).toBe(world.golfers.length);
  });

  it('has three leagues of max 12, 15 and 20 members, one of them already ended', () => {
    expect(world.leagues.map((league) => league.maxMembers).sort((a, b) => a - b)).toEqual([...DEMO_LEAGUE_MAX_MEMBERS]);
    expect(world.leagues.filter((league) => league.endDate !== null && league.endDate <= TODAY)).toHaveLength(1);
    for (const league of world.leagues) {
      expect(league.members.length).toBeGreaterThan(1);
      expect(league.members.length).toBeLessThanOrEqual(league.maxMembers);
      expect(league.members[0]).toMatchObject({ userId: league.createdBy, isAdmin: true });
      expect(league.courses.length).toBeGreaterThan(0);
    }
  });

  it('lists leagues newest first and rounds newest first', () => {
    const created = world.leagues.map((league) => league.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const logged = world.rounds.map((round) => round.createdAt);
    expect(logged).toEqual([...logged].sort().reverse());
  });

  it('only has rounds the rounds service would accept', () => {
    for (const league of world.leagues) {
      for (const member of league.members) {
        const own = world.rounds.filter((round) => round.leagueId === league.id && round.userId === member.userId);
        // Never more rounds on a course than it allows.
        for (const course of leagueCourseAvailability(league.courses, own)) expect(course.used).toBeLessThanOrEqual(course.allowed);
        for (const round of own) {
          expect(roundDateProblem(round.date, league.endDate, TODAY)).toBeNull();
          expect(round.date > member.joinedAt.slice(0, 10)).toBe(true);
          expect(round.score).toBeGreaterThanOrEqual(SCORE_MIN);
          expect(round.score).toBeLessThanOrEqual(SCORE_MAX);
        }
      }
    }
    const members = new Set(world.leagues.flatMap((league) => league.members.map((member) => `${league.id}|${member.userId}`)));
    for (const round of world.rounds) expect(members.has(`${round.leagueId}|${round.userId}`)).toBe(true);
  });

  it('has rated courses, and cards adding up to the score wherever a format or the skins need them', () => {
    const rated = world.leagues.flatMap((league) => league.courses).filter((course) => course.slope !== 113 || course.holePars !== null);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    // Stableford leagues' rounds all carry cards (the format's), and a skins league's rounds on a
    // course with hole pars (the skins'); no other round does.
    const cardLeagues = new Set(
      world.leagues.filter((league) => formatTraits(league.format).holeByHole || league.skins !== null).map((league) => league.id),
    );
    expect(world.rounds.filter((round) => round.holeScores !== null && !cardLeagues.has(round.leagueId))).toEqual([]);
    const skinsCards = world.rounds.filter((round) => round.holeScores !== null && cardLeagues.has(round.leagueId));
    expect(skinsCards.some((round) => round.userId === DEMO_USER_ID)).toBe(true);
    for (const round of skinsCards) {
      expect(round.holeScores!.reduce((sum, strokes) => sum + strokes, 0)).toBe(round.score);
      expect(round.holeScores!.every((strokes) => strokes >= 1 && strokes <= 20)).toBe(true);
    }
    // every round keeps its course's figures
    for (const each of world.rounds) {
      const course = world.leagues.find((league) => league.id === each.leagueId)!.courses.find((item) => item.name === each.course)!;
      expect([each.rating, each.slope, each.par]).toEqual([course.rating, course.slope, course.par]);
    }
  });

  it('spreads rounds over the recent weeks, the demo user included', () => {
    const weeks = new Set(world.rounds.map((round) => weekStart(round.date)));
    expect(weeks.size).toBeGreaterThanOrEqual(6);
    expect(world.rounds.some((round) => round.date >= addDays(TODAY, -7))).toBe(true);
    expect(world.rounds.filter((round) => round.userId === DEMO_USER_ID).length).toBeGreaterThanOrEqual(5);
  });

  it('has availability of members on the current and the next week, the demo user included', () => {
    const monday = weekStart(TODAY);
    expect(world.availability.length).toBeGreaterThan(10);
    for (const entry of world.availability) {
      expect(entry.date >= monday && entry.date <= addDays(monday, 13)).toBe(true);
      expect(TIME_SLOT_IDS).toContain(entry.timeSlot);
      const league = world.leagues.find((candidate) => candidate.id === entry.leagueId)!;
      expect(league.members.some((member) => member.userId === entry.userId)).toBe(true);
    }
    expect(world.availability.some((entry) => entry.date < addDays(monday, 7))).toBe(true);
    expect(world.availability.some((entry) => entry.date >= addDays(monday, 7))).toBe(true);
    // The calendar opens on the current week: the demo user's own slot ('You're available') is there.
    expect(world.availability.some((entry) => entry.userId === DEMO_USER_ID && entry.date < addDays(monday, 7))).toBe(true);
    // Golfers gather on popular tee times, so some slots name more golfers than the calendar shows.
    const perSlot = new Map<string, number>();
    for (const entry of world.availability) {
      const key = `${entry.leagueId}|${entry.date}|${entry.timeSlot}`;
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perSlot.values())).toBeGreaterThan(2);
    const keys = world.availability.map((entry) => `${entry.leagueId}|${entry.userId}|${entry.date}|${entry.timeSlot}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('shows a skins week: a recent week whose game has several golfers and skins won', () => {
    const riverside = world.leagues.find((league) => league.skins !== null)!;
    const weeks = [0, 1, 2, 3].map((back) => addDays(weekStart(TODAY), -7 * back));
    const games = weeks.flatMap((week) => demoSkinsWeek(world, riverside, week).games);
    expect(games.some((game) => game.entrants.length >= 2 && Object.keys(game.skins).length > 0)).toBe(true);
    const lastWeek = demoSkinsWeek(world, riverside, weeks[1]);
    expect(lastWeek.final).toBe(true);
    expect(demoContests(world, riverside, weeks[1]).length).toBeGreaterThan(0);
  });
});
