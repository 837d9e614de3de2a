// The in-browser API of demo mode. The platform's baseQuery imports this module dynamically only
// when demo mode is on (so the whole demo/ folder is its own chunk, absent from the normal
// landing page) and returns its answer instead of making a network call.
import { todayIso } from '@fairway/contracts';
import { isDemoMode } from './demo-flag';
import { demoDelay, realWait, type Wait } from './delays';
import { demoError, ok, type DemoResult } from './demo-result';
import { createPrng } from './prng';
import { answerRead } from './read-routes';
import { answerDelete, answerWrite } from './write-answers';
import { buildDemoWorld, DEMO_SEED } from './world';
import type { DemoWorld } from './world-rows';

export type { DemoResult } from './demo-result';

export interface DemoRequest {
  url: string;
  method?: string;
  body?: unknown;
}

export interface DemoAdapterOptions {
  /** whether demo mode is on; a call outside it fails with 'Not in demo mode' */
  isActive?: () => boolean;
  wait?: Wait;
  /** the current time (today's calendar day and write timestamps) */
  now?: () => Date;
  seed?: number;
}

export const NOT_IN_DEMO_MODE = 'Not in demo mode';
export const unknownRouteMessage = (path: string) => `Demo API: Unknown route ${path}`;

/** '/api/x?y=1' or 'http://host/api/x?y=1' -> path and query. */
function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const parsed = new URL(url, 'http://demo.invalid');
  return { path: parsed.pathname.replace(/\/+$/, '') || '/', query: parsed.searchParams };
}

export function createDemoAdapter(options: DemoAdapterOptions = {}) {
  const { isActive = isDemoMode, wait = realWait, now = () => new Date(), seed = DEMO_SEED } = options;
  // Delays and echoed ids come from their own seeded stream, so they never disturb the world.
  const prng = createPrng(seed ^ 0x9e3779b9);
  let cached: DemoWorld | null = null;

  /** The world of today's date: rebuilt only when the day changes (a tour left open overnight). */
  function world(): DemoWorld {
    const today = todayIso(now());
    if (!cached || cached.today !== today) cached = buildDemoWorld(today, seed);
    return cached;
  }

  return async function handleDemoRequest({ url, method = 'GET', body }: DemoRequest): Promise<DemoResult> {
    if (!isActive()) return demoError(400, NOT_IN_DEMO_MODE);
    const verb = method.toUpperCase();
    await wait(demoDelay(verb, prng.next));
    const { path, query } = splitUrl(url);
    if (verb === 'GET') return answerRead(world(), path, query) ?? demoError(404, unknownRouteMessage(path));
    if (verb === 'DELETE') return ok(answerDelete());
    if (verb === 'POST' || verb === 'PUT' || verb === 'PATCH') {
      return ok(answerWrite({ world: world(), path, body, now: now().toISOString(), newId: prng.uuid }));
    }
    return demoError(405, unknownRouteMessage(path));
  };
}

/** The adapter the baseQuery uses: real delays, the real demo flag. */
export const handleDemoRequest = createDemoAdapter();
