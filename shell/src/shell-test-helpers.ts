import type { User } from '@fairway/contracts';

export const SIGNED_IN_USER: User = {
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Snead',
  profileImageUrl: null,
  handicap: '12.00',
  totalRounds: 3,
  bestRound: 78,
  averageScore: '82.33',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** Stubs fetch so /api/auth/user answers `user` (401 when null); other paths answer `routes`. */
export function stubApi(user: User | null, routes: Record<string, { status: number; body: unknown }> = {}) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const routed =
      routes[key] ??
      (url === '/api/auth/user'
        ? user
          ? { status: 200, body: user }
          : { status: 401, body: { message: 'Unauthorized' } }
        : { status: 404, body: { message: 'Not found' } });
    const text = routed.body === null ? '' : JSON.stringify(routed.body);
    return {
      ok: routed.status < 300,
      status: routed.status,
      statusText: routed.status === 401 ? 'Unauthorized' : 'OK',
      headers: { get: () => 'application/json' },
      text: async () => text,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
