// Add Your Weekly Availability, opened from the league calendar.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAGUE_ID } from '../testing/fixtures';
import { day, failNext, loaded, ME, server, slotIn, start } from '../testing/calendar-screen';

describe('Add Your Weekly Availability', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Your Weekly Availability' });
    await within(dialog).findByRole('table', { name: 'Availability grid' });
    // The league's courses arrive with their own request.
    await within(dialog).findByRole('option', { name: 'Oak Hills' });
    return dialog;
  }

  it('offers Any course plus the league courses, toggles pending slots and shows the saved one in green', async () => {
    const user = start();
    const dialog = await openDialog(user);
    const course = within(dialog).getByLabelText('Preferred course');
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any course', 'Pebble Creek', 'Oak Hills']);
    expect(within(dialog).getByRole('button', { name: 'Remove Sunrise on Tuesday, Mar 3, 2026' })).toHaveTextContent('✓');
    const add = within(dialog).getByRole('button', { name: 'Add Morning on Wednesday, Mar 4, 2026' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Done (1)' })).toBeInTheDocument();
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Done (0)' })).toBeInTheDocument();
  });

  it('sends one POST per selected slot in parallel, toasts Availability Added and closes', async () => {
    const user = start();
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Preferred course'), 'Oak Hills');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Walking');
    await user.click(within(dialog).getByRole('button', { name: 'Add Sunrise on Monday, Mar 2, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Evening on Thursday, Mar 5, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Morning on Sunday, Mar 8, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done (3)' }));

    expect(await screen.findByText('Availability Added')).toBeInTheDocument();
    expect(screen.getByText('Your availability for 3 time slots has been added to all your leagues.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = server.calls.filter((c) => c.method === 'POST');
    // Each submission carries a key of its own: a repeat of it (a lost answer) is safe to send.
    const key = expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/);
    expect(posts.map((c) => c.body)).toEqual([
      { date: '2026-03-02', timeSlot: 'early-morning', preferredCourse: 'Oak Hills', notes: 'Walking', idempotencyKey: key },
      { date: '2026-03-05', timeSlot: 'evening', preferredCourse: 'Oak Hills', notes: 'Walking', idempotencyKey: key },
      { date: '2026-03-08', timeSlot: 'morning', preferredCourse: 'Oak Hills', notes: 'Walking', idempotencyKey: key },
    ]);
    expect(new Set(posts.map((c) => (c.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(3);
    // The week refreshes: the new slots are the user's own now.
    await waitFor(() => expect(screen.getAllByText("You're available")).toHaveLength(4));
    expect(within(slotIn('Thursday, Mar 5, 2026', 'Evening 4-7 PM')).getByText('Walking')).toBeInTheDocument();
  });

  it("sends 'Any course' as null and says it was added to all the user's leagues", async () => {
    const user = start([]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Afternoon on Friday, Mar 6, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done (1)' }));
    expect(await screen.findByText('Your availability has been added to all your leagues.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { date: '2026-03-06', timeSlot: 'afternoon', preferredCourse: null, notes: null, idempotencyKey: expect.any(String) },
    ]);
  });

  it('closing clears the selections, and Done with nothing selected just closes', async () => {
    const user = start();
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Sunrise on Monday, Mar 2, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Sunrise on Wednesday, Mar 4, 2026' }));
    expect(within(dialog).getByRole('button', { name: 'Done (2)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Add Sunrise on Monday, Mar 2, 2026' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Done (0)' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('Availability Added')).not.toBeInTheDocument();
  });

  it('navigates weeks inside the dialog and removes a saved slot by clicking it', async () => {
    const user = start();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Next week' }));
    expect(within(dialog).getByText('Week of Mar 9, 2026')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Add Sunrise on Monday, Mar 9, 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Previous week' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Sunrise on Tuesday, Mar 3, 2026' }));
    expect(await screen.findByText('Availability Removed')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Add Sunrise on Tuesday, Mar 3, 2026' })).toBeInTheDocument();
  });

  it("shows the server's message on 'Error', or 'Failed to add availability', and keeps the refused slots selected", async () => {
    const user = start();
    const dialog = await openDialog(user);
    failNext('post', `/api/leagues/${LEAGUE_ID}/calendar/availability`, 409, {
      message: 'You are already available for this time slot',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Sunrise on Monday, Mar 2, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Morning on Monday, Mar 2, 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done (2)' }));
    expect(await screen.findByText('You are already available for this time slot')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // One of the two saved; the refused one stays pending in the open dialog.
    expect(within(dialog).getByRole('button', { name: 'Done (1)' })).toBeInTheDocument();
    expect(server.entries().filter((e) => e.userId === ME && e.date === '2026-03-02')).toHaveLength(1);

    failNext('post', `/api/leagues/${LEAGUE_ID}/calendar/availability`, 500);
    await user.click(within(dialog).getByRole('button', { name: 'Done (1)' }));
    expect(await screen.findByText('Failed to add availability')).toBeInTheDocument();
  });

  it('does not offer the days before today; a saved slot on one can still be removed', async () => {
    const user = start(undefined, '2026-03-04');
    const dialog = await openDialog(user);
    for (const past of ['Monday, Mar 2, 2026', 'Tuesday, Mar 3, 2026']) {
      expect(within(dialog).queryByRole('button', { name: `Add Sunrise on ${past}` })).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText(`Morning on ${past}: past`)).toHaveAttribute('title', 'Past days cannot be booked');
    }
    expect(within(dialog).getByRole('button', { name: 'Remove Sunrise on Tuesday, Mar 3, 2026' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Add Sunrise on Wednesday, Mar 4, 2026' })).toBeEnabled();
    expect(within(dialog).getAllByRole('button', { name: /^Add / })).toHaveLength(5 * 4);
  });

  it("opens on this week from a past week, and a past day's view offers no Add Availability", async () => {
    const user = start(undefined, '2026-03-11');
    await loaded();
    await user.click(within(day('Tuesday, Mar 3, 2026')).getByRole('button', { name: 'Tue Mar 3' }));
    const view = await screen.findByRole('dialog', { name: 'Tuesday, Mar 3, 2026' });
    expect(within(view).queryByRole('button', { name: 'Add Availability' })).not.toBeInTheDocument();
    expect(view).toHaveTextContent('This day has passed: availability can be added for today or a later day.');
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Your Weekly Availability' });
    expect(within(dialog).getByText('Week of Mar 9, 2026')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Add Sunrise on Wednesday, Mar 11, 2026' });
    expect(within(dialog).queryByRole('button', { name: 'Add Sunrise on Tuesday, Mar 10, 2026' })).not.toBeInTheDocument();
  });
});
