import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

interface TabsState {
  value: string;
  setValue: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab and TabPanel must be used inside <Tabs>');
  return state;
}

export interface TabsProps {
  defaultValue: string;
  value?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

/** Tabs with the WAI-ARIA tab roles; controlled when `value` is given. */
export function Tabs({ defaultValue, value, onValueChange, children }: TabsProps) {
  const [internal, setInternal] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? internal;
  const setValue = (next: string) => {
    setInternal(next);
    onValueChange?.(next);
  };
  return <TabsContext.Provider value={{ value: current, setValue, baseId }}>{children}</TabsContext.Provider>;
}

export const TabList = styled.div.attrs({ role: 'tablist' })`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const TabButton = styled.button<{ $active: boolean }>`
  flex: 1;
  border: none;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.muted)};
`;

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <TabButton
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${value}`}
      aria-selected={active}
      aria-controls={`${tabs.baseId}-panel-${value}`}
      $active={active}
      onClick={() => tabs.setValue(value)}
    >
      {children}
    </TabButton>
  );
}

/** Only the active panel is mounted, so inactive tabs fetch nothing. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div role="tabpanel" id={`${tabs.baseId}-panel-${value}`} aria-labelledby={`${tabs.baseId}-tab-${value}`}>
      {children}
    </div>
  );
}
