import pino, { type Logger } from 'pino';

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

// One stdout destination per process, written asynchronously: every API request logs a line in
// the gateway and one in its service, and synchronous writes made those write syscalls a large
// share of a request's CPU (issue 13's profile). Lines written while a write is in flight go out
// together; nothing is held back at rest; pino flushes what is pending when the process exits
// (logger.test.ts).
let destination: ReturnType<typeof pino.destination> | null = null;
function stdoutDestination() {
  destination ??= pino.destination({ dest: 1, sync: false });
  return destination;
}

/** JSON logs (pino). Each server makes one with its name; requests get a child with the request id. */
export function createLogger(name: string, level = defaultLevel()): Logger {
  return pino({ name, level, base: { service: name } }, stdoutDestination());
}

/** Shared process logger for code outside a request (start-up, shutdown, jobs). */
export const logger = createLogger(process.env.SERVICE_NAME ?? 'fairway');

export type { Logger };
