import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteFailed } from '../remotes/remote-health';

/**
 * Module Federation runtime plugin: notes which remote failed (manifest, remote entry or
 * exposed module) so a Retry can drop the runtime's cached state of that remote. It returns
 * nothing, so the error still reaches the RemoteModule, which shows the contained fallback.
 */
export default function remoteFailuresPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-remote-failures',
    errorLoadRemote(args) {
      const name = args.remote?.name ?? String(args.id).split('/')[0];
      markRemoteFailed(name);
      console.warn(`[federation] ${args.lifecycle}: could not load ${args.id}`, args.error);
      return undefined;
    },
  };
}
