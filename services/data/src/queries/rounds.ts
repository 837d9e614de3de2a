// "Rounds with league and user": the one place for the SQL of round lists, shared by the leagues
// service (league rounds, member rounds) and the rounds service (recent rounds, write answers).
// One statement per list: the league and user come from joins, never from a query per row.
import type { Round as RoundDto } from '@fairway/contracts';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Models, Round } from '../models';
import { figuresFromRow, holeScoresFromText } from '../course-figures';

export interface RoundListFilter {
  userId?: string;
  leagueId?: string;
  /** a single round (used to answer a write with the same shape as the lists) */
  id?: string;
}

export interface RoundListOptions {
  /** newest first by default: creation time, then id for a stable order */
  order?: 'newest' | 'oldest';
  limit?: number;
  /** newest-first pages: only rounds after this one (creation time, then id) */
  before?: { createdAt: string; id: string };
  transaction?: Transaction;
}

type RoundWithJoins = Round & {
  league?: { id: string; name: string } | null;
  user?: { firstName: string; lastName: string } | null;
};

function dateOnly(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function serializeRound(round: RoundWithJoins): RoundDto {
  const dto: RoundDto = {
    id: round.id,
    userId: round.userId,
    leagueId: round.leagueId,
    course: round.course,
    score: round.score,
    date: dateOnly(round.date),
    notes: round.notes ?? null,
    createdAt: new Date(round.createdAt).toISOString(),
    ...figuresFromRow(round),
    holeScores: holeScoresFromText(round.holeScores),
  };
  if (round.league) {
    dto.league = { id: round.league.id, name: round.league.name };
    dto.leagueName = round.league.name;
  }
  if (round.user) dto.user = { firstName: round.user.firstName, lastName: round.user.lastName };
  return dto;
}

export async function findRoundsWithLeagueAndUser(
  models: Pick<Models, 'Round' | 'League' | 'User'>,
  filter: RoundListFilter,
  options: RoundListOptions = {},
): Promise<RoundDto[]> {
  const where: WhereOptions = {};
  if (filter.userId !== undefined) Object.assign(where, { userId: filter.userId });
  if (filter.leagueId !== undefined) Object.assign(where, { leagueId: filter.leagueId });
  if (filter.id !== undefined) Object.assign(where, { id: filter.id });
  if (options.before) {
    const at = new Date(options.before.createdAt);
    Object.assign(where, {
      [Op.or]: [{ createdAt: { [Op.lt]: at } }, { createdAt: at, id: { [Op.lt]: options.before.id } }],
    });
  }
  const direction = options.order === 'oldest' ? 'ASC' : 'DESC';
  const rows = await models.Round.findAll({
    where,
    include: [
      { model: models.League, as: 'league', attributes: ['id', 'name'] },
      { model: models.User, as: 'user', attributes: ['firstName', 'lastName'] },
    ],
    order: [
      ['createdAt', direction],
      ['id', direction],
    ],
    limit: options.limit,
    transaction: options.transaction,
    // Plain rows with the joins nested: building model instances cost more CPU than the query.
    raw: true,
    nest: true,
  });
  return (rows as unknown as RoundWithJoins[]).map(serializeRound);
}
