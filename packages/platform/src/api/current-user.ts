import { CURRENT_USER_FRESH_SECONDS, type User } from '@fairway/contracts';
import { useDemoMode } from '../demo/demo-flag';
import type { AppStore } from '../store/create-app-store';
import { api } from './api';
import { CURRENT_USER_ENDPOINT } from './base-query';

export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    [CURRENT_USER_ENDPOINT]: build.query<User | null, void>({
      query: () => '/api/auth/user',
      providesTags: ['User'],
      keepUnusedDataFor: CURRENT_USER_FRESH_SECONDS,
    }),
  }),
});

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
  isDemo: boolean;
}

/** Signed-in user (or null), loading flag, and whether this is the demo tour. */
export function useCurrentUser(): CurrentUserState {
  const isDemo = useDemoMode();
  const { data, isLoading, isUninitialized } = currentUserApi.useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: CURRENT_USER_FRESH_SECONDS,
  });
  return { user: data ?? null, isLoading: isLoading || isUninitialized, isDemo };
}

/**
 * Starts the page knowing the visitor is signed out, instead of asking: the shell's server sends
 * the prerendered signed-out page only to a request without a session cookie, and the hydrating
 * render must show what the server rendered (shell/src/startup/first-render.tsx, prerender/home.tsx).
 */
export function startSignedOut(store: AppStore): void {
  store.dispatch(currentUserApi.util.upsertQueryEntries([{ endpointName: CURRENT_USER_ENDPOINT, arg: undefined, value: null }]));
}

/**
 * Asks who is signed in before the first render, waiting at most `maxWaitMs`: the first render is
 * then the page itself, not 'Loading...' followed by the page with the header moving it down (a
 * layout shift and a second render before the page's content paints). The shell's server
 * preloads the request with the page, so it has usually arrived by then.
 */
export async function settleCurrentUser(store: AppStore, maxWaitMs: number): Promise<void> {
  const request = store.dispatch(currentUserApi.endpoints[CURRENT_USER_ENDPOINT].initiate());
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([request, new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
  clearTimeout(timer);
  // The page's own subscription (useCurrentUser) keeps the answer.
  request.unsubscribe();
}
