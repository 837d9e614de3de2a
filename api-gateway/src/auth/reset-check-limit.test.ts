// Asking whether a reset link is live is rate limited per IP, every request counted: it answers
// whether a token exists, so it must not become a way to try tokens without end.
import express from 'express';
import request from 'supertest';
import { createAuthRateLimits, RATE_LIMIT_MESSAGE } from './rate-limit';

it('answers 429 after three times the limit of checks from one address, successes included', async () => {
  const limits = createAuthRateLimits({ limit: 2 });
  const app = express();
  app.use(express.json());
  app.post('/api/auth/reset-password/check', ...limits.resetCheck, (_req, res) => {
    res.json({ valid: true });
  });
  const check = () => request(app).post('/api/auth/reset-password/check').send({ token: 'abc' });
  for (let i = 0; i < 6; i++) expect((await check()).status).toBe(200);
  const blocked = await check();
  expect([blocked.status, blocked.body]).toEqual([429, { message: RATE_LIMIT_MESSAGE }]);
});
