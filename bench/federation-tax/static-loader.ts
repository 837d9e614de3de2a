// The monolith's stand-in for shell/src/remotes/federation-loader.ts (same export, same
// signature): every remote's exposed modules through the checked import() table
// (scripts/mf/exposed-modules.ts), so each exposed module is still a lazy chunk of its own, as in
// the federated build, but bundled with the shell: no manifests, remote entries or share scope.
import type { ExposedModule, RemoteLoader } from '@fairway/platform';
import { exposedModules } from '../../scripts/mf/exposed-modules';
import type { RemoteMap } from '../../shell/src/remotes/remote-map';

const REMOTES: Record<string, Record<string, () => Promise<unknown>>> = exposedModules;

/** The map is ignored: the remotes are part of this build. */
export function createFederationLoader(_map: RemoteMap): RemoteLoader {
  return async (remote, module) => {
    const load = REMOTES[remote]?.[module];
    if (!load) throw new Error(`No module "${remote}/${module}" in the monolith`);
    return (await load()) as ExposedModule;
  };
}
