import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordSharedMismatch } from '../remotes/remote-builds';

/**
 * Module Federation runtime plugin: reports a shared singleton whose version (the one copy the
 * page uses) misses an app's declared requiredVersion - in the console and in the diagnostics
 * page. The runtime still uses the singleton (strictVersion is off): one React with a warning
 * beats a broken page. Registered on the shell and, as a global plugin, on every remote's
 * federation instance, since each app resolves its own shared imports.
 */
export function createSharedVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-shared-versions',
    resolveShare(args) {
      const { shareConfig, from } = args.shareInfo;
      const requiredVersion = shareConfig?.requiredVersion;
      if (!shareConfig?.singleton || typeof requiredVersion !== 'string' || !args.version) return args;
      if (satisfy(args.version, requiredVersion)) return args;
      const providedBy = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version]?.from ?? 'unknown';
      const fresh = recordSharedMismatch({ pkg: args.pkgName, version: args.version, providedBy, requiredBy: from, requiredVersion });
      if (fresh) {
        console.error(
          `[federation] shared singleton ${args.pkgName} ${args.version} (from ${providedBy}) does not satisfy ` +
            `${from}'s requiredVersion ${requiredVersion}`,
        );
      }
      return args;
    },
  };
}

/** The build's runtimePlugins entry (shell/rspack.config.mjs) calls the default export. */
export default function sharedVersionsPlugin(): ModuleFederationRuntimePlugin {
  return createSharedVersionsPlugin();
}
