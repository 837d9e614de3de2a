// Dashboard 'My Leagues' card: per league its name, Public/Private, members of
// max (10 when absent), status Complete/Active/Inactive, end date, the user's position, rounds,
// average score and handicap.
import { handicapText, leagueDisplayStatus, type League, formatDayLong } from '@fairway/contracts';
import { useCurrentUser, useGetMyLeaguesQuery } from '@fairway/platform';
import { Badge, List, Muted, Row, TitledCard } from '@fairway/ui';
import { LoadFailed, NoLeaguesYet } from './load-failed';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { maxMembersOf } from '../lib/format';
import { StatGrid } from './layout';
import { ListSkeleton } from './league-list-skeleton';
import { NextSeasonNotices } from './next-season-notices';
import { YourTeeGroup } from './your-tee-group';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: inherit;
  }
`;

const STATUS_VARIANT = { Complete: 'gold', Active: 'success', Inactive: 'outline' } as const;

function MyLeagueItem({ league, handicap }: { league: League; handicap: string | null }) {
  const status = leagueDisplayStatus(league);
  return (
    <Item>
      <Row style={{ justifyContent: 'space-between' }}>
        <h3>
          <Link to={`/leagues/${league.id}`}>{league.name}</Link>
        </h3>
        <Row>
          <Badge $variant="outline">{league.privacy === 'invite' ? 'Private' : 'Public'}</Badge>
          <Badge $variant={STATUS_VARIANT[status]}>{status}</Badge>
        </Row>
      </Row>
      <Muted>
        {league.memberCount}/{maxMembersOf(league)} members · {league.endDate ? `Ends ${formatDayLong(league.endDate)}` : 'No end date'}
      </Muted>
      <StatGrid
        style={{ marginTop: 8 }}
        stats={[
          { label: 'Position', value: league.userPosition ? `#${league.userPosition}` : '-' },
          { label: 'Rounds', value: league.userRounds },
          { label: 'Avg Score', value: league.userAvgScore ? Number(league.userAvgScore).toFixed(1) : '-' },
          { label: 'Handicap', value: handicapText(handicap) },
        ]}
      />
    </Item>
  );
}

export function MyLeaguesCard() {
  const { user } = useCurrentUser();
  const { data: leagues = [], isLoading, isError, refetch } = useGetMyLeaguesQuery();
  return (
    <>
      <YourTeeGroup />
      <NextSeasonNotices />
      <TitledCard titleId="dashboard-my-leagues-title" title="My Leagues">
        {isLoading ? (
          <ListSkeleton rows={2} height="96px" />
        ) : isError ? (
          <LoadFailed title="Could not load your leagues" onRetry={refetch} />
        ) : leagues.length === 0 ? (
          <NoLeaguesYet title="No leagues yet" description="Join a league or create your own to start playing." />
        ) : (
          <List>
            {leagues.map((league) => (
              <MyLeagueItem key={league.id} league={league} handicap={user?.handicap ?? null} />
            ))}
          </List>
        )}
      </TitledCard>
    </>
  );
}
