// The monolith of bench/federation-tax: the shell's own production configuration
// (scripts/mf/create-config.mjs: same loaders, defines, router facade, HTML page, br/gz twins)
// without Module Federation. Its entry is the shell's bootstrap (an ordinary SPA needs no async
// boundary: there is no share scope to negotiate), and the shell's federation loader is swapped
// for static-loader.ts, which reaches each remote's exposed modules through import(): the remote
// code is bundled with the shell, still one lazy chunk per exposed module.
// Output goes to MF_OUT_DIR, as for the other builds.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createAppConfig } from '../../scripts/mf/create-config.mjs';
import { StartupAssetsPlugin } from '../../scripts/mf/startup-assets-plugin.mjs';

const shell = createAppConfig({ appDir: path.join(import.meta.dirname, '../../shell'), name: 'shell' });

export default {
  ...shell,
  entry: { main: './src/bootstrap.tsx' },
  output: { ...shell.output, uniqueName: 'fairway-monolith' },
  plugins: [
    // The startup-assets list is read from the federation manifest; here the page's own script
    // tags already name everything the first render needs.
    ...shell.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin || plugin instanceof StartupAssetsPlugin)),
    new rspack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]federation-loader$/, path.join(import.meta.dirname, 'static-loader.ts')),
  ],
};
