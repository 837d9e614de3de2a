import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@fairway/platform/testing';
import { DemoLinkEntry } from './demo-link-entry';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(route: string) {
  renderWithProviders(
    <>
      <DemoLinkEntry />
      <Where />
    </>,
    { route },
  );
}

describe('DemoLinkEntry', () => {
  it('stores the flag and goes to / for the query demo=true', async () => {
    renderAt('/leagues?demo=true');
    expect(await screen.findByText('/', { selector: '[data-testid="where"]' })).toBeInTheDocument();
    expect(window.localStorage.getItem('demoMode')).toBe('true');
  });

  it('stores the flag and goes to / for a path containing /demo', async () => {
    renderAt('/tour/demo');
    expect(await screen.findByText('/', { selector: '[data-testid="where"]' })).toBeInTheDocument();
    expect(window.localStorage.getItem('demoMode')).toBe('true');
  });

  it("leaves a /demo path inside a running tour alone (the demo user's member page)", () => {
    window.localStorage.setItem('demoMode', 'true');
    renderAt('/leagues/l1/members/demo-user');
    expect(screen.getByTestId('where')).toHaveTextContent('/leagues/l1/members/demo-user');
  });

  it('does nothing without a demo link', () => {
    renderAt('/leagues?demo=false');
    expect(screen.getByTestId('where')).toHaveTextContent('/leagues?demo=false');
    expect(window.localStorage.getItem('demoMode')).toBeNull();
  });
});
