// Honor-system signals on round lists, added to any list of rounds in two statements
// however long the list: who the golfer named as "played with" (and who confirmed), and whether
// the round is in 'Personal best territory' for its golfer (computed from the golfer's whole
// history with the one rule in @fairway/contracts, so an earlier-dated round logged later still
// counts as prior).
import { personalBestRoundIds, type Round as RoundDto, type RoundPartnerView } from '@fairway/contracts';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../models';
import { findScoreHistories, type ScoreHistoryRound } from './score-history';

type SignalModels = Pick<Models, 'Round' | 'League' | 'User' | 'RoundPartner'>;

export async function findRoundPartners(
  models: SignalModels,
  roundIds: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, RoundPartnerView[]>> {
  const byRound = new Map<string, RoundPartnerView[]>();
  if (roundIds.length === 0) return byRound;
  const rows = await models.RoundPartner.findAll({
    where: { roundId: { [Op.in]: [...roundIds] } },
    attributes: ['roundId', 'userId', 'confirmedAt', 'createdAt'],
    include: [{ model: models.User, as: 'user', attributes: ['firstName', 'lastName'] }],
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
    raw: true, // plain rows, user nested: no model instances to build
    nest: true,
  });
  for (const row of rows) {
    const user = (row as unknown as { user: { firstName: string; lastName: string } }).user;
    const list = byRound.get(row.roundId) ?? [];
    list.push({ userId: row.userId, firstName: user.firstName, lastName: user.lastName, confirmed: row.confirmedAt !== null });
    byRound.set(row.roundId, list);
  }
  return byRound;
}

export async function withRoundSignals(models: SignalModels, rounds: RoundDto[], transaction?: Transaction): Promise<RoundDto[]> {
  if (rounds.length === 0) return rounds;
  const [partners, histories] = await Promise.all([
    findRoundPartners(
      models,
      rounds.map((round) => round.id),
      transaction,
    ),
    findScoreHistories(
      models,
      rounds.map((round) => round.userId),
      { transaction },
    ),
  ]);
  const byUser = new Map<string, ScoreHistoryRound[]>();
  for (const round of histories) byUser.set(round.userId, [...(byUser.get(round.userId) ?? []), round]);
  const personalBest = new Set<string>();
  for (const history of byUser.values()) for (const id of personalBestRoundIds(history)) personalBest.add(id);
  return rounds.map((round) => ({ ...round, playedWith: partners.get(round.id) ?? [], personalBest: personalBest.has(round.id) }));
}
