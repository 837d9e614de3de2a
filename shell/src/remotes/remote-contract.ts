import { satisfy } from '@module-federation/enhanced/runtime';
import { recordRemoteBuild, type RemoteBuild } from './remote-builds';

/** What a remote's build writes into `metaData.fairway` of its mf-manifest.json (build-meta.mjs). */
interface FairwayMetaData {
  version?: string;
  buildLabel?: string;
  platformRange?: string | null;
  /** 'bundled': the remote entry brings its own federation runtime (federation-compat.ts). */
  federationRuntime?: string;
}

/** What the shell reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** Build identity and platform range (readRemoteBuild). */
    fairway?: FairwayMetaData;
    buildInfo?: { buildVersion?: string };
  };
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly build: RemoteBuild,
    platformVersion: string,
  ) {
    super(
      `Remote "${build.name}" (${build.buildLabel ?? 'unlabelled build'}) needs @fairway/platform ` +
        `${build.platformRange ?? '(no range declared)'}, this page runs ${platformVersion}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/** Reads the build identity a manifest declares and checks it against the page's platform. */
export function readRemoteBuild(name: string, manifestUrl: string, metaData: unknown, platformVersion: string): RemoteBuild {
  const meta = (metaData ?? {}) as { fairway?: FairwayMetaData; buildInfo?: { buildVersion?: string } };
  const fairway = meta.fairway ?? {};
  const platformRange = typeof fairway.platformRange === 'string' ? fairway.platformRange : null;
  return {
    name,
    manifestUrl,
    version: fairway.version ?? meta.buildInfo?.buildVersion ?? null,
    buildLabel: fairway.buildLabel ?? null,
    platformRange,
    // A remote that declares no range has not signed the contract: it is not mounted.
    compatible: platformRange !== null && satisfy(platformVersion, platformRange),
  };
}

/**
 * Records the build a remote's manifest describes and refuses a remote whose declared platform
 * range this page's @fairway/platform does not satisfy - before its remote entry is registered, so
 * none of its code runs. The refusal reaches RemoteModule as a load error: the contained fallback.
 */
export function checkRemoteContract(name: string, manifestUrl: string, manifest: RemoteManifest, platformVersion: string): void {
  const build = readRemoteBuild(name, manifestUrl, manifest.metaData, platformVersion);
  recordRemoteBuild(build);
  if (!build.compatible) {
    const error = new IncompatibleRemoteError(build, platformVersion);
    console.error(`[federation] ${error.message}; showing its fallback`);
    throw error;
  }
}

/**
 * The URL of the remote entry a manifest describes, as the federation runtime's manifest support
 * resolved it: publicPath 'auto' (or none) is the manifest's own folder. A publicPath computed by
 * code (getPublicPath) is refused: the shell does not evaluate code from a manifest.
 */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const meta = manifest.metaData ?? {};
  if (meta.getPublicPath) throw new Error(`${manifestUrl} computes its publicPath with code (getPublicPath)`);
  const entry = meta.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const base = new URL(!meta.publicPath || meta.publicPath === 'auto' ? '.' : meta.publicPath, manifestUrl);
  return new URL(`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`, base).href;
}
