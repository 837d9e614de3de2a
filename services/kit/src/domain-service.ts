// The start-up every domain service shares (auth, leagues, rounds, calendar): read and check the
// configuration, open the database (migrating it outside production), build the app, listen,
// and shut down in order on a signal. Each service's server.ts is one call.
import { servicePort, type ServiceName } from '@fairway/contracts';
import { openDatabase, type Database } from '@fairway/data';
import type { Express } from 'express';
import type { Clock } from './clock';
import { loadConfig, mailConfigShape, serviceConfigShape } from './config';
import { createLogger, type Logger } from './logger';
import { createMailOutbox, type MailOutbox } from './mail-outbox';
import { startServer } from './server';

/** What startDomainService hands a service's createApp. */
export interface DomainAppOptions {
  internalSecret: string;
  logger: Logger;
  /** Mail-sending services only: the shell's public origin for links in mails (APP_URL). */
  appUrl?: string;
  /** Mail-sending services only: the database's mail outbox, sent by this process. */
  outbox?: MailOutbox;
  /** The time for schedules and workers (tests set it; the system clock otherwise). */
  clock?: Clock;
}

export interface DomainServiceOptions {
  /** The service sends mail (reset links, invitations): SMTP_URL and APP_URL are read, and the
   * outbox worker runs in this process, started once listening and stopped on shutdown. */
  sendsMail?: boolean;
  /** Background work of the service (the notifications worker): started once listening, stopped
   * before the database closes. Each must be safe to run in every replica at once. */
  workers?: (db: Database, options: DomainAppOptions) => BackgroundWorker[];
}

export interface BackgroundWorker {
  start(): void;
  stop(): Promise<void>;
}

/** A domain service as a deployment sees it: its name, how its app is made, what runs beside it.
 * Each service exports one (src/service.ts); its server.ts starts it alone (startDomainService),
 * the one-process back end mounts every one in the gateway's process. */
export interface DomainService {
  name: ServiceName;
  createApp: (db: Database, options: DomainAppOptions) => Express;
  options?: DomainServiceOptions;
}

/** One process for one service (compose, Kubernetes, the replica proof). */
export function startDomainService({ name, createApp, options = {} }: DomainService): void {
  const base = serviceConfigShape(servicePort(name));
  const config = options.sendsMail ? loadConfig({ ...base, ...mailConfigShape }) : { ...loadConfig(base), APP_URL: undefined };
  const logger = createLogger(name, config.LOG_LEVEL);

  async function main() {
    const db = openDatabase(config.DATABASE_URL);
    // In production the release's migrate Job applies migrations; /readyz waits for it (schema).
    const applied = config.MIGRATE_ON_START ? await db.migrate() : 'left to the migrate command';
    logger.info({ database: db.description, migrationsApplied: applied }, `${name} service using ${db.description}`);
    const outbox = options.sendsMail ? createMailOutbox(db, { logger }) : undefined;
    const appOptions: DomainAppOptions = { internalSecret: config.INTERNAL_SECRET, logger, appUrl: config.APP_URL, outbox };
    const app = createApp(db, appOptions);
    const workers = options.workers?.(db, appOptions) ?? [];
    await startServer(app, {
      port: config.PORT,
      host: config.HOST,
      name: `${name} service`,
      logger,
      onClose: async () => {
        await Promise.all(workers.map((worker) => worker.stop()));
        await outbox?.stop();
        await db.close();
      },
    });
    // Sends queued mail, retries failures, and picks up what a crash left behind.
    outbox?.start();
    for (const worker of workers) worker.start();
  }

  main().catch((error) => {
    logger.fatal({ err: error }, `${name} service failed to start`);
    process.exit(1);
  });
}

/** Every service's app on one database and one mail outbox, for one process: the apps by name,
 * and their background workers (started and stopped by the caller, with the outbox). */
export function mountDomainServices(
  services: DomainService[],
  { db, internalSecret, appUrl, logLevel }: { db: Database; internalSecret: string; appUrl: string; logLevel: string },
): { apps: Map<ServiceName, Express>; workers: BackgroundWorker[]; outbox: MailOutbox } {
  const outbox = createMailOutbox(db, { logger: createLogger('mail', logLevel) });
  const apps = new Map<ServiceName, Express>();
  const workers: BackgroundWorker[] = [];
  for (const { name, createApp, options = {} } of services) {
    const appOptions: DomainAppOptions = {
      internalSecret,
      logger: createLogger(name, logLevel),
      appUrl: options.sendsMail ? appUrl : undefined,
      outbox: options.sendsMail ? outbox : undefined,
    };
    apps.set(name, createApp(db, appOptions));
    workers.push(...(options.workers?.(db, appOptions) ?? []));
  }
  return { apps, workers, outbox };
}
