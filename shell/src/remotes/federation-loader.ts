import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteLoader } from '@fairway/platform';
import type { RemoteMap } from './remote-map';
import { createSharedVersionsPlugin } from '../runtime-plugins/shared-versions';
import { checkRemoteContract, remoteEntryUrl, type RemoteManifest } from './remote-contract';
import { loadFederationCompat, needsFederationCompat } from './federation-compat';
import { takeRemoteFailure } from './remote-health';

/** A remote's mf-manifest.json (the request a `<link rel="preload" as="fetch">` of it matches). */
async function fetchManifest(manifestUrl: string): Promise<RemoteManifest> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * The loader RemoteModule uses. Nothing is fetched until a route needs a remote: then its manifest
 * (the URL the remote map names), whose declared platform range is checked before the remote is
 * registered with the Module Federation runtime by the URL of its remote entry. The shell reads
 * the manifest itself: the runtime's own manifest support (its snapshot plugin, bytes
 * on every page) is left out of the build (create-config.mjs, disableSnapshot). This module is the
 * shell's only runtime tie to Module Federation: bench/federation-tax builds the same shell with
 * it swapped for static imports.
 */
export function createFederationLoader(map: RemoteMap, platformVersion: string = __PLATFORM_VERSION__): RemoteLoader {
  // Every remote's federation instance is created when its entry loads, after this: as a global
  // plugin the requiredVersion check also sees the shared imports the remotes resolve.
  registerGlobalPlugins([createSharedVersionsPlugin()]);
  const registrations = new Map<string, Promise<void>>();
  const register = (remote: string, manifestUrl: string) => {
    let registration = registrations.get(remote);
    if (!registration) {
      registration = fetchManifest(manifestUrl).then(async (manifest) => {
        checkRemoteContract(remote, manifestUrl, manifest, platformVersion);
        // A remote entry of an earlier release runs on the runtime functions a shell published.
        if (needsFederationCompat(manifest)) await loadFederationCompat();
        // force: a remote registered before (see Retry below) is dropped with its broken state.
        registerRemotes([{ name: remote, entry: remoteEntryUrl(manifest, manifestUrl) }], { force: true });
      });
      registrations.set(remote, registration);
      // A manifest that did not load, or a refused remote, is read again on Retry.
      registration.catch(() => registrations.delete(remote));
    }
    return registration;
  };
  return async (remote, module) => {
    const manifestUrl = map[remote];
    if (!manifestUrl) throw new Error(`No remote "${remote}" in the remote map`);
    // After a failed remote entry or module the runtime keeps the broken state; reading the
    // manifest and registering the remote again drops it so Retry really fetches again. A remote
    // that loaded and only threw while rendering is left alone (re-registering would drop its
    // shared modules).
    if (takeRemoteFailure(remote)) registrations.delete(remote);
    await register(remote, manifestUrl);
    const loaded = await loadRemote<ExposedModule>(`${remote}/${module}`);
    if (!loaded) throw new Error(`${remote}/${module} did not load`);
    return loaded;
  };
}
