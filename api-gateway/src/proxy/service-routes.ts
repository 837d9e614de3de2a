import type { ServiceName } from '../service-error';

const CALENDAR = /^\/api\/leagues\/[^/]+\/(calendar|tee-groups)(\/|$)/;
const TEE_GROUPS = /^\/api\/tee-groups(\/|$)/;

/** Which service owns an /api path (the full path is kept when proxying), or null. */
export function serviceForPath(path: string): ServiceName | null {
  if (CALENDAR.test(path) || TEE_GROUPS.test(path)) return 'calendar';
  if (path === '/api/leagues' || path.startsWith('/api/leagues/')) return 'leagues';
  if (path === '/api/rounds' || path.startsWith('/api/rounds/')) return 'rounds';
  if (path.startsWith('/api/auth/')) return 'auth';
  if (path === '/api/notifications' || path.startsWith('/api/notifications/')) return 'notifications';
  return null;
}
