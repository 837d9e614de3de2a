// @fairway/platform: the front-end platform, shared as a singleton by the shell and remotes.
// Remotes take from here only what the oldest shell in the skew window provides; helpers with no
// shared state they take from ./state-free.ts, bundled (docs/compatibility.md).
export { api, TAG_TYPES } from './api/api';
export { baseQuery, CURRENT_USER_ENDPOINT, type RequestArgs } from './api/base-query';
export { errorText, isApiError, isUnauthorized, type ApiError } from './api/api-error';
export { failureToast } from './api/failure-toast';
export { runUserAction } from './api/user-action';
export { redirectToLogin, LOGIN_URL, LOGIN_REDIRECT_DELAY_MS } from './api/unauthorized';
export { announceUnavailable, UNAVAILABLE_TITLE } from './api/unavailable';
export {
  sharedApi,
  MEMBERSHIP_TAGS,
  useGetMyLeaguesQuery,
  useGetAvailableLeaguesQuery,
  useGetLeagueQuery,
  useGetLeagueCoursesQuery,
  useGetLeagueMembersQuery,
  useGetMemberQuery,
  useGetMemberRoundsInfiniteQuery,
  useLeaveLeagueMutation,
  useLogoutMutation,
  useUpdateProfileMutation,
  type MemberRef,
} from './api/shared-endpoints';
export {
  notificationApi,
  useGetNotificationsInfiniteQuery,
  useMarkNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  browserTimeZone,
} from './api/notification-endpoints';
export { useLogout, type LogoutFailureText } from './session/use-logout';
export { pendingInvitation, rememberInvitation, takeInvitationTarget, type PendingInvitation } from './session/pending-invitation';
export { useCurrentUser, settleCurrentUser, startSignedOut, currentUserApi, type CurrentUserState } from './api/current-user';
export { toast, dismissToast, getToasts, type ToastInput, type ToastVariant } from './toast/toast-store';
export { Toaster } from './toast/toaster';
export { isDemoMode, enterDemo, exitDemo, storeDemoFlag, useDemoMode, DEMO_STORAGE_KEY } from './demo/demo-flag';
export { zodValidate } from './forms/zod-validate';
export { shownError, type FieldErrorMeta } from './forms/shown-error';
export { RemoteModule, RemoteFallback, type RemoteModuleProps } from './remotes/remote-module';
export { useLoadAfterPaint } from './remotes/use-load-after-paint';
export type {
  ExposedModules,
  ExposedProps,
  HostedDialogProps,
  LogRoundDialogProps,
  ModuleName,
  NoProps,
  PropFreeModule,
  RemoteExposes,
  RemoteMeta,
  RemoteName,
} from './remotes/exposed-modules';
export {
  setRemoteLoader,
  loadRemoteModule,
  RemoteLoadError,
  REMOTE_LOAD_TIMEOUT_MS,
  type RemoteLoader,
  type ExposedModule,
} from './remotes/remote-loader';
export {
  createAppStore,
  rootReducer,
  useAppDispatch,
  useAppSelector,
  type AppStore,
  type AppDispatch,
  type RootState,
} from './store/create-app-store';
export { PlatformProviders } from './platform-providers';
export { renderStandalonePage } from './standalone-page';
export { browserNavigation } from './browser-navigation';
export { clearOfflineData, API_CACHE_NAME } from './offline/offline-data';
export { isNetworkFailure, isRefusalStatus, isRetryableStatus, NO_ANSWER_STATUS } from './api/network-failure';
export {
  OUTBOX_DATABASE,
  OUTBOX_STORE,
  removeFromQueue as discardQueuedRound,
  type QueuedRound,
  type SendOutcome,
} from './offline/round-queue';
export { submitRound, type RoundSubmission } from './offline/submit-round';
export { useQueuedRounds, useRoundQueueRunner } from './offline/use-round-queue';
export { ROUND_WRITE_TAGS } from './offline/round-write-tags';
