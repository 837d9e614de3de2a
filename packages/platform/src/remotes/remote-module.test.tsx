import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { setRemoteLoader, type RemoteLoader } from './remote-loader';
import { RemoteModule } from './remote-module';
import { useLoadAfterPaint } from './use-load-after-paint';

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

  it('with startAfter, loads only once that settles and keeps the skeleton meanwhile', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>().mockResolvedValue({ default: Greeting });
    setRemoteLoader(loader);
    let start!: () => void;
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    renderWithProviders(
      <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" startAfter={started} props={{ leagueId: 'later' }} />,
    );
    expect(screen.getByRole('status', { name: 'Loading Calendar' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    await act(async () => start());
    expect(await screen.findByText('Hello later')).toBeInTheDocument();
  });

  it('useLoadAfterPaint loads the regions after the page paints and shows them together', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>().mockResolvedValue({ default: Greeting });
    setRemoteLoader(loader);
    const modules = [
      { remote: 'calendar', module: 'LeagueCalendar' },
      { remote: 'rounds', module: 'HandicapCard' },
    ] as const;
    function Page() {
      const start = useLoadAfterPaint(modules, 60_000);
      return (
        <>
          <h1>Greeting</h1>
          <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" startAfter={start} props={{ leagueId: 'one' }} />
          <RemoteModule remote="rounds" module="HandicapCard" label="Your Handicap" startAfter={start} />
        </>
      );
    }
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { name: 'Greeting' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(await screen.findByText('Hello one')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(loader.mock.calls.map(([remote, module]) => `${remote}/${module}`)).toEqual(['calendar/LeagueCalendar', 'rounds/HandicapCard']);
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
