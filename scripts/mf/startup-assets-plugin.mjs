import fs from 'node:fs';
import path from 'node:path';
import { SHARED_LIBRARIES } from './shared-deps.mjs';

// Writes the shell's dist/startup-assets.json: the JS files every page needs after main.js, i.e.
// the "bootstrap" chunk group (shell/src/index.ts) and the chunks of the shared singletons the
// shell provides (from its mf-manifest.json). Not the other shared libraries (zod, forms): only
// forms need them, and they load with those. The shell's server preloads them with the page
// (web-server/src/preload-links.ts): they download beside main.js instead of after it runs.
export class StartupAssetsPlugin {
  constructor({ chunkGroup = 'bootstrap' } = {}) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.done.tap('StartupAssetsPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunkGroups: true });
      const group = json.namedChunkGroups?.[this.chunkGroup];
      if (!group) throw new Error(`StartupAssetsPlugin: no chunk group named "${this.chunkGroup}"`);
      const outDir = compiler.options.output.path;
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
      const files = new Set(group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')));
      for (const shared of manifest.shared ?? []) {
        if (!SHARED_LIBRARIES.includes(shared.name)) for (const file of shared.assets.js.sync) files.add(file);
      }
      fs.writeFileSync(path.join(outDir, 'startup-assets.json'), `${JSON.stringify({ scripts: [...files] }, null, 1)}\n`);
    });
  }
}
