// Weekly skins (docs/side-games.md): computed on read from the league's hole-by-hole rounds of
// the week, so a round logged, edited or deleted changes the week's game at once. The rule is
// contracts' weeklySkinsGames; this module reads what it needs.
import { addDays, LEAGUE_NOT_FOUND, storedSkinsSettings, todayIso, weekStart, weeklySkinsGames, type SkinsWeek } from '@fairway/contracts';
import { findMemberRounds, type Database } from '@fairway/data';
import { notFound } from '@fairway/kit';
import { findCourses, findMembers } from '../data/league-store';

/** GET /api/leagues/{id}/skins?week=: members only (others: 404, as for the calendar). */
export async function getSkinsWeek(db: Database, userId: string, leagueId: string, day: string = todayIso()): Promise<SkinsWeek> {
  const [league, membership] = await Promise.all([
    db.models.League.findByPk(leagueId, { attributes: ['id', 'skins'] }),
    db.models.LeagueMembership.findOne({ where: { leagueId, userId }, attributes: ['id'] }),
  ]);
  if (!league || !membership) throw notFound(LEAGUE_NOT_FOUND);
  const week = weekStart(day);
  const final = addDays(week, 6) < todayIso();
  const settings = storedSkinsSettings(league.skins);
  if (!settings) return { week, final, settings: null, games: [] };
  const [courses, members, rounds] = await Promise.all([
    findCourses(db, [leagueId]),
    findMembers(db, [leagueId]),
    findMemberRounds(db, [leagueId]),
  ]);
  const games = weeklySkinsGames(leagueId, settings, courses.get(leagueId) ?? [], members.get(leagueId) ?? [], rounds, week);
  return { week, final, settings, games };
}
