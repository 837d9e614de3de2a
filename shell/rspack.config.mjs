import path from 'node:path';
import { createAppConfig, federationCompatConfig } from '../scripts/mf/create-config.mjs';

// The host: no exposes and no remotes at build time; it reads /remotes.json when it starts.
const shell = createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/runtime-plugins/remote-failures.ts'),
    path.join(import.meta.dirname, 'src/runtime-plugins/shared-versions.ts'),
  ],
});

// Production builds also emit federation-compat.js, for remote entries of earlier releases.
export default shell.mode === 'production' ? [shell, federationCompatConfig({ appDir: import.meta.dirname })] : shell;
