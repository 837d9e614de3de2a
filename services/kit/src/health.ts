import type { Express } from 'express';
import type { Database } from '@fairway/data';
import type { UnansweredRequests } from './unanswered';

export type ReadinessCheck = {
  name: string;
  /** What a person reads when it is down: 'The database', 'The session store (Redis)'. */
  label: string;
  check: () => Promise<unknown>;
};

/** /healthz: the process answers. /readyz: every dependency answers (else 503: `checks` says which
 * failed, `message` names the first); with `unanswered`, its body also counts the requests that
 * went unanswered past their bound (`unanswered: { afterMs, total, now }`), so a stall shows. */
export function mountHealth(app: Express, checks: ReadinessCheck[], unanswered?: UnansweredRequests): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    const results: Record<string, string> = {};
    const failed = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 2500);
          results[name] = 'ok';
          return false;
        } catch (error) {
          results[name] = 'unavailable';
          req.log?.warn({ requestId: req.requestId, err: error, dependency: name }, 'readiness check failed');
          return true;
        }
      }),
    );
    // The first in declared order names the cause (the schema cannot be read without the database).
    const down = checks.find((_, i) => failed[i]);
    const counts = unanswered ? { unanswered: unanswered.counts() } : {};
    if (!down) {
      res.json({ status: 'ok', checks: results, ...counts });
      return;
    }
    res.status(503).json({ status: 'unavailable', message: `${down.label} is temporarily unavailable`, checks: results, ...counts });
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
    label: 'The database schema (migrations pending)',
    check: async () => {
      if (current) return;
      const pending = await db.pendingMigrations();
      if (pending.length > 0) throw new Error(`pending migrations: ${pending.join(', ')}`);
      current = true;
    },
  };
}
