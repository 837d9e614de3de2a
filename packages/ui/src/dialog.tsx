import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './button';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(10, 20, 12, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  z-index: 50;
`;

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  position: relative;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  border: none;
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** Modal dialog: closes on Escape, on the close button and on a click outside the panel. */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    // Move focus into the dialog so keyboard and screen-reader users land in it.
    panelRef.current?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panelRef}>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        <Title id={titleId}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}

/** The one dialog footer layout: actions at the end, Cancel first. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ConfirmActionsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** The action's name ('Delete League') and its in-progress text ('Deleting...'). */
  label: string;
  busyLabel: string;
  busy: boolean;
}

/** Cancel + a destructive confirm button: the footer of every "are you sure" dialog. */
export function ConfirmActions({ onCancel, onConfirm, label, busyLabel, busy }: ConfirmActionsProps) {
  return (
    <DialogActions>
      <Button $variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button $variant="destructive" onClick={onConfirm} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}
