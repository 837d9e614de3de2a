import fs from 'node:fs';
import path from 'node:path';

// What identifies one build of an app, written into its bundle (DefinePlugin) and, for a remote,
// into the `metaData.fairway` of its mf-manifest.json so the shell can check and show it:
//   version        the app's package.json version
//   buildLabel     BUILD_LABEL at build time (a CI run, a branch); default "<version>+<time>"
//   platformRange  the @fairway/platform versions a remote works with: package.json
//                  "fairway": { "platformRange" }, overridable for one build with PLATFORM_RANGE
//   platformVersion the @fairway/platform version bundled (what the shell provides the page)

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function platformVersionFrom(appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', '@fairway', 'platform', 'package.json');
    if (fs.existsSync(file)) return readJson(file).version;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find @fairway/platform from ${appDir}`);
  }
}

/** @returns {{ name: string, version: string, buildLabel: string, platformRange: string | null, platformVersion: string }} */
export function buildMeta({ appDir, name, env = process.env, now = new Date() }) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const platformRange = env.PLATFORM_RANGE || pkg.fairway?.platformRange || null;
  return {
    name,
    version: pkg.version,
    buildLabel: env.BUILD_LABEL || `${pkg.version}+${now.toISOString().replace(/[-:]|\.\d+/g, '')}`,
    platformRange,
    platformVersion: platformVersionFrom(appDir),
  };
}

/** DefinePlugin values; see types/build-globals.d.ts. */
export function buildMetaDefines(meta) {
  return {
    __BUILD_LABEL__: JSON.stringify(meta.buildLabel),
    __APP_VERSION__: JSON.stringify(meta.version),
    __PLATFORM_RANGE__: JSON.stringify(meta.platformRange ?? '*'),
    __PLATFORM_VERSION__: JSON.stringify(meta.platformVersion),
  };
}

/**
 * What a remote entry built now declares in its manifest as `metaData.fairway.federationRuntime`:
 * it brings its own federation runtime. A manifest without it comes from an earlier release, whose
 * entry runs on runtime functions a shell publishes (scripts/mf/federation-compat.ts).
 */
const OWN_FEDERATION_RUNTIME = 'bundled';

/** `manifest.additionalData` of the Module Federation plugin: adds `metaData.fairway`. */
export function manifestMetaData(meta) {
  return ({ stats }) => {
    stats.metaData.fairway = {
      version: meta.version,
      buildLabel: meta.buildLabel,
      platformRange: meta.platformRange,
      // The shell's: what its server checks a release's platform range against (release-admin.ts).
      platformVersion: meta.platformVersion,
      federationRuntime: OWN_FEDERATION_RUNTIME,
    };
    return stats;
  };
}
