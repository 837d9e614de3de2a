// The preview's manifest decides where the Module Federation runtime then loads script from: its
// publicPath, its remoteEntry and every chunk it lists. Checking only the manifest's own URL
// would let an allowed staging server point the runtime at any origin, so every one of those
// must resolve onto an allowed preview origin too, and a getPublicPath expression (code the
// runtime would evaluate) is refused outright.
import { stopPreview, type PreviewOutcome } from './preview';

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: {
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: Array<{ assets?: Assets }>;
  exposes?: Array<{ assets?: Assets }>;
}

function filesOf(assets: Assets | undefined): string[] {
  if (!assets) return [];
  return [...(assets.js?.sync ?? []), ...(assets.js?.async ?? []), ...(assets.css?.sync ?? []), ...(assets.css?.async ?? [])];
}

/** Why the manifest would load code from outside `allowed`, or null when every URL stays inside. */
export function manifestOriginProblem(manifest: unknown, manifestUrl: string, allowed: readonly string[]): string | null {
  if (!manifest || typeof manifest !== 'object') return 'the manifest is not a JSON object';
  const { metaData, shared = [], exposes = [] } = manifest as Manifest;
  if (metaData?.getPublicPath) return 'the manifest computes its publicPath with code (getPublicPath)';
  let base: URL;
  try {
    // 'auto' (or none): files are relative to the manifest itself.
    base = new URL(!metaData?.publicPath || metaData.publicPath === 'auto' ? '.' : metaData.publicPath, manifestUrl);
  } catch {
    return `the publicPath ${String(metaData?.publicPath)} is not a URL`;
  }
  const entry = metaData?.remoteEntry;
  const files = [
    base.href,
    ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []),
    ...[...shared, ...exposes].flatMap((item) => filesOf(item.assets)),
  ];
  for (const file of files) {
    let url: URL;
    try {
      url = new URL(file, base);
    } catch {
      return `${file} is not a URL`;
    }
    if (!['http:', 'https:'].includes(url.protocol) || !allowed.includes(url.origin)) {
      return `it loads ${url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol} which is not an allowed preview origin`;
    }
  }
  return null;
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
