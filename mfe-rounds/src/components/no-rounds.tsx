import { Button, EmptyState } from '@fairway/ui';
import { Link } from 'react-router-dom';

/** A round list with nothing in it yet, and the way to the dashboard, where rounds are logged. */
export function NoRounds({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      action={
        <Button as={Link} to="/">
          Log Your First Round
        </Button>
      }
    />
  );
}
