// Dashboard 'Recent Activity': the user's latest 5 rounds, after any "played
// with" confirmation requests.
import { Link } from 'react-router-dom';
import { DISPLAY_LIMITS } from '@fairway/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, List, Muted, Skeleton } from '@fairway/ui';
import { useGetRecentRoundsQuery } from '../api';
import { ConfirmationRequests } from '../components/confirmation-requests';
import { ListItem } from '../components/layout';
import { PendingRounds } from '../components/pending-rounds';
import { relativeTime } from '../lib/relative-time';

export function RecentActivityCard() {
  const { data = [], isLoading } = useGetRecentRoundsQuery();
  const latest = data.slice(0, DISPLAY_LIMITS.dashboardRecentActivity);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <ConfirmationRequests />
        <PendingRounds />
        {isLoading ? (
          <Skeleton role="status" $height="120px" aria-label="Loading recent activity" />
        ) : latest.length === 0 ? (
          <EmptyState title="No recent activity" description="Log a round to see it here." />
        ) : (
          <List aria-label="Recent activity">
            {latest.map((round) => (
              <ListItem key={round.id}>
                <span>
                  You shot {round.score} at {round.course}
                </span>
                <Muted>{relativeTime(round.createdAt)}</Muted>
              </ListItem>
            ))}
          </List>
        )}
        {latest.length > 0 ? (
          <Button as={Link} to="/recent-rounds" $variant="ghost" $size="sm" style={{ marginTop: 12 }}>
            View all rounds
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
