import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

// One stdout destination per process. JSON (the default, for production and containers) is
// written asynchronously: every API request logs a line in the gateway and one in its service, and
// synchronous writes made those syscalls a large share of a request's CPU. Lines written while a
// write is in flight go out together; pino flushes what is pending when the process exits
// (logger.test.ts). LOG_FORMAT=pretty (what `npm start` sets for a terminal) prints readable,
// coloured lines for a person instead, written synchronously so none is lost on exit.
let destination: DestinationStream | null = null;
function stdoutDestination(): DestinationStream {
  destination ??=
    process.env.LOG_FORMAT === 'pretty'
      ? pretty({ destination: 1, sync: true, colorize: true, ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss' })
      : pino.destination({ dest: 1, sync: false });
  return destination;
}

/** Logs of one server (pino). Each server makes one with its name; requests get a child with the request id. */
export function createLogger(name: string, level = defaultLevel()): Logger {
  return pino({ name, level, base: { service: name } }, stdoutDestination());
}

/** Shared process logger for code outside a request (start-up, shutdown, jobs). */
export const logger = createLogger(process.env.SERVICE_NAME ?? 'fairway');

export type { Logger };
