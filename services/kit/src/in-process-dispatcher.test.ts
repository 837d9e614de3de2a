// InProcessDispatcher: a kit service app reached without a socket answers as over HTTP (signature
// checked, JSON body read, status, headers and body back), through serviceFetch's handler style
// and through the controller style the gateway's proxy uses; an origin it does not serve fails
// like an unreachable service, and an aborted call leaves the response closed unfinished.
import express from 'express';
import type { Dispatcher } from 'undici';
import { createServiceApp } from './app';
import { signIdentity } from './identity';
import { InProcessDispatcher } from './in-process-dispatcher';
import { serviceFetch } from './service-fetch';
import { describeOnEachDatabase } from './testing';

const SECRET = 'in-process-test-secret-with-enough-entropy-0123456789';

describeOnEachDatabase((t) => {
  let dispatcher: InProcessDispatcher;
  /** The held request's answer, once it arrived; resolves when its response closed. */
  let held: Promise<{ answer: () => void; closed: Promise<boolean> }>;
  let arrived: (value: { answer: () => void; closed: Promise<boolean> }) => void;

  beforeAll(() => {
    held = new Promise((resolve) => (arrived = resolve));
    const router = express.Router();
    router.post('/api/echo', (req, res) => {
      res
        .set('x-echo', 'yes')
        .status(201)
        .json({ userId: req.userId, body: req.body as unknown, ip: req.ip });
    });
    router.get('/api/held', (_req, res) => {
      const closed = new Promise<boolean>((resolve) => res.once('close', () => resolve(res.writableEnded)));
      arrived({ answer: () => res.json({ late: true }), closed });
    });
    const app = createServiceApp({ name: 'echo', db: t.db, routes: router, internalSecret: SECRET });
    dispatcher = new InProcessDispatcher({ 'http://echo.in-process': app });
  });

  it('answers a signed call with its status, headers and JSON body', async () => {
    const answer = await serviceFetch('http://echo.in-process', '/api/echo', {
      service: 'echo',
      body: { hello: 'world' },
      userId: 'user-1',
      secret: SECRET,
      dispatcher,
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-echo')).toBe('yes');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ userId: 'user-1', body: { hello: 'world' }, ip: '127.0.0.1' });
  });

  it('refuses a call signed with another secret, as over HTTP', async () => {
    const answer = await serviceFetch('http://echo.in-process', '/api/echo', {
      service: 'echo',
      body: {},
      secret: 'another-secret-with-enough-entropy-9876543210abcdef',
      dispatcher,
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'Unauthorized' });
  });

  it('fails a call to an origin it does not serve like an unreachable service', async () => {
    await expect(serviceFetch('http://nobody.in-process', '/api/echo', { service: 'echo', secret: SECRET, dispatcher })).rejects.toThrow(
      /no service at http:\/\/nobody\.in-process/,
    );
  });

  it('stops delivering an aborted call, and the app sees its response closed unfinished', async () => {
    const events: string[] = [];
    let abort: (reason: Error) => void = () => undefined;
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart: (controller) => (abort = (reason) => controller.abort(reason)),
      onResponseStart: () => void events.push('start'),
      onResponseData: () => void events.push('data'),
      onResponseEnd: () => void events.push('end'),
      onResponseError: (_controller, error) => void events.push(`error: ${error.message}`),
    };
    const path = '/api/held';
    const headers = signIdentity('user-1', { method: 'GET', path, service: 'echo' }, SECRET);
    dispatcher.dispatch({ origin: 'http://echo.in-process', path, method: 'GET', headers }, handler);
    const request = await held;
    abort(new Error('client left'));
    expect(await request.closed).toBe(false);
    request.answer(); // too late: nothing more reaches the caller
    expect(events).toEqual(['error: client left']);
  });
});
