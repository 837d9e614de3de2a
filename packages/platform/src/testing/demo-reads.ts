// The demo tour must answer every read a front end declares, or a screen of the tour shows
// 'Demo API: Unknown route'. Each api module lists its reads' sample arguments in a table typed
// from its endpoints, so a read added later does not compile until it is listed (and so checked).
import type { League } from '@fairway/contracts';
import { DEMO_USER_ID } from '@fairway/contracts';
import { DEMO_STORAGE_KEY } from '../demo/demo-flag';
import { createAppStore } from '../store/create-app-store';

/** The endpoints of an injected api that read (queries and infinite queries). */
type ReadNames<E> = { [K in keyof E]: E[K] extends { useQuery: unknown } | { useInfiniteQuery: unknown } ? K : never }[keyof E];

type ArgOf<T> = T extends { initiate: (...args: infer P) => unknown } ? P[0] : never;

/** One sample argument for every read of `E` (an injected api's `endpoints`). */
export type DemoReadArgs<E> = { [K in ReadNames<E>]: ArgOf<E[K]> };

interface Initiate {
  initiate(arg: unknown): PromiseLike<{ data?: unknown; error?: unknown }> & { unsubscribe(): void };
}

/**
 * Runs every read of `endpoints` in demo mode, through the real store and baseQuery, with the
 * arguments `argsFor` gives for a league of the demo world and the demo user; returns the reads
 * that got no data (with their error): `expect(await readsTheDemoCannotAnswer(...)).toEqual([])`.
 */
export async function readsTheDemoCannotAnswer<E extends object>(
  endpoints: E,
  argsFor: (demo: { leagueId: string; userId: string }) => DemoReadArgs<E>,
): Promise<string[]> {
  window.localStorage.setItem(DEMO_STORAGE_KEY, 'true');
  const { handleDemoRequest } = await import('../demo/adapter');
  const mine = await handleDemoRequest({ url: '/api/leagues/my' });
  const [league] = ('data' in mine ? mine.data : []) as League[];
  const store = createAppStore();
  const unanswered: string[] = [];
  for (const [name, arg] of Object.entries(argsFor({ leagueId: league.id, userId: DEMO_USER_ID }))) {
    const request = store.dispatch((endpoints as Record<string, Initiate>)[name].initiate(arg) as never) as ReturnType<
      Initiate['initiate']
    >;
    const result = await request;
    request.unsubscribe();
    if (result.data === undefined || result.data === null) unanswered.push(`${name}: ${JSON.stringify(result.error)}`);
  }
  return unanswered;
}
