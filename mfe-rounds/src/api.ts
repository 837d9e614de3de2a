// The rounds remote's own calls, injected into the one platform api. Creating and
// editing a round go through the platform's round queue (submitRound), not a mutation. The league
// and member reads it shows, leaving a league and logout are declared once in @fairway/platform.
import { api } from '@fairway/platform';
import { ROUND_WRITE_TAGS } from '@fairway/platform/state-free';
import type { ConfirmationRequest, HandicapIndexResponse, MessageResponse, Round } from '@fairway/contracts';

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentRounds: build.query<Round[], void>({
      query: () => '/api/rounds/recent',
      providesTags: ['Round'],
    }),
    /** The caller's handicap index from their rounds; any round write changes it. */
    /** The caller's index now, or (with a day) the one in effect before that day. */
    getHandicapIndex: build.query<HandicapIndexResponse, string | void>({
      query: (before) => (before ? `/api/rounds/handicap-index?before=${before}` : '/api/rounds/handicap-index'),
      providesTags: ['Round'],
    }),
    /** Rounds naming the caller as "played with", awaiting their confirmation. */
    getConfirmations: build.query<ConfirmationRequest[], void>({
      query: () => '/api/rounds/confirmations',
      providesTags: ['Round'],
    }),
    answerConfirmation: build.mutation<MessageResponse, { roundId: string; answer: 'confirm' | 'dismiss' }>({
      query: ({ roundId, answer }) => ({ url: `/api/rounds/${roundId}/${answer}`, method: 'POST' }),
      invalidatesTags: ['Round'],
    }),
    deleteRound: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/rounds/${id}`, method: 'DELETE' }),
      invalidatesTags: [...ROUND_WRITE_TAGS],
    }),
  }),
});

export const {
  useGetRecentRoundsQuery,
  useGetHandicapIndexQuery,
  useGetConfirmationsQuery,
  useAnswerConfirmationMutation,
  useDeleteRoundMutation,
} = roundsApi;
