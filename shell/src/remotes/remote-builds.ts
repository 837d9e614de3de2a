// What the page knows about the build of each remote it loaded, and about shared singletons
// whose version misses an app's requiredVersion. Written by the loader's contract check
// (remote-contract.ts) and the runtime plugin runtime-plugins/shared-versions.ts, read by the
// diagnostics page. No imports of shared modules: runtime plugins run before the share scope exists.

export interface RemoteBuild {
  name: string;
  manifestUrl: string;
  /** package.json version of the remote (manifest metaData). */
  version: string | null;
  buildLabel: string | null;
  /** @fairway/platform range the remote declares. */
  platformRange: string | null;
  /** Whether this page's platform version satisfies `platformRange`. */
  compatible: boolean;
}

export interface SharedMismatch {
  pkg: string;
  /** Version the page uses (the singleton), and which app provided it. */
  version: string;
  providedBy: string;
  /** App whose requiredVersion it misses. */
  requiredBy: string;
  requiredVersion: string;
}

type Listener = () => void;

const builds = new Map<string, RemoteBuild>();
const mismatches: SharedMismatch[] = [];
const listeners = new Set<Listener>();
let snapshot: { builds: RemoteBuild[]; mismatches: SharedMismatch[] } = { builds: [], mismatches: [] };

function changed() {
  snapshot = { builds: [...builds.values()], mismatches: [...mismatches] };
  for (const listener of listeners) listener();
}

export function recordRemoteBuild(build: RemoteBuild): void {
  builds.set(build.name, build);
  changed();
}

/** Records a mismatch once per (package, requiring app, provided version). */
export function recordSharedMismatch(mismatch: SharedMismatch): boolean {
  const known = mismatches.some((m) => m.pkg === mismatch.pkg && m.requiredBy === mismatch.requiredBy && m.version === mismatch.version);
  if (known) return false;
  mismatches.push(mismatch);
  changed();
  return true;
}

export function getRemoteBuildsSnapshot() {
  return snapshot;
}

export function subscribeRemoteBuilds(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget everything recorded. */
export function resetRemoteBuilds(): void {
  builds.clear();
  mismatches.length = 0;
  changed();
}
