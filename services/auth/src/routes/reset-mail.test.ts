// The whole reset journey with the real mailer: a real SMTP receiver gets the message, and the
// link in it (as a mail client would decode it) resets the password once.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { checkPassword } from '@fairway/data';
import { createLogger } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import { createApp } from '../app';

let db: TestDatabase;
let smtp: SMTPServer;
const inbox: string[] = [];
const savedSmtpUrl = process.env.SMTP_URL;

beforeAll(async () => {
  process.env.BCRYPT_ROUNDS = '4';
  db = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        inbox.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}/?ignoreTLS=true`;
});

afterAll(async () => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.drop();
});

/** What a mail client shows: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

it('mails a working single-use link over SMTP', async () => {
  const app = createApp(db, { appUrl: 'https://golf.example.org', logger: createLogger('test', 'silent') });
  const user = await createTestUser(db, { firstName: 'Robin' });

  const asked = await signedRequest(app, null).post('/api/auth/forgot-password').send({ email: user.email });
  expect(asked.status).toBe(200);
  const deadline = Date.now() + 5000;
  while (inbox.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  expect(inbox).toHaveLength(1);

  const message = decoded(inbox[0]);
  expect(message).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
  expect(message).toContain('Subject: Reset your Fairway Leagues password');
  expect(message).toContain('Hi Robin,');
  const link = message.match(/https:\/\/golf\.example\.org\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  const token = new URL(link!).searchParams.get('token')!;

  const reset = () =>
    signedRequest(app, null).post('/api/auth/reset-password').send({ token, newPassword: 'from-email', confirmPassword: 'from-email' });
  expect((await reset()).status).toBe(200);
  await user.reload();
  expect(await checkPassword('from-email', user.passwordHash)).toBe(true);
  expect((await reset()).status).toBe(400);
});
