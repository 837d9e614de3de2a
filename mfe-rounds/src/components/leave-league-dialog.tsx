// 'Leave League': only on the member's own page; afterwards go to /. The dialog says what
// leaving does and what it keeps (docs/leagues.md, "Leaving and rejoining").
import { countText } from '@fairway/contracts';
import { isUnauthorized, toast, useLeaveLeagueMutation } from '@fairway/platform';
import { ConfirmActions, Dialog } from '@fairway/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Notice } from './notice';

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LeaveLeagueDialogProps {
  open: boolean;
  onClose: () => void;
  leagueId: string;
  leagueName: string;
  userId: string;
  /** The member's rounds in this league (they stay the golfer's). */
  roundCount: number;
  /** An invite-only league takes a new invitation to join again. */
  inviteOnly: boolean;
}

export function LeaveLeagueDialog({ open, onClose, leagueId, leagueName, userId, roundCount, inviteOnly }: LeaveLeagueDialogProps) {
  const [leaveLeague, { isLoading }] = useLeaveLeagueMutation();
  const navigate = useNavigate();

  async function confirm() {
    try {
      // The rounds stay the golfer's: only the league's membership answers change (the shared
      // leaveLeague definition invalidates them).
      await leaveLeague({ leagueId, userId }).unwrap();
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
        This will remove you from the league. You will lose access to league activities and the calendar, and your availability in its
        calendar will be deleted.
      </Notice>
      <Consequences aria-label="What happens when you leave">
        <li>The league&apos;s standings will no longer list you.</li>
        <li>
          {roundCount > 0
            ? `Your ${countText(roundCount, 'round')} in this league ${roundCount === 1 ? 'stays' : 'stay'} in your round history, statistics and handicap index.`
            : 'Your rounds in other leagues, statistics and handicap index are not affected.'}
        </li>
        <li>
          If you join again, your rounds in this league count in its standings again
          {inviteOnly ? ' (an invite-only league needs a new invitation).' : '.'}
        </li>
      </Consequences>
      <ConfirmActions onCancel={onClose} onConfirm={confirm} label="Leave League" busyLabel="Leaving..." busy={isLoading} />
    </Dialog>
  );
}
