// The auth remote's calls, injected into the one platform api so the shell's
// current-user query and every remote's cached data react to them.
import { api, currentUserApi } from '@fairway/platform';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  ResetTokenInput,
  User,
} from '@fairway/contracts';

interface MessageResponse {
  message: string;
}

/** The answer of login/register is the signed-in user: put it in the current-user cache at
 * once so / shows the dashboard, not a flash of the landing page, while User refetches. */
async function storeSignedInUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: User }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // A failed call is the form's business (its toast); the cache stays as it was.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      onQueryStarted: storeSignedInUser,
      invalidatesTags: ['User'],
    }),
    register: build.mutation<User, RegisterInput>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
      onQueryStarted: storeSignedInUser,
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
    /** Whether a reset link can still set a password (400 with the reset's message if not). A
     * mutation: asked once when the page opens, never cached. */
    checkResetToken: build.mutation<{ valid: boolean }, ResetTokenInput>({
      query: (body) => ({ url: '/api/auth/reset-password/check', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useCheckResetTokenMutation,
} = authApi;
