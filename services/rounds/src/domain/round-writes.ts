// Round writes and their rules: members only; owner only (404
// for anyone else's round); the course must be one of the league's; rounds per course per user
// never exceed the course's allowed rounds, also under concurrent submissions; no adding or
// editing once the league has ended; no dates in the future or after the league's end date; the
// user's statistics recomputed in the same transaction. Each write runs a fixed sequence of
// statements (see the statement-count test).
import {
  allowedRounds,
  findCourse,
  isLeagueEnded,
  LEAGUE_ENDED_ADD_MESSAGE,
  LEAGUE_ENDED_EDIT_MESSAGE,
  SEASON_CLOSED_MESSAGE,
  roundDateProblem,
  roundsRemainingLabel,
  scoreError,
  HOLE_SCORES_COUNT_MESSAGE,
  NO_HOLE_PARS_MESSAGE,
  STABLEFORD_COURSE_UNRATED_MESSAGE,
  STABLEFORD_HOLE_SCORES_MESSAGE,
  type CourseRatings,
  type Round as RoundDto,
  type RoundData,
  type RoundEditData,
  COURSE_NOT_IN_LEAGUE,
  EDIT_KEY_REUSED,
  LEAGUE_NOT_FOUND,
  ONLY_MEMBERS_LOG_ROUNDS,
  PLAYED_WITH_NOT_MEMBERS,
  ROUND_NOT_FOUND,
} from '@fairway/contracts';
import {
  findRoundsWithLeagueAndUser,
  findRoundPartners,
  inTransaction,
  recordEvents,
  refreshUserStats,
  UniqueConstraintError,
  type Database,
} from '@fairway/data';
import { badRequest, conflict, forbidden, notFound } from '@fairway/kit';
import {
  countRoundsOnCourse,
  deleteRound as deleteRoundRow,
  findLeagueForRounds,
  findLeagueMembers,
  findEditedRoundIdByKey,
  findRoundIdByKey,
  insertEditKey,
  insertPartners,
  insertRound,
  lockMembership,
  lockOwnRound,
  updateRound,
} from '../data/round-store';

export interface LoggedRound {
  round: RoundDto;
  /** true when the idempotency key named a round stored by an earlier attempt */
  replayed: boolean;
}

/** The round stored earlier under the same idempotency key, in the list shape with its partners. */
async function storedRound(db: Database, roundId: string): Promise<RoundDto> {
  const [round] = await findRoundsWithLeagueAndUser(db.models, { id: roundId });
  const partners = await findRoundPartners(db.models, [roundId]);
  return { ...round, playedWith: partners.get(roundId) ?? [] };
}

/** The score within the course's range (nine holes: half the spec's 18-hole range), and hole
 * scores only where the course has hole pars, one per hole. A Stableford league counts points per
 * hole, so it takes hole-by-hole rounds only, on courses with hole pars and stroke index. */
function checkScore(score: number, holeScores: number[] | null, figures: CourseRatings, stableford: boolean): void {
  if (stableford && (!figures.holePars || !figures.strokeIndex)) {
    throw badRequest(STABLEFORD_COURSE_UNRATED_MESSAGE, { course: STABLEFORD_COURSE_UNRATED_MESSAGE });
  }
  if (stableford && !holeScores) throw badRequest(STABLEFORD_HOLE_SCORES_MESSAGE, { holeScores: STABLEFORD_HOLE_SCORES_MESSAGE });
  if (holeScores) {
    if (!figures.holePars) throw badRequest(NO_HOLE_PARS_MESSAGE, { holeScores: NO_HOLE_PARS_MESSAGE });
    if (holeScores.length !== figures.holes) {
      const message = HOLE_SCORES_COUNT_MESSAGE(figures.holes);
      throw badRequest(message, { holeScores: message });
    }
  }
  const problem = scoreError(score, figures.holes);
  if (problem) throw badRequest(problem, { score: problem });
}

/** What a write stores from the request. */
interface RoundValues {
  date: string;
  score: number;
  notes: RoundDto['notes'];
  holeScores: number[] | null;
}

/** A write's answer: the stored round in the list shape (the same fields, in the same order, as
 * the rounds lists answer), with `playedWith` when the write named partners. */
function roundAnswer(
  stored: { id: string; userId: string; leagueId: string; course: string; createdAt: Date | string; figures: CourseRatings },
  values: RoundValues,
  league: { id: string; name: string },
  user: RoundDto['user'],
  playedWith?: RoundDto['playedWith'],
): RoundDto {
  return {
    id: stored.id,
    userId: stored.userId,
    leagueId: stored.leagueId,
    course: stored.course,
    ...values,
    createdAt: new Date(stored.createdAt).toISOString(),
    ...stored.figures,
    league: { id: league.id, name: league.name },
    leagueName: league.name,
    user,
    ...(playedWith ? { playedWith } : {}),
  };
}

function checkDate(date: string, endDate: string | null): void {
  const problem = roundDateProblem(date, endDate);
  if (problem) throw badRequest(problem, { date: problem });
}

/**
 * A submission with an idempotency key (a queued offline round) is stored at most once: a retry
 * answers the round the first attempt stored, before any rule is checked again (the first attempt
 * already passed them; the course may be used up by that very round now).
 */
export async function logRound(db: Database, userId: string, input: RoundData): Promise<LoggedRound> {
  const key = input.idempotencyKey ?? null;
  try {
    return await inTransaction(db, async (transaction) => {
      // Lock first: any non-locking read before it would pin an older snapshot. It also
      // serialises two attempts of one submission, so the second finds the first's round.
      const membership = await lockMembership(db, input.leagueId, userId, transaction);
      if (key) {
        const earlier = await findRoundIdByKey(db, userId, key, transaction);
        if (earlier) return { round: await storedRound(db, earlier), replayed: true };
      }
      const league = await findLeagueForRounds(db, input.leagueId, transaction);
      // An invite-only league is, to a non-member, a league that does not exist.
      if (!league || (!membership && !league.isPublic)) throw notFound(LEAGUE_NOT_FOUND);
      if (!membership) throw forbidden(ONLY_MEMBERS_LOG_ROUNDS);
      if (isLeagueEnded(league.endDate)) throw conflict(LEAGUE_ENDED_ADD_MESSAGE);
      if (league.seasonClosed) throw conflict(SEASON_CLOSED_MESSAGE);
      checkDate(input.date, league.endDate);

      const course = findCourse(league.courses, input.course);
      if (!course) throw badRequest(COURSE_NOT_IN_LEAGUE, { course: COURSE_NOT_IN_LEAGUE });
      const { name: _name, rounds: _rounds, ...figures } = course;
      checkScore(input.score, input.holeScores ?? null, figures, league.stableford);
      const allowed = allowedRounds(course);
      const used = await countRoundsOnCourse(db, league.id, userId, course.name, transaction);
      if (used >= allowed) throw conflict(roundsRemainingLabel(0, allowed));

      const partnerIds = input.playedWith ?? [];
      const partners = partnerIds.length ? await findLeagueMembers(db, league.id, partnerIds, transaction) : [];
      if (partnerIds.includes(userId) || partners.length !== partnerIds.length) {
        throw badRequest(PLAYED_WITH_NOT_MEMBERS, { playedWith: PLAYED_WITH_NOT_MEMBERS });
      }

      const values: RoundValues = { date: input.date, score: input.score, notes: input.notes, holeScores: input.holeScores ?? null };
      const created = await insertRound(
        db,
        { ...values, userId, leagueId: league.id, course: course.name, idempotencyKey: key, figures },
        transaction,
      );
      if (partnerIds.length) await insertPartners(db, created.id, partnerIds, transaction);
      await refreshUserStats(db.sequelize, [userId], transaction, league.id);
      const payload = { roundId: created.id, leagueName: league.name, course: course.name, score: input.score, date: input.date };
      await recordEvents(
        db.models,
        [
          { kind: 'round_logged', leagueId: league.id, actorId: userId, payload: { ...payload, partnerIds } },
          ...partnerIds.map((partnerId) => ({
            kind: 'partner_named' as const,
            leagueId: league.id,
            actorId: userId,
            payload: { ...payload, partnerId },
          })),
        ],
        transaction,
      );
      const playedWith = partnerIds.map((id) => ({ ...partners.find((partner) => partner.userId === id)!, confirmed: false }));
      const stored = { id: created.id, userId, leagueId: league.id, course: course.name, createdAt: created.createdAt, figures };
      return { round: roundAnswer(stored, values, league, membership.user, playedWith), replayed: false };
    });
  } catch (error) {
    // The same key sent for two leagues at once: the unique index let only one through.
    if (key && error instanceof UniqueConstraintError) {
      const earlier = await findRoundIdByKey(db, userId, key);
      if (earlier) return { round: await storedRound(db, earlier), replayed: true };
    }
    throw error;
  }
}

/**
 * An edit with an idempotency key is applied at most once: a retry answers the round as it is
 * (the first attempt's answer, or what a later edit made of it), never applying the old values
 * again over a later edit. The round's lock serialises attempts of one edit.
 */
export async function editRound(db: Database, userId: string, roundId: string, input: RoundEditData): Promise<RoundDto> {
  const key = input.idempotencyKey ?? null;
  try {
    return await applyEdit(db, userId, roundId, input, key);
  } catch (error) {
    // The same key sent for two rounds at once: the unique index let only one through.
    if (key && error instanceof UniqueConstraintError) return answerRepeatedEdit(db, userId, roundId, key);
    throw error;
  }
}

async function answerRepeatedEdit(db: Database, userId: string, roundId: string, key: string): Promise<RoundDto> {
  const edited = await findEditedRoundIdByKey(db, userId, key);
  if (edited !== roundId) throw conflict(EDIT_KEY_REUSED);
  return storedRound(db, roundId);
}

async function applyEdit(db: Database, userId: string, roundId: string, input: RoundEditData, key: string | null): Promise<RoundDto> {
  return inTransaction(db, async (transaction) => {
    const round = await lockOwnRound(db, roundId, userId, transaction);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (key) {
      const edited = await findEditedRoundIdByKey(db, userId, key, transaction);
      if (edited === round.id) return storedRound(db, round.id);
      if (edited) throw conflict(EDIT_KEY_REUSED);
    }
    const league = await findLeagueForRounds(db, round.leagueId, transaction);
    // Rounds cascade with their league, so a locked round always has one; guard anyway.
    if (!league) throw notFound(ROUND_NOT_FOUND);
    if (isLeagueEnded(league.endDate)) throw conflict(LEAGUE_ENDED_EDIT_MESSAGE);
    if (league.seasonClosed) throw conflict(SEASON_CLOSED_MESSAGE);
    checkDate(input.date, league.endDate);
    // Hole scores not sent: kept while the score still adds up to them, else the round becomes a
    // total-only round (docs/rounds.md).
    const holeScores =
      input.holeScores !== undefined
        ? input.holeScores
        : round.holeScores && round.holeScores.reduce((sum, strokes) => sum + strokes, 0) === input.score
          ? round.holeScores
          : null;
    checkScore(input.score, holeScores, round.figures, league.stableford);

    const values: RoundValues = { date: input.date, score: input.score, notes: input.notes, holeScores };
    await updateRound(db, round.id, values, transaction);
    if (key) await insertEditKey(db, { roundId: round.id, userId, idempotencyKey: key }, transaction);
    await refreshUserStats(db.sequelize, [userId], transaction, round.leagueId);
    const payload = { roundId: round.id, leagueName: league.name, course: round.course, score: input.score, date: input.date };
    await recordEvents(db.models, [{ kind: 'round_edited', leagueId: round.leagueId, actorId: userId, payload }], transaction);
    return roundAnswer({ ...round, userId }, values, league, round.user);
  });
}

/** Deleting stays allowed after the league has ended: the spec only freezes adding and editing. */
export async function removeRound(db: Database, userId: string, roundId: string): Promise<void> {
  await inTransaction(db, async (transaction) => {
    const round = await lockOwnRound(db, roundId, userId, transaction);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    await deleteRoundRow(db, round.id, transaction);
    await refreshUserStats(db.sequelize, [userId], transaction, round.leagueId);
    const payload = { roundId: round.id, course: round.course };
    await recordEvents(db.models, [{ kind: 'round_deleted', leagueId: round.leagueId, actorId: userId, payload }], transaction);
  });
}
