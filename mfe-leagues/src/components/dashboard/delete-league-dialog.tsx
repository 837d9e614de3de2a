// Delete confirmation. Success: 'League Deleted' then /; failure: the server's message or
// 'Failed to delete league. Please try again.'.
import type { League } from '@fairway/contracts';
import { runUserAction } from '@fairway/platform';
import { ConfirmActions, Dialog } from '@fairway/ui';
import { useNavigate } from 'react-router-dom';
import { useDeleteLeagueMutation } from '../../api';

export function DeleteLeagueDialog({ league, open, onClose }: { league: League; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [deleteLeague, { isLoading }] = useDeleteLeagueMutation();
  const onConfirm = async () => {
    const deleted = await runUserAction(() => deleteLeague(league.id).unwrap(), {
      success: { title: 'League Deleted', description: `${league.name} has been deleted.` },
      failure: { title: 'Error', fallback: 'Failed to delete league. Please try again.' },
    });
    if (!deleted) return;
    onClose();
    navigate('/');
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete League"
      description={`Delete ${league.name}? Its members, rounds, leaderboard and calendar are removed for everyone. This cannot be undone.`}
    >
      <ConfirmActions onCancel={onClose} onConfirm={onConfirm} label="Delete League" busyLabel="Deleting..." busy={isLoading} />
    </Dialog>
  );
}
