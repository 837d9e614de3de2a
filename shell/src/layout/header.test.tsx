import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { browserNavigation, getToasts } from '@fairway/platform';
import { http, HttpResponse } from 'msw';
import { apiServer, renderWithProviders } from '@fairway/platform/testing';
import { SIGNED_IN_USER, stubApi } from '../shell-test-helpers';
import { Header } from './header';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderHeader(route: string) {
  return renderWithProviders(
    <>
      <Header />
      <CurrentPath />
    </>,
    { route },
  );
}

// jsdom applies no media queries (the desktop bar stays display:none), so these tests use the
// mobile menu; both call the same logout.
async function chooseLogout() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile navigation' })).getByRole('button', { name: 'Logout' }));
}

afterEach(() => jest.restoreAllMocks());

describe('header and mobile menu', () => {
  it('opens the mobile menu with the spec entries, highlighting the current one', async () => {
    stubApi(SIGNED_IN_USER);
    renderHeader('/leagues/l1');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile navigation' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(['Dashboard', 'Leagues', 'My Leagues', 'Recent Rounds', 'Profile', 'Notifications']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Leagues' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('closes the menu when an entry is chosen and goes there', async () => {
    stubApi(SIGNED_IN_USER);
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile navigation' })).getByRole('link', { name: 'My Leagues' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/leaderboards');
  });

  it("logs out: POST /api/auth/logout, 'Logged out successfully', back to /", async () => {
    stubApi(SIGNED_IN_USER);
    let logout: Request | undefined;
    apiServer.use(
      http.post('/api/auth/logout', ({ request }) => {
        logout = request;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderHeader('/profile');
    await chooseLogout();
    await waitFor(() => expect(getToasts()).toEqual([expect.objectContaining({ title: 'Logged out successfully' })]));
    expect(logout?.credentials).toBe('include');
    // The toast store updates at once, the router's location on React's next render.
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });

  it("shows 'Logout Error' with the server message when logout fails", async () => {
    stubApi(SIGNED_IN_USER, { 'POST /api/auth/logout': { status: 500, body: { message: 'Session store down' } } });
    renderHeader('/profile');
    await chooseLogout();
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ title: 'Logout Error', description: 'Session store down', variant: 'destructive' }),
      ]),
    );
    expect(screen.getByLabelText('current path')).toHaveTextContent('/profile');
  });

  it("falls back to 'Failed to logout' without a server message", async () => {
    stubApi(SIGNED_IN_USER, { 'POST /api/auth/logout': { status: 502 } });
    renderHeader('/profile');
    await chooseLogout();
    await waitFor(() => expect(getToasts()).toEqual([expect.objectContaining({ title: 'Logout Error', description: 'Failed to logout' })]));
  });

  it('in demo mode, Logout leaves the tour instead of calling the server', async () => {
    window.localStorage.setItem('demoMode', 'true');
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    const { calls } = stubApi(SIGNED_IN_USER);
    renderHeader('/profile');
    await chooseLogout();
    expect(window.localStorage.getItem('demoMode')).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
    expect(calls.filter((call) => call.url === '/api/auth/logout')).toEqual([]);
  });
});
