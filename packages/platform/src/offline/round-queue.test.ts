// The round queue the page and the service worker both run: one key per submission (the same
// content submitted again reuses it), network failures of any shape keep a submission waiting
// with backoff, only a 4xx with a message is a refusal, and entries are sent only for their user.
import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { enqueue, flushQueue, listQueue, OUTBOX_DATABASE, OUTBOX_STORE, removeFromQueue, sendEntry } from './round-queue';

const round = { leagueId: 'l-1', course: 'Oak Hills', date: '2026-05-01', score: 88, notes: null, playedWith: ['b', 'a'] };
const stored = { id: 'r-1', ...round };

type Reply = Response | Error;
function fakeFetch(replies: Reply[]) {
  const calls: Array<{ url: string; method: string; body: Record<string, unknown> }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
    const reply = replies.shift() ?? new Response(JSON.stringify(stored), { status: 200 });
    if (reply instanceof Error) throw reply;
    return reply;
  }) as unknown as typeof fetch;
  return { impl, calls };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => clear(createStore(OUTBOX_DATABASE, OUTBOX_STORE)));

it('the same round submitted again (in any order of partners) is the same submission, with one key', async () => {
  const first = await enqueue({ userId: 'u-1', kind: 'create', round, leagueName: 'Pines' });
  const again = await enqueue({ userId: 'u-1', kind: 'create', round: { ...round, playedWith: ['a', 'b'] }, leagueName: 'Pines' });
  const other = await enqueue({ userId: 'u-1', kind: 'create', round: { ...round, score: 89 }, leagueName: 'Pines' });
  const otherUser = await enqueue({ userId: 'u-2', kind: 'create', round, leagueName: 'Pines' });
  expect(again.id).toBe(first.id);
  expect(first.round.idempotencyKey).toBe(first.id);
  expect(new Set([first.id, other.id, otherUser.id]).size).toBe(3);
});

it('a stored submission is remembered: submitted again, it carries the first key', async () => {
  const entry = await enqueue({ userId: 'u-1', kind: 'create', round, leagueName: 'Pines' });
  const net = fakeFetch([json(201, stored)]);
  expect(await sendEntry(entry, { keepRefused: false, fetchImpl: net.impl })).toEqual({ outcome: 'stored', round: stored });
  expect(await listQueue('u-1')).toEqual([]);
  const again = await enqueue({ userId: 'u-1', kind: 'create', round, leagueName: 'Pines' });
  expect(again.round.idempotencyKey).toBe(entry.id);
});

it.each([
  ['no answer at all', new TypeError('Failed to fetch')],
  ['a timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
  ['a gateway that could not reach the service', json(502, { message: 'Rounds service unavailable' })],
  ['a 503', json(503, { message: 'Database unavailable' })],
  ['too many requests', json(429, { message: 'Too many requests' })],
])('%s keeps the submission waiting, retried later with the same key', async (_name, reply) => {
  const entry = await enqueue({ userId: 'u-1', kind: 'create', round, leagueName: 'Pines' });
  const net = fakeFetch([reply]);
  expect((await sendEntry(entry, { keepRefused: false, fetchImpl: net.impl })).outcome).toBe('waiting');
  const [waiting] = await listQueue('u-1');
  expect([waiting!.status, waiting!.attempts]).toEqual(['waiting', 1]);
  expect(waiting!.nextAttemptAt).toBeGreaterThan(Date.now());
  // Not due yet: a timer's flush leaves it; a forced one (online, focus, start) sends it.
  expect((await flushQueue('u-1', { fetchImpl: net.impl })).stored).toBe(0);
  expect(await flushQueue('u-1', { force: true, fetchImpl: net.impl })).toEqual({ stored: 1, waiting: false, nextAttemptAt: null });
  expect(net.calls.map((call) => call.body.idempotencyKey)).toEqual([entry.id, entry.id]);
});

it('a 4xx with a message is a refusal: kept with the message for the queue, dropped for a live form', async () => {
  const queued = await enqueue({ userId: 'u-1', kind: 'create', round, leagueName: 'Pines' });
  const net = fakeFetch([json(409, { message: 'All 3 rounds completed' })]);
  await flushQueue('u-1', { force: true, fetchImpl: net.impl });
  expect(await listQueue('u-1')).toMatchObject([{ id: queued.id, status: 'refused', message: 'All 3 rounds completed' }]);
  await removeFromQueue(queued.id);

  const live = await enqueue({ userId: 'u-1', kind: 'create', round: { ...round, score: 70 }, leagueName: 'Pines' });
  const refused = await sendEntry(live, {
    keepRefused: false,
    fetchImpl: fakeFetch([json(400, { message: 'Date cannot be in the future' })]).impl,
  });
  expect(refused).toMatchObject({ outcome: 'refused', status: 400, message: 'Date cannot be in the future' });
  expect(await listQueue('u-1')).toEqual([]);
});

it("sends only the given user's submissions, and an edit as a PUT of that round", async () => {
  await enqueue({ userId: 'u-2', kind: 'create', round, leagueName: 'Pines' });
  const edit = await enqueue({
    userId: 'u-1',
    kind: 'edit',
    roundId: 'r-7',
    round: { date: '2026-05-01', score: 80 },
    leagueName: 'Pines',
  });
  const net = fakeFetch([]);
  expect((await flushQueue('u-1', { force: true, fetchImpl: net.impl })).stored).toBe(1);
  expect(net.calls).toEqual([{ url: '/api/rounds/r-7', method: 'PUT', body: { date: '2026-05-01', score: 80, idempotencyKey: edit.id } }]);
  expect(await listQueue('u-2')).toHaveLength(1);
});

it('a 401 leaves the submission waiting for its user to sign in again', async () => {
  await enqueue({ userId: 'u-1', kind: 'create', round, leagueName: 'Pines' });
  const result = await flushQueue('u-1', { force: true, fetchImpl: fakeFetch([json(401, { message: 'Unauthorized' })]).impl });
  expect(result.waiting).toBe(true);
  expect((await listQueue('u-1'))[0]!.status).toBe('waiting');
});
