import { useEffect, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fairway/platform/testing';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './tabs';

const mounted: string[] = [];

/** A panel's content that notes when it mounts, standing for a panel that fetches. */
function Content({ name }: { name: string }) {
  useEffect(() => {
    mounted.push(name);
  }, [name]);
  return <p>{name}</p>;
}

const SECTIONS = [
  { value: 'leaderboard', tab: 'Leaderboard', content: 'standings' },
  { value: 'calendar', tab: 'Calendar', content: 'week view' },
  { value: 'activity', tab: 'Activity', content: 'rounds' },
];

function SectionTabs(props: Omit<TabsProps, 'defaultValue' | 'children'>) {
  return (
    <Tabs defaultValue="leaderboard" {...props}>
      <TabList aria-label="Sections">
        {SECTIONS.map(({ value, tab }) => (
          <Tab key={value} value={value}>
            {tab}
          </Tab>
        ))}
      </TabList>
      {SECTIONS.map(({ value, content }) => (
        <TabPanel key={value} value={value}>
          <Content name={content} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  mounted.length = 0;
});

describe('Tabs', () => {
  it('ties each tab to its panel and mounts only the active panel', () => {
    renderWithProviders(<SectionTabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Leaderboard');
    expect(tab('Leaderboard')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('standings');
    // The list is one tab stop (it hands focus to the selected tab); the tabs are reached by arrow keys.
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, -1]);
    expect(mounted).toEqual(['standings']);
  });

  it('selects on click and unmounts the panel left', async () => {
    renderWithProviders(<SectionTabs />);
    await userEvent.click(tab('Calendar'));
    expect(tab('Calendar')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('week view');
    expect(screen.queryByText('standings')).not.toBeInTheDocument();
    expect(mounted).toEqual(['standings', 'week view']);
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    renderWithProviders(<SectionTabs />);
    await userEvent.tab();
    expect(tab('Leaderboard')).toHaveFocus();
    const presses = [
      ['ArrowRight', 'Calendar'],
      ['ArrowRight', 'Activity'],
      ['ArrowRight', 'Leaderboard'],
      ['ArrowLeft', 'Activity'],
      ['Home', 'Leaderboard'],
      ['End', 'Activity'],
    ];
    for (const [key, name] of presses) {
      await userEvent.keyboard(`{${key}}`);
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(tab(name)).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
    }
    expect(mounted).toEqual(['standings', 'week view', 'rounds', 'standings', 'rounds', 'standings', 'rounds']);
    // Tab leaves the list for the active panel; Shift+Tab comes back to the selected tab.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(tab('Activity')).toHaveFocus();
  });

  it('follows `value` when controlled and reports choices through onValueChange', async () => {
    const chosen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('calendar');
      const choose = (next: string) => {
        chosen.push(next);
        if (next !== 'activity') setValue(next); // Activity refused: the owner keeps its value
      };
      return <SectionTabs value={value} onValueChange={choose} />;
    }
    renderWithProviders(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('week view');
    await userEvent.click(tab('Activity'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('week view');
    await userEvent.click(tab('Leaderboard'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('standings');
    // Radix reports a click twice (on focus and on mouse down), with the same value.
    expect([...new Set(chosen)]).toEqual(['activity', 'leaderboard']);
  });

  it('marks the ends of a strip wider than the screen that hide tabs, and follows the scrolling', async () => {
    // jsdom lays nothing out: the strip is 300 px wide showing 500 px of tabs.
    const sizes = [
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? 500 : 0;
      }),
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? 300 : 0;
      }),
    ];
    try {
      renderWithProviders(<SectionTabs />);
      const list = await screen.findByRole('tablist');
      expect(await screen.findByTestId('tabs-more-end')).toHaveTextContent('›');
      expect(screen.queryByTestId('tabs-more-start')).not.toBeInTheDocument();
      list.scrollLeft = 100;
      fireEvent.scroll(list);
      expect(screen.getByTestId('tabs-more-start')).toBeInTheDocument();
      expect(screen.getByTestId('tabs-more-end')).toBeInTheDocument();
      list.scrollLeft = 200;
      fireEvent.scroll(list);
      expect(screen.getByTestId('tabs-more-start')).toHaveTextContent('‹');
      expect(screen.queryByTestId('tabs-more-end')).not.toBeInTheDocument();
      // The marks are for the eye only: assistive technology reads the tabs themselves.
      expect(screen.getByTestId('tabs-more-start')).toHaveAttribute('aria-hidden', 'true');
    } finally {
      for (const size of sizes) size.mockRestore();
    }
  });

  it('shows no marks when every tab fits', async () => {
    renderWithProviders(<SectionTabs />);
    await screen.findByRole('tablist');
    expect(screen.queryByTestId('tabs-more-end')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tabs-more-start')).not.toBeInTheDocument();
  });
});
