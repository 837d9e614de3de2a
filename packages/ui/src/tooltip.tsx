import type { ReactElement, ReactNode } from 'react';
import { onDemand } from './on-demand';

/** As Radix's defaults: a tooltip opens after 700 ms; within 300 ms of one closing the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one element that can take focus (keyboard users get the tooltip on focus). */
  children: ReactElement;
}

const RadixTooltip = onDemand<TooltipProps>(() => import('./radix-tooltip').then((module) => module.RadixTooltip));

/** Hint on hover and focus (Radix, radix-tooltip.tsx); until its code is in, the bare trigger shows. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip content={content} fallback={children}>
      {children}
    </RadixTooltip>
  );
}
