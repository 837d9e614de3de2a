// The preview's manifest is held to PREVIEW_ORIGINS for every URL it names (publicPath,
// remoteEntry, chunks): the rule is scripts/mf/manifest-origins.mjs, shared with the release channel.
import { manifestOriginProblem as originProblem } from '../../../scripts/mf/manifest-origins.mjs';
import { stopPreview, type PreviewOutcome } from './preview';

/** Why the manifest would load code from outside `allowed`, or null when every URL stays inside. */
export function manifestOriginProblem(manifest: unknown, manifestUrl: string, allowed: readonly string[]): string | null {
  return originProblem(manifest, manifestUrl, (url) => allowed.includes(url.origin), 'preview');
}

/** Fetches an active preview's manifest and refuses the preview (and forgets it) when the
 * manifest points anywhere off the allowlist or cannot be read. */
export async function verifyPreviewManifest(
  outcome: PreviewOutcome,
  allowed: readonly string[],
  fetchImpl: typeof fetch = fetch,
  win: Window = window,
): Promise<PreviewOutcome> {
  if (outcome.status !== 'active') return outcome;
  let problem: string | null;
  try {
    const response = await fetchImpl(outcome.manifestUrl, { credentials: 'omit' });
    problem = response.ok
      ? manifestOriginProblem(await response.json(), outcome.manifestUrl, allowed)
      : `the manifest answered ${response.status}`;
  } catch {
    problem = 'the manifest could not be read';
  }
  if (!problem) return outcome;
  stopPreview(win);
  const message = `Preview refused: ${problem}. The normal build of ${outcome.remote} is used.`;
  console.warn(`[preview] ${message}`);
  return { status: 'refused', message };
}
