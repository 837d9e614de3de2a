import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fairway/platform/testing';
import { Avatar } from './avatar';
import { ConfirmActions, Dialog } from './dialog';
import { RoundSignals } from './round-signals';
import { FormField, TextInput } from './form-field';
import { Select, SelectOptions } from './select';

describe('Avatar', () => {
  it('shows the profile image when there is one, else the initials', () => {
    renderWithProviders(
      <>
        <Avatar user={{ firstName: 'Morgan', lastName: 'Reed', profileImageUrl: '/me.png' }} />
        <Avatar user={{ firstName: ' olive', lastName: 'golfer' }} variant="solid" />
        <Avatar user={{ firstName: null, lastName: null }} />
      </>,
    );
    const [withImage, withName, nameless] = screen.getAllByTestId('avatar');
    expect(withImage.querySelector('img')).toHaveAttribute('src', '/me.png');
    expect(withName).toHaveTextContent(/^OG$/);
    expect(nameless).toHaveTextContent(/^\?$/);
  });
});

describe('Dialog', () => {
  function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
    const [open, setOpen] = useState(false);
    const close = () => {
      onClose();
      setOpen(false);
    };
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
        <button type="button">Elsewhere</button>
        <Dialog open={open} onClose={close} title="Delete Golf Round" description="This cannot be undone.">
          <ConfirmActions onCancel={close} onConfirm={() => undefined} label="Delete" busyLabel="Deleting..." busy={false} />
        </Dialog>
      </>
    );
  }

  it('names itself by its title and description and closes on Escape and on the close button', async () => {
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Golf Round' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('traps focus inside while open and gives it back to the opener on close', async () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus(); // first control, not Close
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // Radix restores focus after unmount
    expect(opener).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<Dialog open={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Tooltip', () => {
  it('shows the personal best hint on keyboard focus and hides it on Escape', async () => {
    renderWithProviders(<RoundSignals personalBest />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Personal best territory' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/More than 8 strokes better/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('FormField', () => {
  it('labels its control and announces the error', () => {
    renderWithProviders(
      <FormField label="Email" error="Please enter a valid email address">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});

describe('SelectOptions', () => {
  it('lists the first choice, then the options, a disabled one unselectable', () => {
    renderWithProviders(
      <FormField label="Course">
        <Select defaultValue="">
          <SelectOptions
            first={{ value: '', label: 'Select a course' }}
            options={[
              { value: 'Pebble', label: 'Pebble (2 left)' },
              { value: 'Dunes', label: 'Dunes (completed)', disabled: true },
            ]}
          />
        </Select>
      </FormField>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a course', 'Pebble (2 left)', 'Dunes (completed)']);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['', 'Pebble', 'Dunes']);
    expect(screen.getByRole('option', { name: 'Dunes (completed)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Pebble (2 left)' })).toBeEnabled();
  });
});
