// The auth remote only writes (the current user is the platform's read): this table is empty, and
// a read added to ./api does not compile until it is listed here and answered by the demo tour.
import { readsTheDemoCannotAnswer } from '@fairway/platform/testing';
import { authApi } from './api';

it('declares no read the demo world cannot answer', async () => {
  expect(await readsTheDemoCannotAnswer(authApi.endpoints, () => ({}))).toEqual([]);
});
