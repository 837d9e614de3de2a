import { DISPLAY_LIMITS, type Round } from '@fairway/contracts';
import { Card, CardContent, CardHeader, CardTitle, Muted } from '@fairway/ui';
import { RoundList } from './round-list';

/** 'Recent Activity': the latest 5 rounds of the league. */
export function RecentActivityCard({ rounds }: { rounds: readonly Round[] }) {
  return (
    <Card aria-labelledby="league-recent-activity-title">
      <CardHeader>
        <CardTitle id="league-recent-activity-title">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {rounds.length === 0 ? (
          <Muted>No rounds submitted yet</Muted>
        ) : (
          <RoundList rounds={rounds.slice(0, DISPLAY_LIMITS.leagueRecentActivity)} label="Recent rounds" />
        )}
      </CardContent>
    </Card>
  );
}
