import pino, { type Logger } from 'pino';

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** JSON logs (pino). Each server makes one with its name; requests get a child with the request id. */
export function createLogger(name: string, level = defaultLevel()): Logger {
  return pino({ name, level, base: { service: name } });
}

/** Shared process logger for code outside a request (start-up, shutdown, jobs). */
export const logger = createLogger(process.env.SERVICE_NAME ?? 'fairway');

export type { Logger };
