import { aUser } from '@fairway/contracts/testing';
import { mockApi } from '@fairway/platform/testing';
import type { User } from '@fairway/contracts';

export const SIGNED_IN_USER: User = aUser({
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Snead',
  handicap: '12.00',
  averageScore: '82.33',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** Answers /api/auth/user with `user` (401 when null) and `routes` (mockApi's table); records requests. */
export function stubApi(user: User | null, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': user ? { body: user } : { status: 401, body: { message: 'Unauthorized' } },
    // The header's bell and its once-a-session time zone check.
    'GET /api/notifications': { body: { unread: 0, items: [], nextCursor: null } },
    'GET /api/notifications/preferences': { body: { email: 'weekly', timeZone: 'UTC', mutedLeagues: [] } },
    ...routes,
  });
}
