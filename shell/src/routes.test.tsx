import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, getToasts, setRemoteLoader } from '@fairway/platform';
import { renderWithProviders } from '@fairway/platform/testing';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routes';
import { SIGNED_IN_USER, stubApi } from './shell-test-helpers';

function Exposed({ label }: { label: string }) {
  return <p>remote:{label}</p>;
}

function renderApp(route: string) {
  return renderWithProviders(
    <AppLayout>
      <AppRoutes />
    </AppLayout>,
    { route },
  );
}

beforeEach(() => {
  // Every exposed module renders its own name, so a test sees which remote module a route mounts.
  setRemoteLoader(async (remote, module) => ({ default: () => <Exposed label={`${remote}/${module}`} /> }));
});

afterEach(() => {
  setRemoteLoader(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('routes', () => {
  it("shows 'Loading...' while the user loads, then mfe-auth's landing page to a signed-out visitor", async () => {
    stubApi(null);
    renderApp('/');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('remote:auth/Landing')).toBeInTheDocument();
  });

  it('greets a signed-in user on the dashboard with the remote widgets', async () => {
    stubApi(SIGNED_IN_USER);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
    for (const widget of ['leagues/MyLeaguesCard', 'leagues/AvailableLeaguesCard', 'rounds/RecentActivityCard', 'rounds/HandicapCard']) {
      expect(await screen.findByText(`remote:${widget}`)).toBeInTheDocument();
    }
  });

  it("falls back to 'Golfer' when the user has no first name", async () => {
    stubApi({ ...SIGNED_IN_USER, firstName: '' });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Golfer!' })).toBeInTheDocument();
  });

  it('opens the log-round and create-league dialogs from the quick actions', async () => {
    stubApi(SIGNED_IN_USER);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Log Score/ }));
    expect(await screen.findByText('remote:rounds/LogRoundDialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /New League/ }));
    expect(await screen.findByText('remote:leagues/CreateLeagueDialog')).toBeInTheDocument();
  });

  it.each([
    ['/leagues', 'leagues/LeaguesPage'],
    ['/leagues/l1', 'leagues/LeagueDashboardPage'],
    ['/leaderboards', 'leagues/LeaderboardsPage'],
    ['/profile', 'rounds/ProfilePage'],
    ['/recent-rounds', 'rounds/RecentRoundsPage'],
    ['/leagues/l1/members/u2', 'rounds/MemberPage'],
    ['/login', 'auth/LoginPage'],
    ['/register', 'auth/RegisterPage'],
  ])('mounts %s from %s for a signed-in user', async (route, module) => {
    stubApi(SIGNED_IN_USER);
    renderApp(route);
    expect(await screen.findByText(`remote:${module}`)).toBeInTheDocument();
  });

  it.each([
    ['/forgot-password', 'auth/ForgotPasswordPage'],
    ['/reset-password?token=abc', 'auth/ResetPasswordPage'],
    ['/login', 'auth/LoginPage'],
  ])('mounts %s from %s for a signed-out visitor', async (route, module) => {
    stubApi(null);
    renderApp(route);
    expect(await screen.findByText(`remote:${module}`)).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a member route to /api/login after the Unauthorized toast', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    stubApi(null);
    renderApp('/profile');
    await waitFor(() => expect(getToasts()).toEqual([expect.objectContaining({ title: 'Unauthorized' })]));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
    expect(screen.queryByText('remote:rounds/ProfilePage')).not.toBeInTheDocument();
  });

  it("shows 'Page Not Found' for any other path", async () => {
    stubApi(null);
    renderApp('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['a signed-out visitor', null],
    ['a signed-in user', SIGNED_IN_USER],
  ])('shows the About this build diagnostics at /about to %s', async (_who, user) => {
    stubApi(user);
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About this build' })).toBeInTheDocument();
  });

  it('links the About page from the footer of signed-in pages', async () => {
    stubApi(SIGNED_IN_USER);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'About this build' })).toHaveAttribute('href', '/about');
  });

  it('hides forgot-password from a signed-in user', async () => {
    stubApi(SIGNED_IN_USER);
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the demo banner with Register in demo mode', async () => {
    window.localStorage.setItem('demoMode', 'true');
    stubApi(null);
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Demo mode' });
    expect(within(banner).getByText('DEMO MODE - REGISTER TO GAIN FULL ACCESS')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    // The tour is signed in as the demo user without any network call.
    expect(await screen.findByRole('heading', { name: 'Welcome back, Demo!' })).toBeInTheDocument();
  });
});
