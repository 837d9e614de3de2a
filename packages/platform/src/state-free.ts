// @fairway/platform/state-free: the platform's helpers that hold no shared state. Not the shared
// singleton (only the exact name '@fairway/platform' is shared, scripts/mf/shared-deps.mjs): each
// app bundles what it uses, so a remote can use them on a shell whose platform predates them
// (docs/compatibility.md, "What a remote takes from the shared platform").
// Rule for every module reachable from here: no relative import of a stateful platform module
// (api, store, current user, toasts), which would give the remote a second copy of it;
// scripts/mf/state-free-modules.test.ts checks the import graph.
export { isNetworkFailure, isRefusalStatus, isRetryableStatus, NO_ANSWER_STATUS } from './api/network-failure';
export { pendingInvitation, rememberInvitation, takeInvitationTarget, type PendingInvitation } from './session/pending-invitation';
export { ROUND_WRITE_TAGS } from './offline/round-write-tags';
export { sendRoundSubmission, type RoundSubmission } from './offline/send-round-submission';
export { listQueue, onQueueChange, removeFromQueue as discardQueuedRound, type QueuedRound, type SendOutcome } from './offline/round-queue';
export { watchQueueList } from './offline/watch-queue-list';
