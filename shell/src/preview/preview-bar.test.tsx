import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '@fairway/platform';
import { renderWithProviders } from '@fairway/platform/testing';
import { recordRemoteBuild, resetRemoteBuilds } from '../remotes/remote-builds';
import { PREVIEW_STORAGE_KEY } from './preview';
import { PreviewBar } from './preview-bar';

const MANIFEST = 'http://localhost:3102/mf-manifest.json';

afterEach(() => {
  resetRemoteBuilds();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('PreviewBar', () => {
  it('names the previewed remote, its origin and, once loaded, its build; Stop preview reloads without it', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ remote: 'leagues', manifestUrl: MANIFEST }));
    renderWithProviders(
      <PreviewBar preview={{ status: 'active', remote: 'leagues', manifestUrl: MANIFEST, origin: 'http://localhost:3102' }} />,
      {
        route: '/leagues?tab=x',
      },
    );
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar).toHaveTextContent('Previewing leagues from http://localhost:3102');
    expect(bar).not.toHaveTextContent('build');
    act(() =>
      recordRemoteBuild({
        name: 'leagues',
        manifestUrl: MANIFEST,
        version: '0.1.0',
        buildLabel: 'preview-2',
        platformRange: '^0.1.0',
        compatible: true,
      }),
    );
    expect(bar).toHaveTextContent('(build preview-2)');

    await userEvent.click(screen.getByRole('button', { name: 'Stop preview' }));
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(go).toHaveBeenCalledWith(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  });

  it('shows a refused preview until dismissed', async () => {
    renderWithProviders(
      <PreviewBar preview={{ status: 'refused', message: 'Preview refused: https://evil.example is not an allowed preview origin.' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('https://evil.example is not an allowed preview origin');
    expect(screen.queryByRole('button', { name: 'Stop preview' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing without a preview', () => {
    renderWithProviders(<PreviewBar preview={{ status: 'none' }} />);
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
