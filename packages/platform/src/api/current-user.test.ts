import { aUser } from '@fairway/contracts/testing';
import { mockApi } from '../testing';
import { createAppStore } from '../store/create-app-store';
import { CURRENT_USER_ENDPOINT } from './base-query';
import { currentUserApi, settleCurrentUser } from './current-user';

const currentUserOf = (store: ReturnType<typeof createAppStore>) =>
  currentUserApi.endpoints[CURRENT_USER_ENDPOINT].select()(store.getState());

describe('settleCurrentUser', () => {
  it('has the signed-in user in the store before the first render', async () => {
    const user = aUser();
    const { calls } = mockApi({ 'GET /api/auth/user': { body: user } });
    const store = createAppStore();
    await settleCurrentUser(store, 60_000);
    expect(currentUserOf(store).data).toEqual(user);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/user']);
  });

  it('gives up waiting after maxWaitMs, leaving the request running for the page', async () => {
    mockApi({ 'GET /api/auth/user': () => new Promise(() => undefined) });
    const store = createAppStore();
    await settleCurrentUser(store, 0);
    expect(currentUserOf(store).isLoading).toBe(true);
  });
});
