// The tooltip's Radix implementation, loaded on demand by tooltip.tsx.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps } from './tooltip';

const Content = styled(TooltipPrimitive.Content)`
  z-index: 60;
  max-width: 280px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

const Arrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;

// Each tooltip has its own Provider: an app-wide one would put Radix on every page's first
// download (on-demand.tsx). So the 300 ms skip window applies to reopening the same tooltip,
// not to moving between two tooltips.
export function RadixTooltip({ content, children }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <Content sideOffset={4}>
            {content}
            <Arrow />
          </Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
