// Activity tab: 'All Recent Rounds' (scrollable, with notes) and 'League Statistics' (members,
// total rounds, best = lowest score, average to 1 decimal, most popular course or N/A).
import type { League, Round } from '@fairway/contracts';
import { Card, CardContent, CardHeader, CardTitle, Muted } from '@fairway/ui';
import styled from 'styled-components';
import { leagueStatistics } from '../../lib/league-stats';
import { Columns, StatGrid } from '../layout';
import { RoundList } from './round-list';

const Scroll = styled.div`
  max-height: 480px;
  overflow-y: auto;
  padding-right: 4px;
`;

export function ActivityTab({ league, rounds }: { league: League; rounds: readonly Round[] }) {
  const stats = leagueStatistics(rounds);
  return (
    <Columns>
      <Card aria-labelledby="all-rounds-title">
        <CardHeader>
          <CardTitle id="all-rounds-title">All Recent Rounds</CardTitle>
        </CardHeader>
        <CardContent>
          {rounds.length === 0 ? (
            <Muted>No rounds submitted yet</Muted>
          ) : (
            <Scroll tabIndex={0} aria-label="All recent rounds, scrollable">
              <RoundList rounds={rounds} showNotes label="All rounds" />
            </Scroll>
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby="league-stats-title">
        <CardHeader>
          <CardTitle id="league-stats-title">League Statistics</CardTitle>
        </CardHeader>
        <CardContent>
          <StatGrid>
            <div>
              <dt>Members</dt>
              <dd>{league.memberCount}</dd>
            </div>
            <div>
              <dt>Total Rounds</dt>
              <dd>{stats.totalRounds}</dd>
            </div>
            <div>
              <dt>Best Score</dt>
              <dd>{stats.bestScore ?? 'N/A'}</dd>
            </div>
            <div>
              <dt>Average Score</dt>
              <dd>{stats.averageScore ?? 'N/A'}</dd>
            </div>
            <div>
              <dt>Most Popular Course</dt>
              <dd>{stats.mostPopularCourse}</dd>
            </div>
          </StatGrid>
        </CardContent>
      </Card>
    </Columns>
  );
}
