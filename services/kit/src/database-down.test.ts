// The database goes away under a running service (a PRIVATE MariaDB on its own port, never the
// shared one): requests answer 503 naming it, /readyz says which dependency is down, and the
// service answers again by itself once the database is back.
import express from 'express';
import { openDatabase, type Database } from '@fairway/data';
import { createServiceApp, type RunningServer } from '.';
import { signedHeaders, startTestServer } from './testing';
import { startPrivateMariadb, type PrivateServer } from './testing/private-servers';

jest.setTimeout(120_000);

let mariadb: PrivateServer;
let db: Database;
let server: RunningServer;

beforeAll(async () => {
  mariadb = await startPrivateMariadb();
  db = openDatabase(`${mariadb.url}/fairway_down`);
  await db.migrate();
  const router = express.Router();
  router.get('/api/things', async (_req, res) => {
    res.json({ users: await db.models.User.count() });
  });
  server = await startTestServer(createServiceApp({ name: 'down-test', db, routes: router }));
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  await mariadb?.destroy();
});

const things = () =>
  fetch(`${server.url}/api/things`, { headers: signedHeaders('u1', { method: 'GET', path: '/api/things', service: 'down-test' }) });

it('answers 503 naming the database while it is down, and 200 again once it is back', async () => {
  expect((await things()).status).toBe(200);
  await mariadb.stop();

  const down = await things();
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ message: 'The database is temporarily unavailable' });
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ message: 'The database is temporarily unavailable', checks: { database: 'unavailable' } });

  await mariadb.start();
  // Recovery needs no restart of the service: poll until it answers (the issue allows 10 s).
  const deadline = Date.now() + 10_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await things()).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expect(status).toBe(200);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});
