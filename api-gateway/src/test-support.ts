// Helpers for the gateway's own integration tests (not shipped code paths).
import express from 'express';
import type { Database } from '@fairway/data';
import { createServiceApp, createLogger } from '@fairway/kit';
import { startTestServer } from '@fairway/kit/testing';
import { createGatewayApp } from './app';
import { parseGatewayConfig } from './config';
import { createSessionBackend } from './session/sessions';

/** A real kit service whose every route echoes what it received: proves the signature
 * verified (else the kit answers 401), the user id, the request id, the full path and the body. */
export async function startEchoService(name: string, db: Database) {
  const router = express.Router();
  router.all('/{*rest}', (req, res) => {
    // Which upstream connection carried the request, and the Connection header it arrived with.
    res.set('x-echo-upstream-port', String(req.socket.remotePort));
    res.set('x-echo-connection', req.headers.connection ?? '');
    res.json({
      service: name,
      method: req.method,
      path: req.originalUrl,
      userId: req.userId,
      requestId: req.requestId,
      cookie: req.headers.cookie ?? null,
      body: req.body ?? null,
    });
  });
  return startTestServer(createServiceApp({ name, db, routes: router }), name);
}

export async function startGateway(options: { db: Database; env: Record<string, string> }) {
  const config = parseGatewayConfig({ NODE_ENV: 'test', ...options.env });
  const sessions = createSessionBackend({ redisUrl: config.REDIS_URL, db: options.db });
  const app = createGatewayApp({ config, sessions, logger: createLogger('gateway-test') });
  const server = await startTestServer(app, 'gateway');
  return {
    ...server,
    sessions,
    async close() {
      await server.close();
      await sessions.close();
    },
  };
}

/** Minimal cookie jar: the gateway sets one session cookie. */
export function sessionCookie(res: Response): string | null {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('fairway.sid='));
  return setCookie ? setCookie.split(';')[0] : null;
}

/** The session id inside a signed `fairway.sid=s%3A<sid>.<sig>` cookie. */
export function sidOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice('fairway.sid='.length));
  return value.slice(2, value.lastIndexOf('.'));
}
