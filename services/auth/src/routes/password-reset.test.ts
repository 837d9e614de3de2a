import { checkPassword } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailMessage } from '@fairway/kit';
import { countQueries, createTestDatabase, createTestUser, signedRequest, TEST_PASSWORD, type TestDatabase } from '@fairway/kit/testing';
import { passwordResetRoutes, RESET_LINK_SENT } from './password-reset';
import { hashResetToken } from '../domain/reset-token';
import { RESET_REFUSED } from '@fairway/contracts';

let db: TestDatabase;
let app: ReturnType<typeof createServiceApp>;
let outbox: MailMessage[] = [];
let delivered: () => void = () => {};

beforeAll(async () => {
  process.env.BCRYPT_ROUNDS = '4';
  db = await createTestDatabase();
  const sendMail = async (message: MailMessage) => {
    outbox.push(message);
    delivered();
    return { messageId: `m${outbox.length}` };
  };
  app = createServiceApp({
    name: 'auth-test',
    db,
    routes: passwordResetRoutes({
      db,
      publicUrl: 'http://shell.test:3000',
      outbox: createMailOutbox(db, { send: sendMail, logger: createLogger('test', 'silent') }),
      // Well after the answer, so that the statements counted below are the request's own.
      workDelayMs: () => 300,
    }),
  });
});
afterAll(() => db.drop());
beforeEach(() => {
  outbox = [];
});

const anonymous = () => signedRequest(app, null);
const nextMail = () => new Promise<void>((resolve) => (delivered = resolve));

async function requestLink(email: string): Promise<string> {
  const mailed = nextMail();
  const res = await anonymous().post('/api/auth/forgot-password').send({ email });
  expect(res.status).toBe(200);
  await mailed;
  const link = outbox.at(-1)!.text.match(/http:\/\/\S+/)![0];
  return new URL(link).searchParams.get('token')!;
}

const reset = (token: string, password = 'reset-pass', confirm = password) =>
  anonymous().post('/api/auth/reset-password').send({ token, newPassword: password, confirmPassword: confirm });

describe('POST /api/auth/forgot-password', () => {
  it('mails a link to /reset-password on the public URL and stores only a hash of its token', async () => {
    const user = await createTestUser(db);
    const token = await requestLink(user.email.toUpperCase());
    const mail = outbox[0];
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(`http://shell.test:3000/reset-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await db.models.PasswordResetToken.findAll({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(Math.abs(ttl - 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it('answers before looking the address up: the same statements whether or not it has an account', async () => {
    const known = await createTestUser(db);
    const ask = (email: string) => anonymous().post('/api/auth/forgot-password').send({ email }).expect(200);
    const mailed = nextMail();
    const forKnown = await countQueries(db, () => ask(known.email));
    const forUnknown = await countQueries(db, () => ask(`nobody.${known.id}@example.test`));
    // Only the signature's nonce, for both; the lookup, token and mail come after the answer.
    expect([forKnown, forUnknown]).toEqual([1, 1]);
    await mailed;
    expect(outbox.map((mail) => mail.to)).toEqual([known.email]);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const known = await createTestUser(db);
    const mailed = nextMail();
    const a = await anonymous().post('/api/auth/forgot-password').send({ email: known.email });
    await mailed;
    const tokensBefore = await db.models.PasswordResetToken.count();
    const b = await anonymous().post('/api/auth/forgot-password').send({ email: 'nobody@example.test' });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(b.body).toEqual({ message: RESET_LINK_SENT });
    expect(outbox).toHaveLength(1);
    expect(await db.models.PasswordResetToken.count()).toBe(tokensBefore);
  });

  it('answers 400 for a bad email, a missing one and malformed JSON', async () => {
    for (const body of [{ email: 'x@' }, {}, { email: ['a@b.co'] }]) {
      const res = await anonymous().post('/api/auth/forgot-password').send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.email).toBe('Please enter a valid email address');
    }
    const bad = await anonymous().post('/api/auth/forgot-password').set('content-type', 'application/json').send('{');
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/auth/reset-password/check', () => {
  const check = (token: unknown) => anonymous().post('/api/auth/reset-password/check').send({ token });

  it('accepts a link that can still set a password, and changes nothing', async () => {
    const user = await createTestUser(db);
    const token = await requestLink(user.email);
    const res = await check(token);
    expect([res.status, res.body]).toEqual([200, { valid: true }]);
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a used, an expired and an unknown link with the reset message', async () => {
    const user = await createTestUser(db);
    const used = await requestLink(user.email);
    expect((await reset(used)).status).toBe(200);
    const expired = await requestLink(user.email);
    await db.models.PasswordResetToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { tokenHash: hashResetToken(expired) } },
    );
    for (const token of [used, expired, 'made-up-token-that-was-never-issued']) {
      const res = await check(token);
      expect([res.status, res.body.message]).toEqual([400, RESET_REFUSED]);
    }
    const missing = await check('');
    expect([missing.status, missing.body.message]).toEqual([400, 'Reset token is required']);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once; the same link is refused afterwards', async () => {
    const user = await createTestUser(db);
    const token = await requestLink(user.email);
    const first = await reset(token, 'after-reset');
    expect(first.status).toBe(200);
    // The gateway ends this account's sessions from it (and never relays it).
    expect(first.headers['x-fairway-password-reset-user']).toBe(user.id);
    await user.reload();
    expect(await checkPassword('after-reset', user.passwordHash)).toBe(true);

    const again = await reset(token, 'third-pass');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_REFUSED);
    await user.reload();
    expect(await checkPassword('after-reset', user.passwordHash)).toBe(true);
  });

  it('spends every other pending link of the user too', async () => {
    const user = await createTestUser(db);
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older)).status).toBe(400);
  });

  it('refuses an expired token and keeps the password', async () => {
    const user = await createTestUser(db);
    const token = await requestLink(user.email);
    await db.models.PasswordResetToken.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { tokenHash: hashResetToken(token) } });
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RESET_REFUSED);
    await user.reload();
    expect(await checkPassword(TEST_PASSWORD, user.passwordHash)).toBe(true);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('made-up-token-that-was-never-issued');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RESET_REFUSED);
  });

  it.each([
    [{ token: '' }, 'token', 'Reset token is required'],
    [{ token: undefined }, 'token', 'Reset token is required'],
    [{ newPassword: '12345', confirmPassword: '12345' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'not-the-same' }, 'confirmPassword', "Passwords don't match"],
  ])('answers 400 for %j without spending the token', async (change, field, message) => {
    const user = await createTestUser(db);
    const token = await requestLink(user.email);
    const res = await anonymous()
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'reset-pass', confirmPassword: 'reset-pass', ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const row = await db.models.PasswordResetToken.findOne({ where: { tokenHash: hashResetToken(token) } });
    expect(row!.used).toBe(false);
  });
});
