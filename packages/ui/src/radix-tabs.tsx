// The tabs' Radix implementation, loaded on demand by tabs.tsx: the WAI-ARIA keyboard model
// (arrow keys select the previous/next tab and wrap, Home/End, a roving tabindex so Tab enters
// the list once and then goes to the panel).
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { TabParts, type TabsProps } from './tabs';

const Strip = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const List = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.md};
  /* More tabs than a phone's width scroll inside the bar, never the page. */
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/** The edge of the bar where more tabs are hidden: a fade with a chevron. Taps go through it to
 * the tab underneath; it only says "more this way". */
const More = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 40px;
  display: flex;
  align-items: center;
  pointer-events: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $side, theme }) =>
    $side === 'end'
      ? css`
          right: 0;
          justify-content: flex-end;
          padding-right: 6px;
          background: linear-gradient(to right, transparent, ${theme.colors.secondary} 70%);
        `
      : css`
          left: 0;
          justify-content: flex-start;
          padding-left: 6px;
          background: linear-gradient(to left, transparent, ${theme.colors.secondary} 70%);
        `}
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

/** Which ends of a scrolling strip hide tabs (1 px of slack for fractional widths). */
function hiddenEnds(list: HTMLElement): { start: boolean; end: boolean } {
  const { scrollLeft, scrollWidth, clientWidth } = list;
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** The tab bar: scrolls sideways when its tabs are wider than the screen, with a fade and a
 * chevron at each end that hides tabs, and brings the selected tab into view. */
function ScrollingList(props: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  const update = useCallback(() => {
    if (!ref.current) return;
    const next = hiddenEnds(ref.current);
    setEnds((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    update();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(list);
    // A tab chosen by keyboard or tap slides fully into view.
    const selected = new MutationObserver(() => {
      list.querySelector<HTMLElement>('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    selected.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    return () => {
      resized?.disconnect();
      selected.disconnect();
    };
  }, [update]);
  return (
    <Strip>
      <List ref={ref} onScroll={update} {...props} />
      {ends.start ? (
        <More $side="start" aria-hidden="true" data-testid="tabs-more-start">
          ‹
        </More>
      ) : null}
      {ends.end ? (
        <More $side="end" aria-hidden="true" data-testid="tabs-more-end">
          ›
        </More>
      ) : null}
    </Strip>
  );
}

// TabList, Tab and TabPanel (tabs.tsx) render these parts inside the loaded Root.
const parts = { List: ScrollingList, Trigger, Content: TabsPrimitive.Content };

export function RadixTabs({ defaultValue, value, onValueChange, children }: TabsProps) {
  return (
    <TabsPrimitive.Root defaultValue={defaultValue} value={value} onValueChange={onValueChange}>
      <TabParts.Provider value={parts}>{children}</TabParts.Provider>
    </TabsPrimitive.Root>
  );
}
