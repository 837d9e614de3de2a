import { getRemoteBuildsSnapshot, resetRemoteBuilds } from '../remotes/remote-builds';
import { createRemoteContractPlugin, IncompatibleRemoteError, readRemoteBuild } from './remote-contract';

const URL = 'http://localhost:3004/mf-manifest.json';

function metaData(platformRange: string | null | undefined, buildLabel = 'calendar-build-7') {
  return { buildInfo: { buildVersion: '1.4.0', buildName: 'mfe-calendar' }, fairway: { version: '1.4.0', buildLabel, platformRange } };
}

type Hook = (args: unknown) => unknown;
function snapshotArgs(meta: unknown, from: 'manifest' | 'global' = 'manifest') {
  return {
    options: {},
    moduleInfo: { name: 'calendar', entry: URL },
    manifestJson: { metaData: meta },
    manifestUrl: URL,
    remoteSnapshot: {},
    from,
  };
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

describe('remote contract plugin', () => {
  it('records a compatible remote and lets it load', () => {
    const hook = createRemoteContractPlugin('0.1.0').loadRemoteSnapshot as Hook;
    const args = snapshotArgs(metaData('^0.1.0'));
    expect(hook(args)).toBe(args);
    expect(getRemoteBuildsSnapshot().builds).toEqual([expect.objectContaining({ name: 'calendar', compatible: true })]);
  });

  it('refuses an incompatible remote before its entry loads, and records why', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = createRemoteContractPlugin('0.1.0').loadRemoteSnapshot as Hook;
    expect(() => hook(snapshotArgs(metaData('^9.0.0')))).toThrow(IncompatibleRemoteError);
    expect(() => hook(snapshotArgs(metaData('^9.0.0')))).toThrow(
      'Remote "calendar" (calendar-build-7) needs @fairway/platform ^9.0.0, this page runs 0.1.0',
    );
    expect(getRemoteBuildsSnapshot().builds).toEqual([
      expect.objectContaining({ name: 'calendar', compatible: false, platformRange: '^9.0.0' }),
    ]);
  });

  it('leaves snapshots that do not come from a manifest alone', () => {
    const hook = createRemoteContractPlugin('0.1.0').loadRemoteSnapshot as Hook;
    const args = snapshotArgs(metaData('^9.0.0'), 'global');
    expect(hook(args)).toBe(args);
    expect(getRemoteBuildsSnapshot().builds).toEqual([]);
  });
});
