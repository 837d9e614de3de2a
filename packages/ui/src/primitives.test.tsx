import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fairway/platform/testing';
import { Avatar } from './avatar';
import { Dialog } from './dialog';
import { FormField, TextInput } from './form-field';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

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
  it('shows title and content when open and closes on Escape and on the close button', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Dialog open onClose={onClose} title="Log Your Round" description="Honor system">
        <p>form</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Log Your Round' })).toBeInTheDocument();
    expect(screen.getByText('form')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<Dialog open={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

describe('Tabs', () => {
  it('shows the default panel and switches on click', async () => {
    renderWithProviders(
      <Tabs defaultValue="leaderboard">
        <TabList>
          <Tab value="leaderboard">Leaderboard</Tab>
          <Tab value="calendar">Calendar</Tab>
        </TabList>
        <TabPanel value="leaderboard">standings</TabPanel>
        <TabPanel value="calendar">week view</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('standings');
    await userEvent.click(screen.getByRole('tab', { name: 'Calendar' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('week view');
    expect(screen.queryByText('standings')).not.toBeInTheDocument();
  });
});
