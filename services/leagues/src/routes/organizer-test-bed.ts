// Shared setup of the organizer tests (organizers, organizer-invitations, next-season): a leagues
// app on the given database, five golfers, a mail outbox written to a folder so a test reads the
// invitation links as the invitee would, and a league of three members (creator, a member to make
// co-organizer, a plain member).
import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayIso, type League as LeagueDto } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type SignedAgent, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';
import { mailOutboxFolder } from './mail-outbox-folder';

export interface OrganizerBed {
  db: TestDatabase;
  app: Express;
  outbox: MailOutbox;
  creator: User;
  coOrganizer: User;
  member: User;
  outsider: User;
  newcomer: User;
  /** A request signed as `user`. */
  as(user: User): SignedAgent;
  /** A league by the creator with the co-organizer-to-be and the member in it (3 members). */
  league(privacy: 'public' | 'invite', extra?: Record<string, unknown>): Promise<LeagueDto>;
}

/** Courses without their tee figures. */
export const namesAndRounds = (courses: Array<{ name: string; rounds: number }>) => courses.map(({ name, rounds }) => ({ name, rounds }));

/** Registers beforeAll/afterAll for one database; the returned object is filled in beforeAll. */
export function organizerBed(dialect: 'mysql' | 'sqlite'): OrganizerBed {
  const bed = {
    as: (user: User) => signedRequest(bed.app, user.id),
    league: (privacy: 'public' | 'invite', extra: Record<string, unknown> = {}) => threeMemberLeague(bed, privacy, extra),
  } as OrganizerBed;
  const folder = mailOutboxFolder('organizers-outbox-');
  beforeAll(async () => {
    folder.open();
    bed.db = await createTestDatabase(dialect);
    bed.outbox = createMailOutbox(bed.db, { logger: createLogger('organizers-test', 'silent') });
    bed.app = createServiceApp({
      name: 'organizers-test',
      db: bed.db,
      routes: routes(bed.db, { appUrl: 'http://golf.test', outbox: bed.outbox }),
    });
    bed.creator = await createTestUser(bed.db, { firstName: 'Cora', lastName: 'Creator' });
    bed.coOrganizer = await createTestUser(bed.db, { firstName: 'Otto', lastName: 'Organizer' });
    bed.member = await createTestUser(bed.db, { firstName: 'Mia', lastName: 'Member' });
    bed.outsider = await createTestUser(bed.db, { firstName: 'Oz', lastName: 'Outside' });
    bed.newcomer = await createTestUser(bed.db, { firstName: 'Nell', lastName: 'New', email: 'nell@example.test' });
  });
  afterAll(async () => {
    await bed.outbox?.stop();
    await bed.db?.drop();
    folder.close();
  });
  return bed;
}

async function threeMemberLeague(bed: OrganizerBed, privacy: 'public' | 'invite', extra: Record<string, unknown>): Promise<LeagueDto> {
  const res = await bed
    .as(bed.creator)
    .post('/api/leagues')
    .send({
      name: 'Tuesday Twilight',
      privacy,
      maxPlayers: privacy === 'public' ? 6 : undefined,
      endDate: addDays(todayIso(), 30),
      courses: [{ name: 'Oak', rounds: 3 }],
      ...extra,
    });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  for (const user of [bed.coOrganizer, bed.member]) {
    await bed.db.models.LeagueMembership.create({ leagueId: id, userId: user.id, joinedAt: new Date() });
  }
  await bed.db.models.League.update({ memberCount: 3 }, { where: { id } });
  return res.body as LeagueDto;
}

/** The token of the last invitation mail to `mailTo` for the league (the link's fragment). */
export function invitationTokenIn(mailTo: string, leagueId: string): string | undefined {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const mails = fs.readdirSync(dir).map((file) =>
    fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
  const tokens = mails
    .filter((mail) => mail.toLowerCase().includes(`to: ${mailTo}`))
    .map((mail) => mail.match(new RegExp(`/leagues/${leagueId}#invitation=([A-Za-z0-9_-]{43})`))?.[1])
    .filter(Boolean);
  return tokens[tokens.length - 1];
}
