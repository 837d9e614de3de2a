import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteLoader } from '@fairway/platform';
import type { RemoteMap } from './remote-map';
import { createSharedVersionsPlugin } from '../runtime-plugins/shared-versions';
import { takeRemoteFailure } from './remote-health';

function remotesOf(map: RemoteMap) {
  return Object.entries(map).map(([name, entry]) => ({ name, entry }));
}

/**
 * Registers the remotes of the map with the Module Federation runtime and returns the loader
 * RemoteModule uses. Nothing is fetched here: 'loaded-first' plus lazy loading means a dead
 * remote costs nothing until a route needs it. This module is the shell's only runtime tie to
 * Module Federation: bench/federation-tax builds the same shell with it swapped for static imports.
 */
export function createFederationLoader(map: RemoteMap): RemoteLoader {
  // Every remote's federation instance is created when its entry loads, after this: as a global
  // plugin the requiredVersion check also sees the shared imports the remotes resolve.
  registerGlobalPlugins([createSharedVersionsPlugin()]);
  registerRemotes(remotesOf(map));
  return async (remote, module) => {
    const entry = map[remote];
    if (!entry) throw new Error(`No remote "${remote}" in the remote map`);
    // After a failed fetch the runtime keeps the broken manifest/entry state; registering the
    // remote again with force drops it so Retry really fetches again. A remote that loaded and
    // only threw while rendering is left alone (re-registering would drop its shared modules).
    if (takeRemoteFailure(remote)) registerRemotes([{ name: remote, entry }], { force: true });
    const loaded = await loadRemote<ExposedModule>(`${remote}/${module}`);
    if (!loaded) throw new Error(`${remote}/${module} did not load`);
    return loaded;
  };
}
