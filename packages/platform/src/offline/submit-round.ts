// submitRound as the shared platform has exported it since 0.1.1, for remotes of those releases:
// the submission, and on 'unauthorized' the redirect to sign in. Current remotes call
// sendRoundSubmission (platform/state-free) and redirect themselves.
import { redirectToLogin } from '../api/unauthorized';
import type { SendOutcome } from './round-queue';
import { sendRoundSubmission, type RoundSubmission } from './send-round-submission';

export type { RoundSubmission } from './send-round-submission';

export async function submitRound(submission: RoundSubmission): Promise<SendOutcome> {
  const result = await sendRoundSubmission(submission);
  if (result.outcome === 'unauthorized') redirectToLogin();
  return result;
}
