// HTTP entry points of the rounds service. League and member round lists are
// served by the leagues service from the same shared query (services/data/src/queries/rounds.ts).
import {
  handicapIndex,
  handicapIndexQuery,
  idParam,
  roundEditSchema,
  roundSchema,
  type RoundData,
  type RoundEditData,
} from '@fairway/contracts';
import { findScoreHistories, type Database } from '@fairway/data';
import { currentUserId, requireUser, validate } from '@fairway/kit';
import { Router } from 'express';
import { findRecentRounds } from '../data/recent-rounds';
import { answerConfirmation, pendingConfirmations } from '../domain/confirmations';
import { editRound, logRound, removeRound } from '../domain/round-writes';

export function roundsRouter(db: Database): Router {
  const router = Router();

  /** The caller's rounds, newest first, each with its league, user and honor-system signals. */
  router.get('/api/rounds/recent', requireUser, async (req, res) => {
    res.json(await findRecentRounds(db, currentUserId(req)));
  });

  /** The caller's WHS-style index and a receipt per round behind it. The whole history: the
   * exceptional score reductions and the low index of the caps look back past the last 20.
   * `?before=yyyy-MM-dd`: the index in effect before that day (what a round played then is
   * scored with), from the rounds of earlier days. */
  router.get('/api/rounds/handicap-index', requireUser, validate({ query: handicapIndexQuery }), async (req, res) => {
    const { before } = handicapIndexQuery.parse(req.query);
    const history = await findScoreHistories(db.models, [currentUserId(req)]);
    const rounds = history.map(({ userId: _userId, ...round }) => round);
    res.json(handicapIndex(before ? rounds.filter((round) => round.date < before) : rounds));
  });

  /** Rounds naming the caller as "played with" that await their confirmation. */
  router.get('/api/rounds/confirmations', requireUser, async (req, res) => {
    res.json(await pendingConfirmations(db, currentUserId(req)));
  });

  router.post('/api/rounds/:id/confirm', requireUser, validate({ params: idParam }), async (req, res) => {
    await answerConfirmation(db, currentUserId(req), String(req.params.id), 'confirm');
    res.json({ message: 'Round confirmed' });
  });

  router.post('/api/rounds/:id/dismiss', requireUser, validate({ params: idParam }), async (req, res) => {
    await answerConfirmation(db, currentUserId(req), String(req.params.id), 'dismiss');
    res.json({ message: 'Confirmation request dismissed' });
  });

  router.post('/api/rounds', requireUser, validate({ body: roundSchema }), async (req, res) => {
    const { round, replayed } = await logRound(db, currentUserId(req), req.body as RoundData);
    res.status(replayed ? 200 : 201).json(round);
  });

  router.put('/api/rounds/:id', requireUser, validate({ params: idParam, body: roundEditSchema }), async (req, res) => {
    res.json(await editRound(db, currentUserId(req), String(req.params.id), req.body as RoundEditData));
  });

  router.delete('/api/rounds/:id', requireUser, validate({ params: idParam }), async (req, res) => {
    await removeRound(db, currentUserId(req), String(req.params.id));
    res.json({ message: 'Round deleted' });
  });

  return router;
}
