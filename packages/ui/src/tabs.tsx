import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { onDemand } from './on-demand';

export interface TabsProps {
  defaultValue: string;
  value?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

interface TabListProps {
  'aria-label'?: string;
  children: ReactNode;
}

interface ItemProps {
  value: string;
  children: ReactNode;
}

/** The styled Radix parts, provided by the loaded Tabs (radix-tabs.tsx) to its TabList, Tab and TabPanel. */
export const TabParts = createContext<{
  List: ComponentType<TabListProps>;
  Trigger: ComponentType<ItemProps>;
  Content: ComponentType<ItemProps>;
} | null>(null);

function useTabParts() {
  const parts = useContext(TabParts);
  if (!parts) throw new Error('TabList, Tab and TabPanel must be used inside <Tabs>');
  return parts;
}

const RadixTabs = onDemand<TabsProps>(() => import('./radix-tabs').then((module) => module.RadixTabs));

/**
 * Tabs with the WAI-ARIA tab roles and keyboard model (Radix, radix-tabs.tsx); controlled when
 * `value` is given. Its code loads when tabs are first rendered: the page drawn with them (the
 * league dashboard) waits for it, the landing page never downloads it (on-demand.tsx).
 */
export function Tabs(props: TabsProps) {
  return <RadixTabs {...props} />;
}
/** Starts the download while the page's data loads, so the tabs are not one more wait after it. */
Tabs.preload = RadixTabs.preload;

export function TabList(props: TabListProps) {
  const { List } = useTabParts();
  return <List {...props} />;
}

export function Tab(props: ItemProps) {
  const { Trigger } = useTabParts();
  return <Trigger {...props} />;
}

/**
 * Only the active panel's content is mounted (Radix renders an inactive panel as an empty,
 * hidden element), so inactive tabs fetch nothing.
 */
export function TabPanel(props: ItemProps) {
  const { Content } = useTabParts();
  return <Content {...props} />;
}
