// The dialog's Radix implementation, loaded on demand by dialog.tsx: focus trap, Escape, click
// outside, aria-modal with the rest of the page hidden from assistive technology, scroll lock.
import { useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled from 'styled-components';
import type { DialogProps } from './dialog';

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(10, 20, 12, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  z-index: 50;
  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Panel = styled(DialogPrimitive.Content)`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: 480px) {
    max-height: calc(100vh - 16px);
    padding: ${({ theme }) => theme.space(4)};
  }
  position: relative;
  &:focus {
    outline: none;
  }
`;

const Title = styled(DialogPrimitive.Title)`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  /* clear of the Close button */
  padding-right: 40px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled(DialogPrimitive.Description)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Close = styled(DialogPrimitive.Close)`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.md};
  border: none;
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Rendered only while open; closing (Escape, Close, outside) asks the owner through onClose. */
export function RadixDialog({ onClose, title, description, children }: Omit<DialogProps, 'open'>) {
  // Dialogs are opened by buttons in other apps (no Radix Trigger), so the opener is noted here
  // and focused again on close; Radix would otherwise return focus to its missing trigger.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <Overlay>
          <Panel
            {...(description ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener?.isConnected) opener.focus();
            }}
          >
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
            {children}
            {/* Last, so opening focuses the first field rather than Close. */}
            <Close aria-label="Close">×</Close>
          </Panel>
        </Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
