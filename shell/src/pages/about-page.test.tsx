import { screen, within } from '@testing-library/react';
import { setRemoteLoader } from '@fairway/platform';
import { renderWithProviders } from '@fairway/platform/testing';
import { setPageRemotes } from '../remotes/page-remotes';
import { recordRemoteBuild, recordSharedMismatch, resetRemoteBuilds } from '../remotes/remote-builds';
import { AboutPage } from './about-page';

jest.mock('../build-info', () => ({ SHELL_BUILD: { version: '0.1.0', buildLabel: 'shell-build-3', platformVersion: '0.1.0' } }));

const REMOTES = {
  auth: 'http://localhost:3001/mf-manifest.json',
  leagues: 'http://localhost:3102/mf-manifest.json',
  calendar: 'http://localhost:3004/mf-manifest.json',
};

beforeEach(() => {
  setPageRemotes({
    remotes: REMOTES,
    preview: { status: 'active', remote: 'leagues', manifestUrl: REMOTES.leagues, origin: 'http://localhost:3102' },
    channels: { auth: 'stable', leagues: 'stable', calendar: 'canary' },
    error: null,
  });
  setRemoteLoader(async (remote) => {
    if (remote === 'calendar') throw new Error('Remote "calendar" needs @fairway/platform ^9.0.0');
    return { default: { name: remote, version: '0.1.0', platformRange: '^0.1.0', buildLabel: `${remote}-label` } as never };
  });
  recordRemoteBuild({
    name: 'calendar',
    manifestUrl: REMOTES.calendar,
    version: '0.2.0',
    buildLabel: 'cal-next',
    platformRange: '^9.0.0',
    compatible: false,
  });
});

afterEach(() => {
  setRemoteLoader(null);
  resetRemoteBuilds();
  jest.restoreAllMocks();
});

describe('AboutPage', () => {
  it("lists the shell's build and every remote's version, build label, source and status", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByText('shell-build-3')).toBeInTheDocument();
    expect(screen.getByText('@fairway/platform 0.1.0')).toBeInTheDocument();

    const leagues = screen.getByTestId('remote-leagues');
    expect(await within(leagues).findByText('leagues-label')).toBeInTheDocument();
    expect(leagues).toHaveTextContent('Preview');
    expect(leagues).toHaveTextContent(REMOTES.leagues);
    expect(within(leagues).getByText('Loaded')).toBeInTheDocument();

    const auth = screen.getByTestId('remote-auth');
    expect(await within(auth).findByText('auth-label')).toBeInTheDocument();
    expect(auth).not.toHaveTextContent('Preview');
    expect(within(auth).getByTestId('channel-auth')).toHaveTextContent('Stable');
    // Why each build: the tab's preview wins over the channel; a canary visitor is told so.
    expect(within(leagues).getByTestId('channel-leagues')).toHaveTextContent('Preview');
    expect(screen.getByTestId('channel-calendar')).toHaveTextContent('Canary');

    const calendar = screen.getByTestId('remote-calendar');
    expect(await within(calendar).findByText('Incompatible: needs platform ^9.0.0')).toBeInTheDocument();
    expect(calendar).toHaveTextContent('cal-next');
    expect(calendar).toHaveTextContent('0.2.0');
    expect(screen.getByText(/Every shared singleton satisfies/)).toBeInTheDocument();
  });

  it('lists requiredVersion mismatches', () => {
    recordSharedMismatch({ pkg: 'react', version: '19.3.1', providedBy: 'shell', requiredBy: 'calendar', requiredVersion: '^20.0.0' });
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('list', { name: 'requiredVersion mismatches' })).toHaveTextContent(
      "react 19.3.1 (from shell) does not satisfy calendar's requiredVersion ^20.0.0",
    );
  });
});
