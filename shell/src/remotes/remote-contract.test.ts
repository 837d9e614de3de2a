import { getRemoteBuildsSnapshot, resetRemoteBuilds } from './remote-builds';
import { checkRemoteContract, IncompatibleRemoteError, readRemoteBuild, remoteEntryUrl } from './remote-contract';

const URL = 'http://localhost:3004/mf-manifest.json';

function metaData(platformRange: string | null | undefined, buildLabel = 'calendar-build-7') {
  return { buildInfo: { buildVersion: '1.4.0', buildName: 'mfe-calendar' }, fairway: { version: '1.4.0', buildLabel, platformRange } };
}

afterEach(() => {
  resetRemoteBuilds();
  jest.restoreAllMocks();
});

describe('readRemoteBuild', () => {
  it('reads version, build label and platform range from the manifest metaData', () => {
    expect(readRemoteBuild('calendar', URL, metaData('^0.1.0'), '0.1.3')).toEqual({
      name: 'calendar',
      manifestUrl: URL,
      version: '1.4.0',
      buildLabel: 'calendar-build-7',
      platformRange: '^0.1.0',
      compatible: true,
    });
  });

  it.each([
    ['^0.1.0', '0.2.0', false],
    ['^1.0.0', '1.9.2', true],
    ['>=0.1.0 <0.3.0', '0.2.5', true],
    ['^2.0.0', '0.1.0', false],
  ])('range %s with platform %s -> compatible %s', (range, platform, compatible) => {
    expect(readRemoteBuild('calendar', URL, metaData(range), platform).compatible).toBe(compatible);
  });

  it('treats a manifest without a declared range as incompatible', () => {
    expect(readRemoteBuild('calendar', URL, { buildInfo: { buildVersion: '1.0.0' } }, '0.1.0')).toMatchObject({
      version: '1.0.0',
      platformRange: null,
      compatible: false,
    });
  });
});

describe('checkRemoteContract', () => {
  it('records a compatible remote and lets it load', () => {
    expect(() => checkRemoteContract('calendar', URL, { metaData: metaData('^0.1.0') }, '0.1.0')).not.toThrow();
    expect(getRemoteBuildsSnapshot().builds).toEqual([expect.objectContaining({ name: 'calendar', compatible: true })]);
  });

  it('refuses an incompatible remote, and records why', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const check = () => checkRemoteContract('calendar', URL, { metaData: metaData('^9.0.0') }, '0.1.0');
    expect(check).toThrow(IncompatibleRemoteError);
    expect(check).toThrow('Remote "calendar" (calendar-build-7) needs @fairway/platform ^9.0.0, this page runs 0.1.0');
    expect(getRemoteBuildsSnapshot().builds).toEqual([
      expect.objectContaining({ name: 'calendar', compatible: false, platformRange: '^9.0.0' }),
    ]);
  });
});

describe('remoteEntryUrl', () => {
  const entry = { name: 'remoteEntry.js', path: '' };

  it("resolves publicPath 'auto' against the manifest's folder", () => {
    expect(remoteEntryUrl({ metaData: { publicPath: 'auto', remoteEntry: entry } }, URL)).toBe('http://localhost:3004/remoteEntry.js');
    expect(
      remoteEntryUrl({ metaData: { publicPath: 'auto', remoteEntry: entry } }, 'https://cdn.example.com/calendar/7/mf-manifest.json'),
    ).toBe('https://cdn.example.com/calendar/7/remoteEntry.js');
  });

  it('uses a declared publicPath and the entry path', () => {
    const manifest = { metaData: { publicPath: 'https://cdn.example.com/cal/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(remoteEntryUrl(manifest, URL)).toBe('https://cdn.example.com/cal/entry/remoteEntry.js');
  });

  it('refuses a publicPath computed by code and a manifest without an entry', () => {
    expect(() => remoteEntryUrl({ metaData: { getPublicPath: 'return "https://evil.example/"', remoteEntry: entry } }, URL)).toThrow(
      'getPublicPath',
    );
    expect(() => remoteEntryUrl({ metaData: { publicPath: 'auto' } }, URL)).toThrow('names no remote entry');
  });
});
