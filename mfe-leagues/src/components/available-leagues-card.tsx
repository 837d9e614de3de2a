// Dashboard 'Available Leagues' card: the same three-way filter (Open Leagues
// by default) and a Join button or Member badge per league.
import { useMemo, useState } from 'react';
import { EmptyState, List, Muted, Stack, TitledCard } from '@fairway/ui';
import { LoadFailed } from './load-failed';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { maxMembersOf } from '../lib/format';
import { filterLeagues, type LeagueFilter } from '../lib/league-filter';
import { useGetAvailableLeaguesQuery } from '../api';
import { JoinButton } from './join-button';
import { LeagueFilterBar } from './league-filter-bar';
import { ListSkeleton } from './league-list-skeleton';

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: inherit;
    font-weight: 600;
  }
`;

export function AvailableLeaguesCard() {
  const { data: leagues = [], isLoading, isError, refetch } = useGetAvailableLeaguesQuery();
  const [filter, setFilter] = useState<LeagueFilter>('open');
  const shown = useMemo(() => filterLeagues(leagues, filter), [leagues, filter]);
  return (
    <TitledCard titleId="available-leagues-title" title="Available Leagues">
      <Stack>
        <LeagueFilterBar value={filter} onChange={setFilter} />
        {isLoading ? (
          <ListSkeleton rows={3} height="40px" />
        ) : isError ? (
          <LoadFailed title="Could not load leagues" onRetry={refetch} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={filter === 'joined' ? 'No joined leagues' : 'No leagues available'}
            description={filter === 'open' ? 'You are in every open league. Create a new one!' : undefined}
          />
        ) : (
          <List>
            {shown.map((league) => (
              <Item key={league.id}>
                <div>
                  <Link to={`/leagues/${league.id}`}>{league.name}</Link>
                  <br />
                  <Muted>
                    by {league.creatorName || 'Unknown'} · {league.memberCount}/{maxMembersOf(league)} members
                  </Muted>
                </div>
                <JoinButton league={league} />
              </Item>
            ))}
          </List>
        )}
      </Stack>
    </TitledCard>
  );
}
