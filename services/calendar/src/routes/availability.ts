// HTTP entry points of the calendar service, declared with the full paths the
// gateway forwards (/api/leagues/:id/calendar/...).
import { availabilityRangeSchema, availabilitySchema, type AvailabilityData } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { currentUserId, requireUser, validate } from '@fairway/kit';
import { Router } from 'express';
import { z } from 'zod';
import { addAvailability, listAvailability, removeAvailability } from '../domain/availability';

const leagueParams = z.object({ id: z.string().min(1).max(64) });
const entryParams = leagueParams.extend({ availabilityId: z.string().min(1).max(64) });

export function availabilityRouter(db: Database): Router {
  const router = Router();

  /** ?from=&to= (inclusive yyyy-MM-dd) loads one week in one request. */
  router.get(
    '/api/leagues/:id/calendar/availability',
    requireUser,
    validate({ params: leagueParams, query: availabilityRangeSchema }),
    async (req, res) => {
      const range = req.query as z.output<typeof availabilityRangeSchema>;
      res.json(await listAvailability(db, currentUserId(req), String(req.params.id), range));
    },
  );

  router.post(
    '/api/leagues/:id/calendar/availability',
    requireUser,
    validate({ params: leagueParams, body: availabilitySchema }),
    async (req, res) => {
      const { entry, replayed } = await addAvailability(db, currentUserId(req), String(req.params.id), req.body as AvailabilityData);
      res.status(replayed ? 200 : 201).json(entry);
    },
  );

  router.delete(
    '/api/leagues/:id/calendar/availability/:availabilityId',
    requireUser,
    validate({ params: entryParams }),
    async (req, res) => {
      await removeAvailability(db, currentUserId(req), String(req.params.id), String(req.params.availabilityId));
      res.json({ message: 'Availability removed' });
    },
  );

  return router;
}
