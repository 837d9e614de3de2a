import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { onDemand } from './on-demand';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

const RadixDialog = onDemand(() => import('./radix-dialog').then((module) => module.RadixDialog));

/**
 * Modal dialog (Radix, radix-dialog.tsx): traps focus, closes on Escape, the close button and a
 * click outside, and gives focus back to the opener. Its code loads when a dialog is first
 * rendered, open or not, so opening one rarely waits.
 */
export function Dialog({ open, ...props }: DialogProps) {
  useEffect(() => {
    RadixDialog.preload().catch(() => undefined); // an offline preload is retried on open
  }, []);
  return open ? <RadixDialog {...props} /> : null;
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

interface SubmitActionsProps {
  onCancel: () => void;
  /** The submit button's name ('Save Changes') and its text while the form submits ('Saving...'). */
  label: string;
  busyLabel: string;
  /** final-form's `submitting` (undefined before the first submit). */
  submitting?: boolean;
  /** Submit is off for a reason other than submitting (the demo user, an ended league). */
  disabled?: boolean;
}

/** Cancel + the form's submit button: the footer of every form dialog. */
export function SubmitActions({ onCancel, label, busyLabel, submitting = false, disabled = false }: SubmitActionsProps) {
  return (
    <DialogActions>
      <Button $variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled || submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}
