// 'Delete Golf Round' confirmation: shows what is about to go.
import { formatDayLong } from '@fairway/contracts';
import styled from 'styled-components';
import type { Round } from '@fairway/contracts';
import { isUnauthorized, toast } from '@fairway/platform';
import { ConfirmActions, Dialog } from '@fairway/ui';
import { useDeleteRoundMutation } from '../api';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export interface DeleteRoundDialogProps {
  round: Round | null;
  open: boolean;
  onClose: () => void;
}

export function DeleteRoundDialog({ round, open, onClose }: DeleteRoundDialogProps) {
  const [deleteRound, { isLoading }] = useDeleteRoundMutation();

  async function confirm() {
    if (!round) {
      toast({ title: 'No round selected', variant: 'destructive' });
      return;
    }
    try {
      await deleteRound(round.id).unwrap();
      toast({ title: 'Round Deleted', description: `Your round at ${round.course} has been deleted.` });
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to delete round. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete Golf Round"
      description="Are you sure you want to delete this round? This action cannot be undone."
    >
      {round ? (
        <Details>
          <dt>Course</dt>
          <dd>{round.course}</dd>
          <dt>League</dt>
          <dd>{round.leagueName ?? round.league?.name ?? '-'}</dd>
          <dt>Date</dt>
          <dd>{formatDayLong(round.date)}</dd>
          <dt>Score</dt>
          <dd>{round.score}</dd>
          {round.notes ? (
            <>
              <dt>Notes</dt>
              <dd>{round.notes}</dd>
            </>
          ) : null}
        </Details>
      ) : null}
      <ConfirmActions onCancel={onClose} onConfirm={confirm} label="Delete Round" busyLabel="Deleting..." busy={isLoading} />
    </Dialog>
  );
}
