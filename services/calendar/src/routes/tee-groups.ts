// HTTP entry points of tee groups (docs/tee-groups.md), with the full paths the gateway forwards.
// Membership is checked before the input, so someone outside the league learns nothing from a
// validation message (404 'League not found' whatever they send).
import { myTeeGroupsQuery, teeGroupAnswerSchema, teeGroupsSchema, teeGroupWeekSchema, type TeeGroupsInput } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { currentUserId, requireUser, validate } from '@fairway/kit';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { confirm, groupIcs, myGroups, readWeek, requireMember, respond, suggest } from '../domain/tee-groups';

const leagueParams = z.object({ id: z.string().min(1).max(64) });
const groupParams = leagueParams.extend({ groupId: z.string().min(1).max(64) });

export function teeGroupsRouter(db: Database): Router {
  const router = Router();
  const memberFirst: RequestHandler = async (req, _res, next) => {
    try {
      await requireMember(db, String(req.params.id).slice(0, 64), currentUserId(req));
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post(
    '/api/leagues/:id/tee-groups/suggest',
    requireUser,
    memberFirst,
    validate({ params: leagueParams, body: teeGroupWeekSchema }),
    async (req, res) => {
      res.json(await suggest(db, currentUserId(req), String(req.params.id), (req.body as { week: string }).week));
    },
  );

  router.get(
    '/api/leagues/:id/tee-groups',
    requireUser,
    memberFirst,
    validate({ params: leagueParams, query: teeGroupWeekSchema }),
    async (req, res) => {
      res.json(await readWeek(db, currentUserId(req), String(req.params.id), (req.query as { week: string }).week));
    },
  );

  router.put(
    '/api/leagues/:id/tee-groups',
    requireUser,
    memberFirst,
    validate({ params: leagueParams, query: teeGroupWeekSchema, body: teeGroupsSchema }),
    async (req, res) => {
      const week = (req.query as { week: string }).week;
      res.json(await confirm(db, currentUserId(req), String(req.params.id), week, req.body as TeeGroupsInput));
    },
  );

  router.post(
    '/api/leagues/:id/tee-groups/:groupId/respond',
    requireUser,
    memberFirst,
    validate({ params: groupParams, body: teeGroupAnswerSchema }),
    async (req, res) => {
      const { accept } = req.body as { accept: boolean };
      res.json(await respond(db, currentUserId(req), String(req.params.id), String(req.params.groupId), accept));
    },
  );

  router.get('/api/leagues/:id/tee-groups/:groupId/ics', requireUser, memberFirst, validate({ params: groupParams }), async (req, res) => {
    const ics = await groupIcs(db, currentUserId(req), String(req.params.id), String(req.params.groupId));
    res.type('text/calendar; charset=utf-8').attachment('fairway-tee-group.ics').send(ics);
  });

  router.get('/api/tee-groups/mine', requireUser, validate({ query: myTeeGroupsQuery }), async (req, res) => {
    const { from, to } = req.query as { from: string; to: string };
    res.json(await myGroups(db, currentUserId(req), from, to));
  });

  return router;
}
