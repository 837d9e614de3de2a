import { useEffect, useRef, useSyncExternalStore, type PointerEvent } from 'react';
import styled from 'styled-components';
import { TOAST_DURATION_MS } from '@fairway/contracts';
import { dismissToast, getToasts, subscribeToasts, type ToastItem } from './toast-store';

/** Spec section 9: swipe right past 50 px dismisses; F8 focuses the toast region. */
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

const Region = styled.ol`
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

const ToastBox = styled.li<{ $variant: ToastItem['variant'] }>`
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
`;

const Title = styled.div`
  font-weight: 700;
`;
const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;
const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 1.1rem;
`;

function ToastView({ item }: { item: ToastItem }) {
  const startX = useRef<number | null>(null);
  const boxRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id]);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null || !boxRef.current) return;
    const dx = Math.max(0, event.clientX - startX.current);
    boxRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (boxRef.current) boxRef.current.style.transform = '';
    if (dx > SWIPE_THRESHOLD_PX) dismissToast(item.id);
  };

  return (
    <ToastBox
      ref={boxRef}
      $variant={item.variant}
      role="status"
      aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Title>{item.title}</Title>
      {item.description ? <Description>{item.description}</Description> : null}
      <Close type="button" aria-label="Close" onClick={() => dismissToast(item.id)}>
        ×
      </Close>
    </ToastBox>
  );
}

/** The one toast region of the page; the shell mounts it once. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Region ref={regionRef} tabIndex={-1} aria-label={`Notifications (${TOAST_HOTKEY})`}>
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
    </Region>
  );
}
