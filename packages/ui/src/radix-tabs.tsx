// The tabs' Radix implementation, loaded on demand by tabs.tsx: the WAI-ARIA keyboard model
// (arrow keys select the previous/next tab and wrap, Home/End, a roving tabindex so Tab enters
// the list once and then goes to the panel).
import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { TabParts, type TabsProps } from './tabs';

const List = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(4)};
  /* More tabs than a phone's width scroll inside the bar, never the page. */
  overflow-x: auto;
`;

const Trigger = styled(TabsPrimitive.Trigger)`
  flex: 1 0 auto;
  min-height: 44px;
  white-space: nowrap;
  overflow-wrap: normal;
  border: none;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

// TabList, Tab and TabPanel (tabs.tsx) render these parts inside the loaded Root.
const parts = { List, Trigger, Content: TabsPrimitive.Content };

export function RadixTabs({ defaultValue, value, onValueChange, children }: TabsProps) {
  return (
    <TabsPrimitive.Root defaultValue={defaultValue} value={value} onValueChange={onValueChange}>
      <TabParts.Provider value={parts}>{children}</TabParts.Provider>
    </TabsPrimitive.Root>
  );
}
