// A league's round statistics (the statistics on GET /api/leagues/:id/rounds): two statements
// whatever the number of members or rounds.
import { aggregateFromRow, leagueRoundStatistics, type LeagueRoundStatistics } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { fn, col } from 'sequelize';

/** The league's round statistics: score aggregates summed over the memberships' read model and
 * per-course counts from the rounds(leagueId, userId, course) index (covering: no row reads). */
export async function findLeagueRoundStatistics(db: Database, leagueId: string): Promise<LeagueRoundStatistics> {
  const { LeagueMembership, Round } = db.models;
  const [totals, courses] = await Promise.all([
    LeagueMembership.findOne({
      where: { leagueId },
      attributes: [
        [fn('SUM', col('roundCount')), 'count'],
        [fn('SUM', col('scoreSum')), 'sum'],
        [fn('MIN', col('bestScore')), 'min'],
      ],
      raw: true,
    }) as unknown as Promise<{ count: number | string | null; sum: number | string | null; min: number | string | null } | null>,
    Round.findAll({
      where: { leagueId },
      attributes: ['course', [fn('COUNT', col('id')), 'count']],
      group: ['course'],
      raw: true,
    }) as unknown as Promise<Array<{ course: string; count: number | string }>>,
  ]);
  return leagueRoundStatistics({
    ...aggregateFromRow(totals),
    courseCounts: courses.map((row) => ({ course: row.course, count: Number(row.count) })),
  });
}
