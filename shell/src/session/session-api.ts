import { api } from '@fairway/platform';

// The one call the shell itself makes; screens' calls live in the remotes.
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = sessionApi;
