// HTTP entry points of the rounds service (spec section 7). League and member round lists are
// served by the leagues service from the same shared query (services/data/src/queries/rounds.ts).
import {
  handicapIndex,
  HANDICAP_ROUNDS_CONSIDERED,
  idParam,
  roundEditSchema,
  roundSchema,
  type RoundData,
  type RoundEditData,
} from '@fairway/contracts';
import { findRoundsWithLeagueAndUser, findScoreHistories, type Database } from '@fairway/data';
import { currentUserId, requireUser, validate } from '@fairway/kit';
import { Router } from 'express';
import { editRound, logRound, removeRound } from '../domain/round-writes';

export function roundsRouter(db: Database): Router {
  const router = Router();

  /** The caller's rounds, newest first, each with its league and user (one statement). */
  router.get('/api/rounds/recent', requireUser, async (req, res) => {
    res.json(await findRoundsWithLeagueAndUser(db.models, { userId: currentUserId(req) }));
  });

  /** The caller's handicap index from their most recent rounds and the rounds behind it (issue 18). */
  router.get('/api/rounds/handicap-index', requireUser, async (req, res) => {
    const history = await findScoreHistories(db.models, [currentUserId(req)], { limit: HANDICAP_ROUNDS_CONSIDERED });
    res.json(handicapIndex(history.map(({ userId: _userId, ...round }) => round)));
  });

  router.post('/api/rounds', requireUser, validate({ body: roundSchema }), async (req, res) => {
    res.status(201).json(await logRound(db, currentUserId(req), req.body as RoundData));
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
