// Join (or the Member badge). Toasts: 'Joined League', or 'Error' with the
// server's message / 'Failed to join league. Please try again.'
import type { League } from '@fairway/contracts';
import { runUserAction } from '@fairway/platform';
import { Badge, Button } from '@fairway/ui';
import { useJoinLeagueMutation } from '../api';
import { isFull } from '../lib/league-filter';

/** `token`: an emailed invitation (invite-only leagues). */
export function JoinButton({ league, token }: { league: League; token?: string }) {
  const [join, { isLoading }] = useJoinLeagueMutation();
  if (league.isMember) return <Badge $variant="success">Member</Badge>;
  if (isFull(league)) return <Badge $variant="outline">Full</Badge>;

  const onJoin = () =>
    runUserAction(() => join({ id: league.id, token }).unwrap(), {
      success: { title: 'Joined League', description: `You are now a member of ${league.name}.` },
      failure: { title: 'Error', fallback: 'Failed to join league. Please try again.' },
    });
  return (
    <Button $size="sm" onClick={onJoin} disabled={isLoading} aria-label={`Join ${league.name}`}>
      {isLoading ? 'Joining...' : 'Join'}
    </Button>
  );
}
