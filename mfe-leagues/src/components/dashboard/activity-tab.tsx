// Activity tab: 'All Recent Rounds' (scrollable, with notes, newest first in pages with a
// 'Load more' button) and 'League Statistics' (members, total rounds, best = lowest score,
// average to 1 decimal, most popular course or N/A) over every round of the league, as the
// leagues service computes them (the loaded pages are only part of the rounds).
import { leagueRoundStatisticsOf, type League, type LeagueRoundStatistics, type Round } from '@fairway/contracts';
import { Button, Muted, Columns, TitledCard } from '@fairway/ui';
import styled from 'styled-components';
import { StatGrid } from '../layout';
import { RoundList } from './round-list';

const Scroll = styled.div`
  max-height: 480px;
  overflow-y: auto;
  padding-right: 4px;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(3)};
`;

interface ActivityTabProps {
  league: League;
  /** the pages loaded so far, newest first */
  rounds: readonly Round[];
  statistics?: LeagueRoundStatistics;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

export function ActivityTab({ league, rounds, statistics, hasMore = false, loadingMore = false, onLoadMore }: ActivityTabProps) {
  const stats = statistics ?? leagueRoundStatisticsOf(rounds);
  return (
    <Columns>
      <TitledCard titleId="all-rounds-title" title="All Recent Rounds">
        {rounds.length === 0 ? (
          <Muted>No rounds submitted yet</Muted>
        ) : (
          <Scroll tabIndex={0} aria-label="All recent rounds, scrollable">
            <RoundList rounds={rounds} showNotes label="All rounds" />
            {hasMore ? (
              <More>
                <Button $variant="outline" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
                  {loadingMore ? 'Loading...' : 'Load more'}
                </Button>
              </More>
            ) : null}
          </Scroll>
        )}
      </TitledCard>
      <TitledCard titleId="league-stats-title" title="League Statistics">
        <StatGrid
          stats={[
            { label: 'Members', value: league.memberCount },
            { label: 'Total Rounds', value: stats.totalRounds },
            { label: 'Best Score', value: stats.bestScore ?? 'N/A' },
            { label: 'Average Score', value: stats.averageScore ?? 'N/A' },
            { label: 'Most Popular Course', value: stats.mostPopularCourse },
          ]}
        />
      </TitledCard>
    </Columns>
  );
}
