import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { LandingPage } from './landing-page';

it('shows the hero, the three features and the honor system, with full-page links to sign in and register', () => {
  const { calls } = mockApi({});
  renderWithProviders(<LandingPage />);
  expect(screen.getByText('Fairway Leagues')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'The easiest way to play in a golf league' })).toBeInTheDocument();
  expect(screen.getByText(/Play when it works for you\. No scheduling, no pressure/)).toBeInTheDocument();
  for (const title of ['Create & Join Leagues', 'Track Your Progress', 'Compete & Have Fun', 'Built on the Honor System']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  // Plain anchors (not router links): Sign In and Get Started are full page navigations.
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Sign In' })).not.toHaveAttribute('type');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(calls).toHaveLength(0);
});

it('Take a Tour is a link to the tour entry, so a tap works before the code has loaded', () => {
  mockApi({});
  renderWithProviders(<LandingPage />);
  const tour = screen.getByRole('link', { name: 'Take a Tour' });
  expect(tour).toHaveAttribute('href', '/?demo=true');
  expect(tour).not.toHaveAttribute('type');
});
