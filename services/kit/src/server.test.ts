// startServer's idle collection: a server that answered requests and then fell idle collects its
// garbage once (when node exposes gc, as under npm start), and not again until it has served more.
import express from 'express';
import { startServer, type RunningServer } from './server';

const IDLE_MS = 1_000;

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('idle collection', () => {
  const exposed = (globalThis as { gc?: () => void }).gc;
  const gc = jest.fn();
  let running: RunningServer;

  beforeAll(async () => {
    (globalThis as { gc?: () => void }).gc = gc;
    const app = express().get('/ping', (_req, res) => res.send('pong'));
    running = await startServer(app, { port: 0, name: 'idle-gc-test', handleSignals: false, idleCollectMs: IDLE_MS });
  });

  afterAll(async () => {
    await running.close();
    (globalThis as { gc?: () => void }).gc = exposed;
  });

  it('collects once after the last request, and not while idle with nothing served', async () => {
    await sleep(IDLE_MS * 3);
    expect(gc).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) expect(await (await fetch(`${running.url}/ping`)).text()).toBe('pong');
    await sleep(IDLE_MS * 3);
    expect(gc).toHaveBeenCalledTimes(1);
    await sleep(IDLE_MS * 3);
    expect(gc).toHaveBeenCalledTimes(1);
  });
});
