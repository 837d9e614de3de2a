// The leagues API on a throwaway MariaDB database, shared by leagues.test.ts and
// league-membership.test.ts: three golfers (Alice, Bob, Carol) and a mail outbox written to a
// folder, so a test reads an invitation as the invitee would. A test file calls useLeaguesApi()
// first; the bindings below are set by its beforeAll, before any test runs.
import { addDays, todayIso } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';
import { mailOutboxFolder } from './mail-outbox-folder';

export let db: TestDatabase;
export let app: Express;
export let alice: User;
export let bob: User;
export let carol: User;
export let mailOutbox: MailOutbox;
/** The folder the mail outbox writes to. */
export let outbox: string;

/** The database, the app, the golfers and the outbox folder for this file's tests. */
export function useLeaguesApi(): void {
  jest.setTimeout(120_000);
  const folder = mailOutboxFolder('leagues-outbox-');

  beforeAll(async () => {
    outbox = folder.open();
    db = await createTestDatabase();
    mailOutbox = createMailOutbox(db, { logger: createLogger('leagues-test', 'silent') });
    app = createServiceApp({ name: 'leagues-test', db, routes: routes(db, { appUrl: 'http://golf.test', outbox: mailOutbox }) });
    alice = await createTestUser(db, { firstName: 'Alice', lastName: 'Archer', email: 'alice@example.test' });
    bob = await createTestUser(db, { firstName: 'Bob', lastName: 'Birdie', email: 'bob@example.test' });
    carol = await createTestUser(db, { firstName: 'Carol', lastName: 'Chip', email: 'Carol@Example.test' });
  });

  afterAll(async () => {
    await mailOutbox?.stop();
    await db?.drop();
    folder.close();
  });
}

export const as = (user: User | null) => signedRequest(app, user?.id ?? null);

/** A valid Create League body: public, 8 players, two courses, ending in 30 days. */
export const validLeague = () => ({
  name: 'Sunday Swingers',
  description: 'Casual rounds',
  type: 'casual',
  privacy: 'public',
  maxPlayers: 8,
  endDate: addDays(todayIso(), 30),
  courses: [
    { name: 'Pebble Creek', rounds: 2 },
    { name: 'Oak Hills', rounds: 3 },
  ],
  invitedMembers: [],
});
