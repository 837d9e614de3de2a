import type { Server } from 'node:http';
import type { Express } from 'express';
import { logger as defaultLogger, type Logger } from './logger';

/** An idle keep-alive connection stays open this long. It must exceed the idle timeout of
 * anything that keeps connections to this server (the gateway's upstream agent: 30 s; Node's
 * fetch: 4 s; the shell's proxy: 5 s; a load balancer or nginx in front: commonly 60 s), so the
 * client side always closes first and never sends a request on a socket being closed here. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node requires headersTimeout above keepAliveTimeout (else a slow request on a reused socket is cut). */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

export interface StartServerOptions {
  port: number;
  name: string;
  /** Interface to listen on; 127.0.0.1 when not given (containers pass HOST=0.0.0.0). */
  host?: string;
  /** Runs after the server stopped accepting requests (close the database, Redis...). */
  onClose?: () => Promise<void> | void;
  logger?: Logger;
  /** Install SIGTERM/SIGINT handlers (off in tests, where the caller stops the server). */
  handleSignals?: boolean;
  /** In-flight requests get this long to finish before connections are cut. */
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens, and on SIGTERM/SIGINT stops accepting, lets in-flight requests finish, runs onClose, exits. */
export function startServer(app: Express, options: StartServerOptions): Promise<RunningServer> {
  const log = options.logger ?? defaultLogger;
  const timeout = options.shutdownTimeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    // Loopback unless told otherwise: the services trust the network only as far as the signature.
    const server = app.listen(options.port, options.host ?? '127.0.0.1');
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      let closing: Promise<void> | null = null;
      const close = () => {
        closing ??= (async () => {
          const stopped = new Promise<void>((done) => server.close(() => done()));
          server.closeIdleConnections();
          const force = setTimeout(() => server.closeAllConnections(), timeout);
          await stopped;
          clearTimeout(force);
          await options.onClose?.();
        })();
        return closing;
      };
      if (options.handleSignals ?? true) {
        const onSignal = (signal: NodeJS.Signals | 'supervisor gone') => {
          // Ctrl-C in a terminal can deliver SIGINT and a supervisor's SIGTERM: shut down once.
          if (closing) return;
          log.info({ signal }, `${options.name} shutting down`);
          close().then(
            () => process.exit(0),
            (error) => {
              log.error({ err: error }, 'error during shutdown');
              process.exit(1);
            },
          );
        };
        process.once('SIGTERM', onSignal);
        process.once('SIGINT', onSignal);
        // Started by the supervisor (scripts/system.mjs) over an IPC channel: when it dies, even
        // by SIGKILL, the channel closes and this server stops instead of living on as an orphan.
        if (process.connected) process.once('disconnect', () => onSignal('supervisor gone'));
      }
      const host = typeof address === 'object' && address ? address.address : (options.host ?? '127.0.0.1');
      log.info({ port, host }, `${options.name} listening on ${host}:${port}`);
      resolve({ server, port, url: `http://127.0.0.1:${port}`, close });
    });
  });
}
