// Revoke asks first and names the person and address (one tap on a phone could hit the wrong
// row): the link stops working and its holder is told whom to ask.
import type { PendingInvitation } from '@fairway/contracts';
import { runUserAction } from '@fairway/platform';
import { ConfirmActions, Dialog } from '@fairway/ui';
import { useRevokeInvitationMutation } from '../../api';

export interface RevokeInvitationDialogProps {
  leagueId: string;
  /** the invitation to revoke; null keeps the dialog closed */
  invitation: PendingInvitation | null;
  onClose: () => void;
}

export function RevokeInvitationDialog({ leagueId, invitation, onClose }: RevokeInvitationDialogProps) {
  const [revoke, { isLoading }] = useRevokeInvitationMutation();
  const onConfirm = async () => {
    if (!invitation) return;
    const revoked = await runUserAction(() => revoke({ id: leagueId, inviteId: invitation.id }).unwrap(), {
      success: { title: 'Invitation Revoked', description: `${invitation.name}'s link no longer works.` },
      failure: { title: 'Revoke Failed', fallback: 'Please try again.' },
    });
    if (revoked) onClose();
  };
  return (
    <Dialog
      open={invitation !== null}
      onClose={onClose}
      title="Revoke Invitation"
      description={
        invitation
          ? `Revoke ${invitation.name}'s invitation (${invitation.email})? Their link stops working; you can invite them again later.`
          : ''
      }
    >
      <ConfirmActions onCancel={onClose} onConfirm={() => void onConfirm()} label="Revoke" busyLabel="Revoking..." busy={isLoading} />
    </Dialog>
  );
}
