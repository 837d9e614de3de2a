import type { Express } from 'express';
import { startServer, type RunningServer } from '../server';

/** Starts `app` on a random free port of 127.0.0.1; `close()` it in afterAll. */
export function startTestServer(app: Express, name = 'test'): Promise<RunningServer> {
  return startServer(app, { port: 0, host: '127.0.0.1', name, handleSignals: false, shutdownTimeoutMs: 1000 });
}
