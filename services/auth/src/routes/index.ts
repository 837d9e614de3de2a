import type { Router } from 'express';
import type { Database } from '@fairway/data';
import type { Logger, MailOutbox } from '@fairway/kit';
import { accountRoutes } from './accounts';
import { passwordResetRoutes } from './password-reset';
import { sessionRoutes } from './session';

export interface AuthRouteDeps {
  /** The shell's public origin, for links in emails. */
  publicUrl: string;
  logger: Logger;
  /** Every mail of the service is queued here. */
  outbox: MailOutbox;
}

/** Every router of the auth service, in one place. */
export function routes(db: Database, deps: AuthRouteDeps): Router[] {
  return [sessionRoutes(db), accountRoutes(db, deps), passwordResetRoutes({ db, publicUrl: deps.publicUrl, outbox: deps.outbox })];
}
