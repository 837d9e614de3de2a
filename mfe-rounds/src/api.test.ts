// The demo tour answers every read this remote declares (the table is typed from the endpoints:
// a new read does not compile until it is listed here).
import { readsTheDemoCannotAnswer } from '@fairway/platform/testing';
import { roundsApi } from './api';

it('the demo world answers every read of the rounds remote', async () => {
  expect(
    await readsTheDemoCannotAnswer(roundsApi.endpoints, () => ({
      getRecentRounds: undefined,
      getHandicapIndex: undefined,
      getConfirmations: undefined,
    })),
  ).toEqual([]);
});
