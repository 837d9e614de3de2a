// Dashboard 'Your Handicap' (spec section 2): handicap, best round, average and total rounds, from
// the current user (statistics the rounds service keeps consistent with every round write).
import { useCurrentUser } from '@fairway/platform';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fairway/ui';
import { StatGrid } from '../components/stat-grid';
import { decimalText } from '../lib/people';

export function HandicapCard() {
  const { user, isLoading } = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Handicap</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading || !user ? (
          <Skeleton $height="88px" />
        ) : (
          <StatGrid
            items={[
              { label: 'Handicap', value: decimalText(user.handicap) },
              { label: 'Best Round', value: user.bestRound ?? '-' },
              { label: 'Average', value: decimalText(user.averageScore) },
              { label: 'Total Rounds', value: user.totalRounds },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
