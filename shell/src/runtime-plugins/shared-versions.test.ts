import { getRemoteBuildsSnapshot, resetRemoteBuilds } from '../remotes/remote-builds';
import { createSharedVersionsPlugin } from './shared-versions';

type Hook = (args: unknown) => unknown;

function resolveArgs({
  version,
  requiredVersion,
  singleton = true,
  from = 'calendar',
}: {
  version: string;
  requiredVersion: string | false;
  singleton?: boolean;
  from?: string;
}) {
  return {
    shareScopeMap: { default: { react: { [version]: { from: 'shell', version } } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { from, shareConfig: { singleton, requiredVersion } },
    GlobalFederation: {},
    resolver: () => undefined,
  };
}

afterEach(() => {
  resetRemoteBuilds();
  jest.restoreAllMocks();
});

describe('shared versions plugin', () => {
  it('reports a singleton that misses an app requiredVersion once, in the console and the diagnostics', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = createSharedVersionsPlugin().resolveShare as Hook;
    const args = resolveArgs({ version: '19.3.1', requiredVersion: '^20.0.0' });
    expect(hook(args)).toBe(args);
    hook(resolveArgs({ version: '19.3.1', requiredVersion: '^20.0.0' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      "[federation] shared singleton react 19.3.1 (from shell) does not satisfy calendar's requiredVersion ^20.0.0",
    );
    expect(getRemoteBuildsSnapshot().mismatches).toEqual([
      { pkg: 'react', version: '19.3.1', providedBy: 'shell', requiredBy: 'calendar', requiredVersion: '^20.0.0' },
    ]);
  });

  it.each([
    ['a satisfied range', { version: '19.3.1', requiredVersion: '^19.2.0' }],
    ['a non-singleton', { version: '19.3.1', requiredVersion: '^20.0.0', singleton: false }],
    ['no requiredVersion', { version: '19.3.1', requiredVersion: false as const }],
  ])('stays quiet for %s', (_case, options) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (createSharedVersionsPlugin().resolveShare as Hook)(resolveArgs(options));
    expect(error).not.toHaveBeenCalled();
    expect(getRemoteBuildsSnapshot().mismatches).toEqual([]);
  });
});
