// HTTP entry points of the leagues service, declared with their full paths as
// the gateway forwards them. `/api/leagues/:id/calendar/*` belongs to the calendar service.
import {
  adminChangeSchema,
  courseRatingsEditSchema,
  createLeagueSchema,
  editLeagueSchema,
  idParam,
  inviteMembersSchema,
  invitationTokenSchema,
  roundPageQuery,
  contestSchema,
  sideGamesWeekQuery,
  leaderboardQuery,
  type ContestData,
  leaguePageQuery,
  leaguePageUrl,
  NEXT_CURSOR_HEADER,
  type League as LeagueDto,
  type LeaguePageQuery,
  type CourseRatingsEditData,
  type CreateLeagueData,
  type EditLeagueData,
  type RoundPageQuery,
  todayIso,
} from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { currentUserId, requireUser, validate, type Logger, type MailOutbox } from '@fairway/kit';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { editCourseRatings } from '../domain/course-ratings';
import { deleteContest, listContests, recordContest } from '../domain/contests';
import { createLeague } from '../domain/create-league';
import { deleteLeague } from '../domain/delete-league';
import {
  getCourses,
  getInvitedLeague,
  getLeague,
  getLeaderboard,
  getLeagueRounds,
  getWindowTables,
  getMember,
  getMemberRounds,
  getMembers,
  listLeagues,
  pageOfLeagues,
} from '../domain/league-reads';
import { joinLeague, leaveLeague } from '../domain/membership';
import { nextSeasonNotices, startNextSeason } from '../domain/next-season';
import { editLeague } from '../domain/edit-league';
import { leagueEvents } from '../domain/league-events';
import { inviteMembers, pendingInvitations, resendInvitation, revokeInvitation } from '../domain/organizer-invitations';
import { removeMember, setOrganizer } from '../domain/organizers';
import { getSkinsWeek } from '../domain/skins';

export interface LeaguesRouterOptions {
  /** Public origin of the app, for links in invitation emails. */
  appUrl: string;
  logger: Logger;
  /** Invitation mails leave the request through it. */
  outbox: MailOutbox;
}

/** Join's optional body: an invitation token (invite-only leagues the caller cannot see yet). */
const joinBody = z.object({ token: invitationTokenSchema.shape.token.optional() }).default({});

const memberParams = z.object({
  leagueId: z.string().min(1).max(64),
  memberId: z.string().min(1).max(64),
});
const courseParams = z.object({
  leagueId: z.string().min(1).max(64),
  courseId: z.string().min(1).max(64),
});
const leaveParams = z.object({
  leagueId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
});
const contestParams = z.object({
  id: z.string().min(1).max(64),
  contestId: z.string().min(1).max(64),
});
/** The week query as validate() parsed it: today's week when absent. */
const weekOf = (req: Request) => (req.query as z.infer<typeof sideGamesWeekQuery>).week ?? todayIso();
const inviteParams = z.object({
  id: z.string().min(1).max(64),
  inviteId: z.string().min(1).max(64),
});

/** A league list's page: the spec's array, the next page in X-Next-Cursor and a Link header. */
function sendLeaguePage(req: Request, res: Response, page: { leagues: LeagueDto[]; nextCursor: string | null }): void {
  if (page.nextCursor) {
    const { limit } = req.query as unknown as LeaguePageQuery;
    res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.set('Link', `<${leaguePageUrl(req.path, limit, page.nextCursor)}>; rel="next"`);
  }
  res.json(page.leagues);
}

/** The page query as validate() parsed it (limit defaulted, cursor checked). */
function pageQuery(req: Request): RoundPageQuery {
  return req.query as unknown as RoundPageQuery;
}

export function leaguesRouter(db: Database, options: LeaguesRouterOptions): Router {
  const router = Router();
  router.use('/api/leagues', requireUser);

  // Literal paths before '/api/leagues/:id'.
  router.get('/api/leagues', validate({ query: leaguePageQuery }), async (req, res) => {
    sendLeaguePage(req, res, await pageOfLeagues(db, currentUserId(req), 'all', req.query as unknown as LeaguePageQuery));
  });
  router.get('/api/leagues/my', async (req, res) => {
    res.json(await listLeagues(db, currentUserId(req), 'my'));
  });
  router.get('/api/leagues/available', validate({ query: leaguePageQuery }), async (req, res) => {
    sendLeaguePage(req, res, await pageOfLeagues(db, currentUserId(req), 'available', req.query as unknown as LeaguePageQuery));
  });
  router.get('/api/leagues/next-seasons', async (req, res) => {
    res.json(await nextSeasonNotices(db, currentUserId(req)));
  });

  router.post('/api/leagues', validate({ body: createLeagueSchema }), async (req, res) => {
    const userId = currentUserId(req);
    const created = await createLeague(db, userId, req.body as CreateLeagueData, options);
    res.status(201).json(await getLeague(db, userId, created.id));
  });

  router.get('/api/leagues/:id', validate({ params: idParam }), async (req, res) => {
    res.json(await getLeague(db, currentUserId(req), String(req.params.id)));
  });
  router.patch('/api/leagues/:id', validate({ params: idParam, body: editLeagueSchema }), async (req, res) => {
    const userId = currentUserId(req);
    await editLeague(db, userId, String(req.params.id), req.body as EditLeagueData);
    res.json(await getLeague(db, userId, String(req.params.id)));
  });
  router.post('/api/leagues/:id/next-season', validate({ params: idParam }), async (req, res) => {
    const userId = currentUserId(req);
    const nextId = await startNextSeason(db, userId, String(req.params.id), options);
    res.status(201).json(await getLeague(db, userId, nextId));
  });
  router.get('/api/leagues/:id/events', validate({ params: idParam }), async (req, res) => {
    res.json(await leagueEvents(db, currentUserId(req), String(req.params.id)));
  });
  router.get('/api/leagues/:id/invitations', validate({ params: idParam }), async (req, res) => {
    res.json(await pendingInvitations(db, currentUserId(req), String(req.params.id)));
  });
  router.post('/api/leagues/:id/invitations', validate({ params: idParam, body: inviteMembersSchema }), async (req, res) => {
    const userId = currentUserId(req);
    const { invitedMembers } = req.body as z.infer<typeof inviteMembersSchema>;
    const invited = await inviteMembers(db, userId, String(req.params.id), invitedMembers, options);
    res.status(201).json({ invited, invitations: await pendingInvitations(db, userId, String(req.params.id)) });
  });
  router.post('/api/leagues/:id/invitations/:inviteId/resend', validate({ params: inviteParams }), async (req, res) => {
    const { id, inviteId } = req.params as z.infer<typeof inviteParams>;
    res.json(await resendInvitation(db, currentUserId(req), id, inviteId, options));
  });
  router.delete('/api/leagues/:id/invitations/:inviteId', validate({ params: inviteParams }), async (req, res) => {
    const { id, inviteId } = req.params as z.infer<typeof inviteParams>;
    await revokeInvitation(db, currentUserId(req), id, inviteId);
    res.json({ message: 'Invitation revoked' });
  });
  router.put(
    '/api/leagues/:leagueId/members/:memberId/admin',
    validate({ params: memberParams, body: adminChangeSchema }),
    async (req, res) => {
      const { leagueId, memberId } = req.params as z.infer<typeof memberParams>;
      const userId = currentUserId(req);
      await setOrganizer(db, userId, leagueId, memberId, (req.body as z.infer<typeof adminChangeSchema>).isAdmin);
      res.json(await getMember(db, userId, leagueId, memberId));
    },
  );
  router.delete('/api/leagues/:id', validate({ params: idParam }), async (req, res) => {
    await deleteLeague(db, currentUserId(req), String(req.params.id));
    res.json({ message: 'League deleted' });
  });
  router.post('/api/leagues/:id/join', validate({ params: idParam, body: joinBody }), async (req, res) => {
    const userId = currentUserId(req);
    await joinLeague(db, userId, String(req.params.id), (req.body as z.infer<typeof joinBody>).token);
    res.json(await getLeague(db, userId, String(req.params.id)));
  });
  // The token travels in the body (POST), never in a URL that proxies and servers log.
  router.post('/api/leagues/:id/invitation', validate({ params: idParam, body: invitationTokenSchema }), async (req, res) => {
    const { token } = req.body as z.infer<typeof invitationTokenSchema>;
    res.json(await getInvitedLeague(db, currentUserId(req), String(req.params.id), token));
  });

  router.get('/api/leagues/:id/courses', validate({ params: idParam }), async (req, res) => {
    res.json(await getCourses(db, currentUserId(req), String(req.params.id)));
  });
  router.patch(
    '/api/leagues/:leagueId/courses/:courseId',
    validate({ params: courseParams, body: courseRatingsEditSchema }),
    async (req, res) => {
      const { leagueId, courseId } = req.params as z.infer<typeof courseParams>;
      res.json(await editCourseRatings(db, currentUserId(req), leagueId, courseId, req.body as CourseRatingsEditData));
    },
  );
  router.get('/api/leagues/:id/rounds', validate({ params: idParam, query: roundPageQuery }), async (req, res) => {
    res.json(await getLeagueRounds(db, currentUserId(req), String(req.params.id), pageQuery(req)));
  });
  router.get('/api/leagues/:id/leaderboard', validate({ params: idParam, query: leaderboardQuery }), async (req, res) => {
    const { week } = req.query as z.infer<typeof leaderboardQuery>;
    res.json(await getLeaderboard(db, currentUserId(req), String(req.params.id), week));
  });
  /** A points league's play windows, each with its table, newest first ([] for other formats). */
  router.get('/api/leagues/:id/windows', validate({ params: idParam }), async (req, res) => {
    res.json(await getWindowTables(db, currentUserId(req), String(req.params.id)));
  });
  router.get('/api/leagues/:id/skins', validate({ params: idParam, query: sideGamesWeekQuery }), async (req, res) => {
    res.json(await getSkinsWeek(db, currentUserId(req), String(req.params.id), weekOf(req)));
  });
  router.get('/api/leagues/:id/contests', validate({ params: idParam, query: sideGamesWeekQuery }), async (req, res) => {
    res.json(await listContests(db, currentUserId(req), String(req.params.id), weekOf(req)));
  });
  router.post('/api/leagues/:id/contests', validate({ params: idParam, body: contestSchema }), async (req, res) => {
    res.status(201).json(await recordContest(db, currentUserId(req), String(req.params.id), req.body as ContestData));
  });
  router.delete('/api/leagues/:id/contests/:contestId', validate({ params: contestParams }), async (req, res) => {
    const { id, contestId } = req.params as z.infer<typeof contestParams>;
    await deleteContest(db, currentUserId(req), id, contestId);
    res.json({ message: 'Contest deleted' });
  });
  router.get('/api/leagues/:id/members', validate({ params: idParam }), async (req, res) => {
    res.json(await getMembers(db, currentUserId(req), String(req.params.id)));
  });
  router.get('/api/leagues/:leagueId/members/:memberId', validate({ params: memberParams }), async (req, res) => {
    const { leagueId, memberId } = req.params as z.infer<typeof memberParams>;
    res.json(await getMember(db, currentUserId(req), leagueId, memberId));
  });
  router.get(
    '/api/leagues/:leagueId/members/:memberId/rounds',
    validate({ params: memberParams, query: roundPageQuery }),
    async (req, res) => {
      const { leagueId, memberId } = req.params as z.infer<typeof memberParams>;
      res.json(await getMemberRounds(db, currentUserId(req), leagueId, memberId, pageQuery(req)));
    },
  );
  router.delete('/api/leagues/:leagueId/members/:userId', validate({ params: leaveParams }), async (req, res) => {
    const { leagueId, userId } = req.params as z.infer<typeof leaveParams>;
    const actorId = currentUserId(req);
    if (userId === actorId) {
      await leaveLeague(db, actorId, leagueId, userId);
      res.json({ message: 'Left league' });
    } else {
      await removeMember(db, actorId, leagueId, userId);
      res.json({ message: 'Member removed' });
    }
  });

  return router;
}
