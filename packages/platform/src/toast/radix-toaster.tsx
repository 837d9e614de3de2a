// The toast region's Radix implementation, loaded on demand by toaster.tsx: the F8 hotkey, swipe
// to dismiss, pause on hover/focus, and a live-region announcement of each toast.
import { useEffect, useRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import { TOAST_DURATION_MS } from '@fairway/contracts';
import { dismissToast, type ToastItem } from './toast-store';
import { SWIPE_THRESHOLD_PX, TOAST_HOTKEY } from './toast-constants';

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  width: 100%;
  max-width: 420px;
  outline: none;
`;

const ToastBox = styled(ToastPrimitive.Root)<{ $variant: ToastItem['variant'] }>`
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.destructive : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.destructiveText : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(4)};
  position: relative;
  touch-action: pan-y;
  user-select: none;
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;
const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;
const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 1.1rem;
`;

/** Closed toasts stay in the store (spec: removed after 1,000,000 ms); Radix renders only open ones. */
export function RadixToaster({ toasts, focusOnMount }: { toasts: ToastItem[]; focusOnMount: boolean }) {
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Loaded by an F8 press: that press found no region yet, so answer it now.
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastBox
          key={item.id}
          open={item.open}
          onOpenChange={(open) => (open ? undefined : dismissToast(item.id))}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          $variant={item.variant}
          data-testid="toast"
        >
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
          <Close aria-label="Close">×</Close>
        </ToastBox>
      ))}
      <Viewport ref={viewportRef} hotkey={[TOAST_HOTKEY]} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
