import request from 'supertest';
import { createTestDatabase, createTestUser, signedRequest, TEST_PASSWORD, type TestDatabase } from '@fairway/kit/testing';
import type { User } from '@fairway/data';
import { createApp } from '../app';
import { INVALID_CREDENTIALS } from '@fairway/contracts';

let db: TestDatabase;
let user: User;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await createTestDatabase();
  user = await createTestUser(db, { email: 'verify.me@example.test', handicap: 12.4 });
  app = createApp(db);
});
afterAll(() => db.drop());

describe('POST /internal/auth/verify', () => {
  const verify = (body: object) => signedRequest(app, null).post('/internal/auth/verify').send(body);

  it('answers the public user for the right password, whatever the email case', async () => {
    const res = await verify({ email: ' Verify.Me@Example.test ', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: 'verify.me@example.test', handicap: '12.40' });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('answers 401 for a wrong password or an unknown email', async () => {
    for (const body of [
      { email: 'verify.me@example.test', password: 'wrong-password' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
    ]) {
      const res = await verify(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: INVALID_CREDENTIALS });
    }
  });

  it('answers 400 with the spec messages for invalid input', async () => {
    const res = await verify({ email: 'nope', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('is unreachable without the gateway signature', async () => {
    const res = await request(app).post('/internal/auth/verify').send({ email: 'verify.me@example.test', password: TEST_PASSWORD });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in user', async () => {
    const res = await signedRequest(app, user.id).get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect(res.body.handicap).toBe('12.40');
  });

  it('answers 401 when anonymous or when the user no longer exists', async () => {
    expect((await signedRequest(app, null).get('/api/auth/user')).status).toBe(401);
    const gone = await signedRequest(app, '00000000-0000-4000-8000-000000000000').get('/api/auth/user');
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ message: 'Unauthorized' });
  });
});
