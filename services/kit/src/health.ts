import type { Express } from 'express';
import type { Database } from '@fairway/data';

export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

/** /healthz: the process answers. /readyz: every dependency answers (503 naming the first that does not). */
export function mountHealth(app: Express, checks: ReadinessCheck[]): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    const results: Record<string, string> = {};
    let ready = true;
    for (const { name, check } of checks) {
      try {
        await withTimeout(check(), 3000);
        results[name] = 'ok';
      } catch (error) {
        ready = false;
        results[name] = 'unavailable';
        req.log?.warn({ err: error, dependency: name }, 'readiness check failed');
      }
    }
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks: results });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]);
}

/** Ready only once the database has every migration this code knows. A server that does not
 * migrate at start (production: the release's migrate Job does) takes no traffic before the Job
 * has run. Once current it stays current for this process, so later probes cost nothing. */
export function schemaReadiness(db: Database): ReadinessCheck {
  let current = false;
  return {
    name: 'schema',
    check: async () => {
      if (current) return;
      const pending = await db.pendingMigrations();
      if (pending.length > 0) throw new Error(`pending migrations: ${pending.join(', ')}`);
      current = true;
    },
  };
}
