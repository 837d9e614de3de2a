import { Button, EmptyState } from '@fairway/ui';
import { Link } from 'react-router-dom';

/** A read that failed, in place of what it would have shown, with 'Try again' (the query's refetch). */
export function LoadFailed({ title, description, onRetry }: { title: string; description?: string; onRetry: () => void }) {
  return <EmptyState title={title} description={description} action={<Button onClick={() => onRetry()}>Try again</Button>} />;
}

/** The user is in no league yet: the way to the league list. */
export function NoLeaguesYet({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button as={Link} to="/leagues">
          Browse Leagues
        </Button>
      }
    />
  );
}
