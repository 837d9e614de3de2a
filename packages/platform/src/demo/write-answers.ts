// Writes in demo mode save nothing (the tour is read-only, docs/demo.md); each answers the
// success message a real write would, echoing what was sent in the shape a screen expects.
import {
  DEFAULT_MAX_MEMBERS,
  DEMO_USER_ID,
  leagueCourse,
  type Course,
  type CourseRatingsInput,
  type League,
  type Round,
} from '@fairway/contracts';
import type { DemoWorld } from './world-rows';
import { withDemoSignals } from './world-signals';
import { demoTeeGroupSuggestion } from './world-tee-groups';
import { findLeague, roundView, userOf } from './world-views';

export const DEMO_MESSAGES = {
  roundSubmitted: 'Demo: Score submitted successfully!',
  leagueCreated: 'Demo: League created successfully!',
  leagueJoined: 'Demo: League joined successfully!',
  availabilityUpdated: 'Demo: Availability updated!',
  actionCompleted: 'Demo: Action completed!',
  itemDeleted: 'Demo: Item deleted!',
} as const;

export interface WriteContext {
  world: DemoWorld;
  /** the path without its query string */
  path: string;
  body: unknown;
  /** ISO timestamp of the write */
  now: string;
  /** a fresh id for an echoed item */
  newId: () => string;
}

type Fields = Record<string, unknown>;

function fieldsOf(body: unknown): Fields {
  return typeof body === 'object' && body !== null ? (body as Fields) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function echoedRound({ world, path, body, now, newId }: WriteContext): Round {
  const fields = fieldsOf(body);
  // PUT /api/rounds/{id} edits an existing round: keep what the edit does not carry.
  const existingId = path.match(/^\/api\/rounds\/([^/]+)$/)?.[1];
  const existing = existingId ? world.rounds.find((round) => round.id === existingId) : undefined;
  const base: Round = existing
    ? withDemoSignals(world, [roundView(world, existing)])[0]
    : { id: newId(), userId: DEMO_USER_ID, leagueId: '', course: '', score: 0, date: world.today, notes: null, createdAt: now };
  const leagueId = text(fields.leagueId) ?? base.leagueId;
  const league = findLeague(world, leagueId);
  const user = userOf(world, DEMO_USER_ID);
  return {
    ...base,
    leagueId,
    course: text(fields.course) ?? base.course,
    score: fields.score === undefined ? base.score : Number(fields.score),
    date: text(fields.date) ?? base.date,
    notes: fields.notes === undefined ? base.notes : text(fields.notes),
    ...(league ? { league: { id: league.id, name: league.name }, leagueName: league.name } : {}),
    user: { firstName: user.firstName, lastName: user.lastName },
  };
}

function echoedLeague({ world, body, now, newId }: WriteContext): League {
  const fields = fieldsOf(body);
  const user = userOf(world, DEMO_USER_ID);
  const courses: Course[] = Array.isArray(fields.courses)
    ? fields.courses.map((course) => {
        const { name, rounds, ...ratings } = fieldsOf(course);
        return leagueCourse(String(name ?? ''), Number(rounds ?? 1), ratings as CourseRatingsInput);
      })
    : [];
  return {
    id: newId(),
    name: String(fields.name ?? ''),
    description: text(fields.description),
    type: fields.type === 'weekly' || fields.type === 'seasonal' ? fields.type : 'casual',
    privacy: fields.privacy === 'invite' ? 'invite' : 'public',
    createdBy: DEMO_USER_ID,
    creatorName: `${user.firstName} ${user.lastName}`,
    memberCount: 1,
    maxMembers: typeof fields.maxPlayers === 'number' ? fields.maxPlayers : DEFAULT_MAX_MEMBERS,
    courses,
    endDate: text(fields.endDate),
    isActive: true,
    isComplete: false,
    isMember: true,
    userPosition: 1,
    userRounds: 0,
    userAvgScore: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** POST, PUT and PATCH. */
export function answerWrite(context: WriteContext): Record<string, unknown> {
  const { path } = context;
  const suggesting = path.match(/^\/api\/leagues\/([^/]+)\/tee-groups\/suggest$/);
  if (suggesting)
    return { ...demoTeeGroupSuggestion(context.world, suggesting[1], String(fieldsOf(context.body).week ?? context.world.today)) };
  if (path.includes('/rounds')) return { success: true, message: DEMO_MESSAGES.roundSubmitted, round: echoedRound(context) };
  if (path.includes('/join')) return { success: true, message: DEMO_MESSAGES.leagueJoined };
  if (path.includes('/availability')) return { success: true, message: DEMO_MESSAGES.availabilityUpdated };
  if (path.includes('/leagues')) return { success: true, message: DEMO_MESSAGES.leagueCreated, league: echoedLeague(context) };
  return { success: true, message: DEMO_MESSAGES.actionCompleted };
}

export function answerDelete(): Record<string, unknown> {
  return { success: true, message: DEMO_MESSAGES.itemDeleted };
}
