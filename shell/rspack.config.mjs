import path from 'node:path';
import { createAppConfig } from '../scripts/mf/create-config.mjs';

// The host: no exposes and no remotes at build time; it reads /remotes.json when it starts.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/runtime-plugins/remote-failures.ts'),
    path.join(import.meta.dirname, 'src/runtime-plugins/shared-versions.ts'),
  ],
});
