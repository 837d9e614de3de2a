// The shell's loader reads a remote's manifest itself (the runtime's snapshot plugin is not in the
// build): once per remote, checked before the remote is registered by its remote entry's URL, and
// read again when Retry follows a failure.
import { waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federation-loader';
import { resetRemoteBuilds } from './remote-builds';
import { markRemoteFailed } from './remote-health';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(async (id: string) => ({ id })),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const FIRST = { retry: false };
const MANIFEST_URL = 'https://cdn.example.com/calendar/7/mf-manifest.json';

/** A remote's manifest; `federationRuntime: null` is one of an earlier release (no own runtime). */
function manifest(platformRange: string, federationRuntime: string | null = 'bundled') {
  const fairway = { buildLabel: 'b7', platformRange, ...(federationRuntime ? { federationRuntime } : {}) };
  return { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, fairway } };
}

const compatScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.endsWith('/federation-compat.js'));

let answers: Array<{ status: number; body?: unknown }>;
const fetchMock = jest.fn(async () => {
  const { status, body } = answers.shift() ?? { status: 200, body: manifest('^0.1.0') };
  return { ok: status < 300, status, json: async () => body } as Response;
});

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => resetRemoteBuilds());

it('reads the manifest once and registers the remote by its remote entry', async () => {
  const load = createFederationLoader({ calendar: MANIFEST_URL }, '0.1.0');
  await Promise.all([load('calendar', 'LeagueCalendar', FIRST), load('calendar', 'Opportunities', FIRST)]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'calendar', entry: 'https://cdn.example.com/calendar/7/remoteEntry.js' }], {
    force: true,
  });
  expect(loadRemote).toHaveBeenCalledWith('calendar/LeagueCalendar');
});

it('refuses a remote outside the platform range before registering it, and reads it again on Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = [
    { status: 200, body: manifest('^9.0.0') },
    { status: 200, body: manifest('^0.1.0') },
  ];
  const load = createFederationLoader({ calendar: MANIFEST_URL }, '0.1.0');
  await expect(load('calendar', 'LeagueCalendar', FIRST)).rejects.toThrow('needs @fairway/platform ^9.0.0');
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  await expect(load('calendar', 'LeagueCalendar', FIRST)).resolves.toEqual({ id: 'calendar/LeagueCalendar' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('reads a missing manifest again on Retry', async () => {
  answers = [{ status: 503 }];
  const load = createFederationLoader({ calendar: MANIFEST_URL }, '0.1.0');
  await expect(load('calendar', 'LeagueCalendar', FIRST)).rejects.toThrow(`${MANIFEST_URL} answered 503`);
  await expect(load('calendar', 'LeagueCalendar', FIRST)).resolves.toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('registers a remote again after its entry or module failed to load', async () => {
  const load = createFederationLoader({ calendar: MANIFEST_URL }, '0.1.0');
  await load('calendar', 'LeagueCalendar', FIRST);
  await load('calendar', 'LeagueCalendar', FIRST);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  markRemoteFailed('calendar');
  await load('calendar', 'LeagueCalendar', FIRST);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledTimes(2);
});

it('gives a remote entry of an earlier release the compatibility shim first, once per page', async () => {
  answers = [{ status: 200, body: manifest('^0.1.0', null) }];
  const load = createFederationLoader({ calendar: MANIFEST_URL }, '0.1.0');
  const loading = load('calendar', 'LeagueCalendar', FIRST);
  await waitFor(() => expect(compatScripts()).toHaveLength(1));
  expect(registerRemotes).not.toHaveBeenCalled();
  compatScripts()[0].dispatchEvent(new Event('load'));
  await expect(loading).resolves.toEqual({ id: 'calendar/LeagueCalendar' });
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  // Another remote of that release reuses it.
  answers = [{ status: 200, body: manifest('^0.1.0', null) }];
  await createFederationLoader({ rounds: MANIFEST_URL }, '0.1.0')('rounds', 'Card', FIRST);
  expect(compatScripts()).toHaveLength(1);
});

it('loads no shim for a remote that brings its own federation runtime', async () => {
  const before = compatScripts().length;
  await createFederationLoader({ calendar: MANIFEST_URL }, '0.1.0')('calendar', 'LeagueCalendar', FIRST);
  expect(compatScripts()).toHaveLength(before);
});

it('knows no remote outside the map', async () => {
  await expect(createFederationLoader({}, '0.1.0')('calendar', 'LeagueCalendar', FIRST)).rejects.toThrow('No remote "calendar"');
});
