// The demo's side games (docs/side-games.md): the week's skins computed from the world's cards
// with the same rule as the leagues service, and last week's contest results (derived from who
// played, no random draw, so the rest of the world stays as the seed made it).
import { previousWeek, weekStart, weeklySkinsGames, addDays, type Contest, type SkinsWeek, type SkinsWeekRound } from '@fairway/contracts';
import type { DemoLeague, DemoWorld } from './world-rows';

export function demoSkinsWeek(world: DemoWorld, league: DemoLeague, day: string): SkinsWeek {
  const week = weekStart(day);
  const final = addDays(week, 6) < world.today;
  if (!league.skins) return { week, final, settings: null, games: [] };
  const members = league.members.map((member) => {
    const golfer = world.golfers.find((item) => item.id === member.userId)!;
    return { userId: golfer.id, firstName: golfer.firstName, lastName: golfer.lastName, handicap: golfer.handicap };
  });
  const rounds = new Map<string, SkinsWeekRound[]>();
  for (const round of world.rounds) {
    const list = rounds.get(round.userId) ?? [];
    list.push(round);
    rounds.set(round.userId, list);
  }
  return { week, final, settings: league.skins, games: weeklySkinsGames(league.id, league.skins, league.courses, members, rounds, week) };
}

/** Last week's closest to the pin and longest drive, won by the first two golfers who played the
 * league's first course that week. */
export function demoContests(world: DemoWorld, league: DemoLeague, day: string): Contest[] {
  const week = weekStart(day);
  if (!league.skins || week !== previousWeek(world.today)) return [];
  const course = league.courses[0].name;
  const played = world.rounds
    .filter((round) => round.leagueId === league.id && round.course === course && weekStart(round.date) === week)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const name = (userId: string) => {
    const golfer = world.golfers.find((item) => item.id === userId)!;
    return `${golfer.firstName} ${golfer.lastName}`;
  };
  const results: Contest[] = [];
  if (played[0]) {
    results.push({
      id: `${league.id}-ctp`,
      week,
      kind: 'closest-to-the-pin',
      hole: 7,
      course,
      winner: played[0].userId,
      winnerName: name(played[0].userId),
      distance: 6.5,
      unit: 'ft',
      prize: 'A sleeve of balls',
      createdAt: played[0].createdAt,
    });
  }
  const driver = played.find((round) => round.userId !== played[0]?.userId);
  if (driver) {
    results.push({
      id: `${league.id}-ld`,
      week,
      kind: 'longest-drive',
      hole: 12,
      course,
      winner: driver.userId,
      winnerName: name(driver.userId),
      distance: 268,
      unit: 'yd',
      prize: null,
      createdAt: driver.createdAt,
    });
  }
  return results;
}
