import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteBuild, type RemoteBuild } from '../remotes/remote-builds';

/** What a remote's build writes into `metaData.fairway` of its mf-manifest.json (build-meta.mjs). */
interface FairwayMetaData {
  version?: string;
  buildLabel?: string;
  platformRange?: string | null;
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
 * Module Federation runtime plugin of the shell: when a remote's manifest arrives, records the
 * build it describes and refuses a remote whose declared platform range this page's
 * @fairway/platform does not satisfy - before its remote entry is fetched, so none of its code
 * runs. The refusal reaches RemoteModule as a load error: the contained fallback.
 */
export function createRemoteContractPlugin(platformVersion: string): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-remote-contract',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const build = readRemoteBuild(args.moduleInfo.name, args.manifestUrl ?? '', args.manifestJson.metaData, platformVersion);
      recordRemoteBuild(build);
      if (!build.compatible) {
        const error = new IncompatibleRemoteError(build, platformVersion);
        console.error(`[federation] ${error.message}; showing its fallback`);
        throw error;
      }
      return args;
    },
  };
}

export default function remoteContractPlugin(): ModuleFederationRuntimePlugin {
  return createRemoteContractPlugin(__PLATFORM_VERSION__);
}
