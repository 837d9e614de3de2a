// 'Leave League': only on the member's own page; afterwards go to /.
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { isUnauthorized, api, toast, useLeaveLeagueMutation } from '@fairway/platform';
import { ConfirmActions, Dialog } from '@fairway/ui';
import { Notice } from './notice';

export interface LeaveLeagueDialogProps {
  open: boolean;
  onClose: () => void;
  leagueId: string;
  leagueName: string;
  userId: string;
}

export function LeaveLeagueDialog({ open, onClose, leagueId, leagueName, userId }: LeaveLeagueDialogProps) {
  const [leaveLeague, { isLoading }] = useLeaveLeagueMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch();

  async function confirm() {
    try {
      await leaveLeague({ leagueId, userId }).unwrap();
      // Leaving also removes the member's rounds in that league and so changes their statistics;
      // the shared leaveLeague definition only invalidates the membership tags.
      dispatch(api.util.invalidateTags(['Round', 'User']));
      toast({ title: 'Left League', description: `You have left ${leagueName}.` });
      onClose();
      navigate('/');
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to leave league', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Leave League" description={`Are you sure you want to leave ${leagueName}?`}>
      <Notice $tone="danger">
        This will permanently remove you from the league. You will lose access to league activities and the calendar.
      </Notice>
      <ConfirmActions onCancel={onClose} onConfirm={confirm} label="Leave League" busyLabel="Leaving..." busy={isLoading} />
    </Dialog>
  );
}
