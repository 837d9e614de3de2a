// The rounds remote's own calls (spec section 7), injected into the one platform api. The league
// and member reads it shows, leaving a league and logout are declared once in @fairway/platform.
import { api } from '@fairway/platform';
import type { ConfirmationRequest, HandicapIndexResponse, MessageResponse, Round, RoundData, RoundEditData } from '@fairway/contracts';

/** A round write changes lists, leaderboards, league figures, member counts and the user's stats. */
const ROUND_WRITE_TAGS = ['Round', 'Leaderboard', 'League', 'Member', 'User'] as const;

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentRounds: build.query<Round[], void>({
      query: () => '/api/rounds/recent',
      providesTags: ['Round'],
    }),
    /** The caller's handicap index from their rounds (issue 18); any round write changes it. */
    getHandicapIndex: build.query<HandicapIndexResponse, void>({
      query: () => '/api/rounds/handicap-index',
      providesTags: ['Round'],
    }),
    /** Rounds naming the caller as "played with", awaiting their confirmation (issue 18). */
    getConfirmations: build.query<ConfirmationRequest[], void>({
      query: () => '/api/rounds/confirmations',
      providesTags: ['Round'],
    }),
    answerConfirmation: build.mutation<MessageResponse, { roundId: string; answer: 'confirm' | 'dismiss' }>({
      query: ({ roundId, answer }) => ({ url: `/api/rounds/${roundId}/${answer}`, method: 'POST' }),
      invalidatesTags: ['Round'],
    }),
    createRound: build.mutation<Round, RoundData>({
      query: (body) => ({ url: '/api/rounds', method: 'POST', body }),
      invalidatesTags: [...ROUND_WRITE_TAGS],
    }),
    updateRound: build.mutation<Round, { id: string } & RoundEditData>({
      query: ({ id, ...body }) => ({ url: `/api/rounds/${id}`, method: 'PUT', body }),
      invalidatesTags: [...ROUND_WRITE_TAGS],
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
  useCreateRoundMutation,
  useUpdateRoundMutation,
  useDeleteRoundMutation,
} = roundsApi;
