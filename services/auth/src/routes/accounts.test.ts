import { EMAIL_CHANGE_NEEDS_PASSWORD, EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from '@fairway/contracts';
import { checkPassword } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, EMAIL_CHANGED_USER_HEADER, type MailMessage } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, TEST_PASSWORD, type TestDatabase } from '@fairway/kit/testing';
import { accountRoutes } from './accounts';

let db: TestDatabase;
let app: ReturnType<typeof createServiceApp>;
const sent: MailMessage[] = [];
/** Mail is sent by the outbox right after the request's transaction commits. */
async function mailTo(address: string): Promise<MailMessage | undefined> {
  for (let i = 0; i < 200 && !sent.some((m) => m.to === address); i += 1) await new Promise((r) => setTimeout(r, 25));
  return sent.find((m) => m.to === address);
}
beforeAll(async () => {
  process.env.BCRYPT_ROUNDS = '4';
  db = await createTestDatabase();
  const outbox = createMailOutbox(db, {
    logger: createLogger('test', 'silent'),
    send: async (m) => (sent.push(m), { messageId: `m${sent.length}` }),
  });
  app = createServiceApp({ name: 'auth-test', db, routes: accountRoutes(db, { outbox }) });
});
afterAll(() => db.drop());

const anonymous = () => signedRequest(app, null);
const userCount = () => db.models.User.count();
const newcomer = (tag: string) => ({
  email: `New.Golfer.${tag}@Example.com`,
  password: 'fairway1',
  firstName: 'Nora',
  lastName: 'Newcomer',
});

describe('POST /api/auth/register', () => {
  it('creates the user, answers 201 with the public user and never the hash', async () => {
    const res = await anonymous().post('/api/auth/register').send(newcomer('a'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'new.golfer.a@example.com',
      firstName: 'Nora',
      lastName: 'Newcomer',
      handicap: '0.00',
      totalRounds: 0,
    });
    expect(typeof res.body.id).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const stored = await db.models.User.findByPk(res.body.id);
    expect(stored!.passwordHash).not.toBe('fairway1');
    expect(await checkPassword('fairway1', stored!.passwordHash)).toBe(true);
  });

  it('refuses an email that exists in another case with 409 and writes nothing', async () => {
    await anonymous().post('/api/auth/register').send(newcomer('b')).expect(201);
    const before = await userCount();
    const res = await anonymous()
      .post('/api/auth/register')
      .send({ ...newcomer('b'), email: 'NEW.GOLFER.B@EXAMPLE.COM' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: EMAIL_TAKEN });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['an empty first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['an empty last name', { lastName: '' }, 'lastName', 'Last name is required'],
    ['a missing first name', { firstName: undefined }, 'firstName', 'First name is required'],
    ['a numeric last name', { lastName: 7 }, 'lastName', 'Last name is required'],
    ['an oversize first name', { firstName: 'x'.repeat(101) }, 'firstName', 'First name is too long'],
    ['an oversize email', { email: `${'x'.repeat(260)}@example.com` }, 'email', 'Email address is too long'],
  ])('answers 400 for %s and writes nothing', async (_name, change, field, message) => {
    const before = await userCount();
    const res = await anonymous()
      .post('/api/auth/register')
      .send({ ...newcomer('c'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for malformed JSON, an empty body and a non-object body, writing nothing', async () => {
    const before = await userCount();
    const bad = await anonymous().post('/api/auth/register').set('content-type', 'application/json').send('{"email": "x@y.z", ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Malformed JSON in request body');
    const empty = await anonymous().post('/api/auth/register');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const array = await anonymous()
      .post('/api/auth/register')
      .send([newcomer('d')]);
    expect(array.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses a body over the 100 kB limit with 400, not a 500, and writes nothing', async () => {
    const before = await userCount();
    const res = await anonymous()
      .post('/api/auth/register')
      .send({ ...newcomer('e'), padding: 'x'.repeat(200_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is too large');
    expect(await userCount()).toBe(before);
  });
});

describe('PATCH /api/auth/profile', () => {
  it('needs a signed-in user', async () => {
    const res = await anonymous().patch('/api/auth/profile').send({ firstName: 'A', lastName: 'B', email: 'a@b.co' });
    expect(res.status).toBe(401);
  });

  it('updates names, email and handicap and returns the handicap as a string', async () => {
    const user = await createTestUser(db);
    const oldEmail = user.email;
    const pending = await db.models.PasswordResetToken.create({
      userId: user.id,
      tokenHash: `pending-${user.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({
        firstName: 'Renamed',
        lastName: 'Player',
        email: `Renamed.${user.id}@Example.com`,
        handicap: '12.4',
        currentPassword: TEST_PASSWORD,
      });
    expect(res.status).toBe(200);
    // The email changed: the gateway is told to end the other sessions; open reset links are
    // spent; the old address hears about it.
    expect(res.headers[EMAIL_CHANGED_USER_HEADER]).toBe(user.id);
    await pending.reload();
    expect(pending.used).toBe(true);
    const notice = await mailTo(oldEmail);
    expect(notice?.subject).toBe('Your Fairway Leagues email address was changed');
    expect(notice?.text).toContain(`renamed.${user.id}@example.com`);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: 'Renamed',
      lastName: 'Player',
      email: `renamed.${user.id}@example.com`,
      handicap: '12.40',
    });
    expect(res.body.passwordHash).toBeUndefined();
    await user.reload();
    expect(user.firstName).toBe('Renamed');
    expect(Number(user.handicap)).toBe(12.4);
  });

  it('refuses an email change without the right current password (400) and changes nothing', async () => {
    const user = await createTestUser(db);
    const profile = { firstName: 'Mallory', lastName: 'Takeover', email: `taken.over.${user.id}@example.test` };
    const missing = await signedRequest(app, user.id).patch('/api/auth/profile').send(profile);
    expect([missing.status, missing.body.message, missing.body.errors]).toEqual([
      400,
      EMAIL_CHANGE_NEEDS_PASSWORD,
      { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD },
    ]);
    const wrong = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({ ...profile, currentPassword: 'not-the-password' });
    expect([wrong.status, wrong.body.message]).toEqual([400, WRONG_CURRENT_PASSWORD]);
    expect(wrong.headers[EMAIL_CHANGED_USER_HEADER]).toBeUndefined();
    await user.reload();
    expect([user.email, user.firstName]).toEqual([user.email, 'Test']);
    expect(user.email).not.toBe(profile.email);
    // Names and handicap alone need no password and end no session.
    const names = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({ ...profile, email: user.email });
    expect(names.status).toBe(200);
    expect(names.headers[EMAIL_CHANGED_USER_HEADER]).toBeUndefined();
  });

  it.each([
    ['+2.1', '-2.10'],
    [-2.1, '-2.10'],
    ['-10', '-10.00'],
  ])('stores the plus handicap %p as negative and answers %p', async (handicap, answered) => {
    const user = await createTestUser(db, { handicap: 18 });
    const res = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({ firstName: 'Plus', lastName: 'Golfer', email: user.email, handicap });
    expect(res.status).toBe(200);
    expect(res.body.handicap).toBe(answered);
    await user.reload();
    expect(Number(user.handicap)).toBe(Number(answered));
  });

  it('keeps the handicap when the field is left empty', async () => {
    const user = await createTestUser(db, { handicap: 18 });
    const res = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({ firstName: 'Same', lastName: 'Handicap', email: user.email, handicap: '' });
    expect(res.status).toBe(200);
    expect(res.body.handicap).toBe('18.00');
  });

  it("refuses another account's email with 409 and changes nothing", async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const res = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({ firstName: 'Taken', lastName: 'Email', email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_TAKEN);
    await user.reload();
    expect(user.firstName).toBe('Test');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ handicap: 54.5 }, 'handicap', 'Handicap must be at most 54'],
    [{ handicap: -11 }, 'handicap', 'A plus handicap can be at most +10'],
    [{ handicap: 'low' }, 'handicap', 'Handicap must be a number'],
  ])('answers 400 for %j and changes nothing', async (change, field, message) => {
    const user = await createTestUser(db);
    const res = await signedRequest(app, user.id)
      .patch('/api/auth/profile')
      .send({ firstName: 'Changed', lastName: 'Name', email: user.email, handicap: 10, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    await user.reload();
    expect(user.firstName).toBe('Test');
    expect(Number(user.handicap)).toBe(0);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (userId: string, body: object) => signedRequest(app, userId).post('/api/auth/change-password').send(body);

  it('changes the password when the current one is right, and spends pending reset links', async () => {
    const user = await createTestUser(db);
    await db.models.PasswordResetToken.create({ userId: user.id, tokenHash: `h-${user.id}`, expiresAt: new Date(Date.now() + 60_000) });
    const res = await change(user.id, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(res.status).toBe(200);
    await user.reload();
    expect(await checkPassword('brand-new', user.passwordHash)).toBe(true);
    const tokens = await db.models.PasswordResetToken.findAll({ where: { userId: user.id } });
    expect(tokens.map((t) => t.used)).toEqual([true]);
  });

  it('refuses a wrong current password with 400 (not 401, which would sign the browser out)', async () => {
    const user = await createTestUser(db);
    const res = await change(user.id, { currentPassword: 'wrong-one', newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WRONG_CURRENT_PASSWORD);
    await user.reload();
    expect(await checkPassword(TEST_PASSWORD, user.passwordHash)).toBe(true);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [{ newPassword: '123', confirmPassword: '123' }, 'newPassword', 'New password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your new password'],
    [{ confirmPassword: 'different' }, 'confirmPassword', "Passwords don't match"],
  ])('answers 400 for %j and keeps the password', async (body, field, message) => {
    const user = await createTestUser(db);
    const res = await change(user.id, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new', confirmPassword: 'brand-new', ...body });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    await user.reload();
    expect(await checkPassword(TEST_PASSWORD, user.passwordHash)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await anonymous()
      .post('/api/auth/change-password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(res.status).toBe(401);
  });
});
