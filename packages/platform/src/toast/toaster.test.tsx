import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { getToasts, toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toast({ title: 'Round Submitted!' });
      toast({ title: 'League Created!', description: 'Your league is ready.' });
    });
    expect(screen.queryByText('Round Submitted!')).not.toBeInTheDocument();
    expect(screen.getByText('League Created!')).toBeInTheDocument();
    expect(screen.getByText('Your league is ready.')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('closes after 5000 ms', () => {
    jest.useFakeTimers();
    renderWithProviders(<Toaster />);
    act(() => void toast({ title: 'Joined League' }));
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.getByText('Joined League')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('Joined League')).not.toBeInTheDocument();
  });

  it('a swipe right of more than 50 px dismisses; a shorter one does not', () => {
    renderWithProviders(<Toaster />);
    act(() => void toast({ title: 'Profile Updated' }));
    const box = screen.getByTestId('toast');
    fireEvent.pointerDown(box, { clientX: 100 });
    fireEvent.pointerMove(box, { clientX: 150 });
    fireEvent.pointerUp(box, { clientX: 150 });
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    fireEvent.pointerDown(box, { clientX: 100 });
    fireEvent.pointerMove(box, { clientX: 140 });
    fireEvent.pointerMove(box, { clientX: 151 });
    fireEvent.pointerUp(box, { clientX: 151 });
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
    // Dismissed toasts linger (closed) until their removal delay, as the spec says.
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Profile Updated', open: false })]);
  });

  it('F8 moves focus to the notifications region, before any toast and after', () => {
    renderWithProviders(<Toaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument(); // Radix is not needed yet
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const list = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('list');
    expect(list).toHaveFocus();
    act(() => list.blur());
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(list).toHaveFocus();
  });

  it('announces destructive toasts assertively and others politely', async () => {
    renderWithProviders(<Toaster />);
    act(() => void toast({ title: 'Login Failed', variant: 'destructive' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Login Failed'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    act(() => void toast({ title: 'Joined League' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Joined League'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});
