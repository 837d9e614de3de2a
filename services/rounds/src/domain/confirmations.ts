// "Played with" confirmations: a member named on someone's round confirms it (or
// closes the prompt). Honor system: neither answer changes or hides the round.
import { ROUND_NOT_FOUND, type ConfirmationRequest } from '@fairway/contracts';
import { bumpStandingsStamps, inTransaction, recordEvents, type Database } from '@fairway/data';
import { notFound } from '@fairway/kit';

function dateOnly(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Rounds naming the caller that they have neither confirmed nor dismissed, newest first. */
export async function pendingConfirmations(db: Database, userId: string): Promise<ConfirmationRequest[]> {
  const { RoundPartner, Round, League, User } = db.models;
  const rows = await RoundPartner.findAll({
    where: { userId, confirmedAt: null, dismissedAt: null },
    attributes: ['roundId'],
    include: [
      {
        model: Round,
        as: 'round',
        required: true,
        attributes: ['id', 'course', 'score', 'date', 'createdAt'],
        include: [
          { model: League, as: 'league', attributes: ['name'] },
          { model: User, as: 'user', attributes: ['firstName', 'lastName'] },
        ],
      },
    ],
    order: [[{ model: Round, as: 'round' }, 'createdAt', 'DESC']],
  });
  return rows.map((row) => {
    const round = (
      row as unknown as {
        round: {
          id: string;
          course: string;
          score: number;
          date: string;
          league: { name: string };
          user: { firstName: string; lastName: string };
        };
      }
    ).round;
    return {
      roundId: round.id,
      course: round.course,
      score: round.score,
      date: dateOnly(round.date),
      leagueName: round.league.name,
      user: { firstName: round.user.firstName, lastName: round.user.lastName },
    };
  });
}

/** Confirm (or dismiss) being named on a round; 404 unless the caller was named on it.
 * Answering again keeps the first answer's time (a confirmation is not undone by a dismiss). */
export async function answerConfirmation(db: Database, userId: string, roundId: string, answer: 'confirm' | 'dismiss'): Promise<void> {
  const { RoundPartner, Round } = db.models;
  await inTransaction(db, async (transaction) => {
    const row = await RoundPartner.findOne({ where: { roundId, userId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw notFound(ROUND_NOT_FOUND);
    if (answer === 'confirm' && row.confirmedAt === null) {
      await row.update({ confirmedAt: new Date(), dismissedAt: null }, { transaction });
      // The round's owner hears about it; the event carries what the notification says.
      const round = await Round.findByPk(roundId, { attributes: ['userId', 'leagueId', 'course', 'score', 'date'], transaction });
      if (round) {
        // A league counting confirmed rounds only ranks the owner anew.
        await bumpStandingsStamps(db.sequelize, [round.userId], transaction);
        const payload = { roundId, ownerId: round.userId, course: round.course, score: round.score, date: round.date };
        await recordEvents(db.models, [{ kind: 'round_confirmed', leagueId: round.leagueId, actorId: userId, payload }], transaction);
      }
    }
    if (answer === 'dismiss' && row.confirmedAt === null && row.dismissedAt === null) {
      await row.update({ dismissedAt: new Date() }, { transaction });
    }
  });
}
