import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { setRemoteLoader, type RemoteLoader } from './remote-loader';
import { RemoteModule } from './remote-module';

function Greeting({ leagueId }: { leagueId: string }) {
  return <p>Hello {leagueId}</p>;
}

afterEach(() => {
  setRemoteLoader(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RemoteModule', () => {
  it('renders the exposed module with its props', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>().mockResolvedValue({ default: Greeting });
    setRemoteLoader(loader);
    renderWithProviders(<RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" props={{ leagueId: 'Ada' }} />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('calendar', 'LeagueCalendar', { retry: false });
  });

  it('shows the contained fallback when the remote cannot be fetched, and Retry recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValue({ default: Greeting });
    setRemoteLoader(loader);
    renderWithProviders(
      <>
        <p>Shell header</p>
        <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" props={{ leagueId: 'again' }} />
      </>,
    );
    expect(await screen.findByText('Calendar is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Shell header')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('calendar', 'LeagueCalendar', { retry: true });
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failure');
    }
    setRemoteLoader(async () => ({ default: Broken }));
    renderWithProviders(<RemoteModule remote="rounds" module="HandicapCard" label="Your Handicap" />);
    expect(await screen.findByText('Your Handicap is temporarily unavailable')).toBeInTheDocument();
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(() => new Promise(() => undefined));
    renderWithProviders(<RemoteModule remote="leagues" module="LeaguesPage" label="Leagues" />);
    expect(screen.getByLabelText('Loading Leagues')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(15_000));
    expect(screen.getByText('Leagues is temporarily unavailable')).toBeInTheDocument();
  });

  it('shows the fallback when no loader is registered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<RemoteModule remote="auth" module="Landing" label="The home page" />);
    expect(await screen.findByText('The home page is temporarily unavailable')).toBeInTheDocument();
  });
});
