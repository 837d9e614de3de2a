import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@fairway/platform/testing';
import { SIGNED_IN_USER, stubApi } from '../shell-test-helpers';
import { AppLayout } from './app-layout';

describe('AppLayout', () => {
  it('keeps the page mounted when the signed-in user finishes loading', async () => {
    stubApi(SIGNED_IN_USER);
    const mounts = jest.fn();
    function Page() {
      useEffect(() => mounts(), []);
      return <p>page content</p>;
    }
    renderWithProviders(
      <AppLayout>
        <Page />
      </AppLayout>,
    );
    expect(await screen.findByRole('link', { name: 'Fairway Leagues' })).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('shows no header to a signed-out visitor', async () => {
    stubApi(null);
    renderWithProviders(
      <AppLayout>
        <p>landing</p>
      </AppLayout>,
    );
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
