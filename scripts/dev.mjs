#!/usr/bin/env node
// `npm run dev`: rspack dev servers with hot reload for the shell and the four remotes on their
// usual ports. The back end is not started here; run it with `npm start` or per service.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS } from './mf/apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const children = APPS.map((app) =>
  spawn('npx', ['rspack', 'serve'], {
    cwd: path.join(root, app.dir),
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: 'inherit',
    detached: true,
  }),
);
console.log(`dev servers starting; open http://localhost:${APPS[0].port}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(0);
  });
}
