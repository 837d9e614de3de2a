// A request that stays unanswered past its bound is never silent: logged with its request id when
// it passes the bound and again when it ends, and counted on /readyz.
import express from 'express';
import pino from 'pino';
import { startTestServer } from './testing';
import { mountHealth } from './health';
import { requestLogging } from './request-id';
import { UnansweredRequests } from './unanswered';

interface Line {
  level: number;
  msg: string;
  requestId?: string;
  elapsedMs?: number;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

function setup(afterMs: number) {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const unanswered = new UnansweredRequests(logger, afterMs, 20);
  const app = express();
  app.use(...requestLogging(logger, 'all', unanswered));
  mountHealth(app, [], unanswered);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async (_req, res) => {
    await released;
    res.json({ ok: true });
  });
  app.get('/fast', (_req, res) => void res.json({ ok: true }));
  return { app, lines, release };
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

it('logs a request still unanswered after the bound with its id, counts it on /readyz, and logs its end', async () => {
  const { app, lines, release } = setup(1000);
  const server = await startTestServer(app);
  try {
    const slow = fetch(`${server.url}/slow`, { headers: { 'x-request-id': 'stalled-1' } });
    expect((await fetch(`${server.url}/fast`)).status).toBe(200);
    await waitFor(() => lines.some((line) => line.msg === 'request unanswered after 1000 ms'));
    const stalled = lines.find((line) => line.msg === 'request unanswered after 1000 ms')!;
    expect(stalled).toMatchObject({ level: 40, requestId: 'stalled-1', req: { method: 'GET', url: '/slow' } });
    expect(stalled.elapsedMs).toBeGreaterThanOrEqual(1000);
    // Only the slow one: the fast request was answered in time.
    expect(lines.filter((line) => /unanswered/.test(line.msg))).toHaveLength(1);
    expect((await (await fetch(`${server.url}/readyz`)).json()).unanswered).toEqual({ afterMs: 1000, total: 1, now: 1 });

    release();
    expect((await slow).status).toBe(200);
    await waitFor(() => lines.some((line) => /^request answered after \d+ ms$/.test(line.msg)));
    expect(lines.find((line) => /^request answered after/.test(line.msg))).toMatchObject({
      requestId: 'stalled-1',
      res: { statusCode: 200 },
    });
    expect((await (await fetch(`${server.url}/readyz`)).json()).unanswered).toEqual({ afterMs: 1000, total: 1, now: 0 });
  } finally {
    release();
    await server.close();
  }
});

it('says so when the client left before an answer came', async () => {
  const { app, lines, release } = setup(100);
  const server = await startTestServer(app);
  try {
    const controller = new AbortController();
    const slow = fetch(`${server.url}/slow`, { headers: { 'x-request-id': 'left-1' }, signal: controller.signal }).catch(() => null);
    await waitFor(() => lines.some((line) => line.msg === 'request unanswered after 100 ms'));
    controller.abort();
    await slow;
    await waitFor(() => lines.some((line) => /^client left after \d+ ms without an answer$/.test(line.msg)));
    expect(lines.find((line) => /^client left/.test(line.msg))).toMatchObject({ requestId: 'left-1' });
  } finally {
    release();
    await server.close();
  }
});
