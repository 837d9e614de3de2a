// Players' score histories for the handicap index and the 'Personal best territory' signal
//: every round of the given players, any league, with only what the index needs.
// One statement however many players.
import type { CourseRatings, HandicapIndexRound } from '@fairway/contracts';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../models';
import { FIGURE_COLUMNS, figuresFromRow, holeScoresFromText } from '../course-figures';

function dateOnly(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export interface ScoreHistoryRound extends HandicapIndexRound, CourseRatings {
  userId: string;
  holeScores: number[] | null;
}

export async function findScoreHistories(
  models: Pick<Models, 'Round' | 'League'>,
  userIds: readonly string[],
  options: { limit?: number; transaction?: Transaction } = {},
): Promise<ScoreHistoryRound[]> {
  if (userIds.length === 0) return [];
  const rows = await models.Round.findAll({
    where: { userId: { [Op.in]: [...new Set(userIds)] } },
    attributes: ['id', 'userId', 'score', 'date', 'course', 'createdAt', ...FIGURE_COLUMNS, 'holeScores'],
    include: [{ model: models.League, as: 'league', attributes: ['name'] }],
    order: [
      ['date', 'DESC'],
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: options.limit,
    transaction: options.transaction,
    raw: true, // plain rows, league nested: no model instances to build
    nest: true,
  });
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    score: row.score,
    date: dateOnly(row.date),
    createdAt: new Date(row.createdAt).toISOString(),
    course: row.course,
    leagueName: (row as unknown as { league?: { name: string } | null }).league?.name ?? '',
    ...figuresFromRow(row),
    holeScores: holeScoresFromText(row.holeScores),
  }));
}
