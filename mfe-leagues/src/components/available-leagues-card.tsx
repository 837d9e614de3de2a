// Dashboard 'Available Leagues' card: the same three-way filter (Open Leagues by default) and a
// Join button or Member badge per league. A few leagues at a time: 'Show more' adds as many
// again, and 'Browse all leagues' opens the Leagues page (search and filters).
import { useMemo, useState } from 'react';
import { countText, DISPLAY_LIMITS } from '@fairway/contracts';
import { Button, EmptyState, List, Muted, Row, Stack, TitledCard } from '@fairway/ui';
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
  > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;

const PAGE = DISPLAY_LIMITS.dashboardAvailableLeagues;

export function AvailableLeaguesCard() {
  const { data: leagues = [], isLoading, isError, refetch } = useGetAvailableLeaguesQuery();
  const [filter, setFilter] = useState<LeagueFilter>('open');
  const [limit, setLimit] = useState<number>(PAGE);
  const matching = useMemo(() => filterLeagues(leagues, filter), [leagues, filter]);
  const shown = matching.slice(0, limit);
  const hidden = matching.length - shown.length;
  const changeFilter = (value: LeagueFilter) => {
    setFilter(value);
    setLimit(PAGE);
  };
  return (
    <TitledCard titleId="available-leagues-title" title="Available Leagues">
      <Stack>
        <LeagueFilterBar value={filter} onChange={changeFilter} />
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
          <List aria-label="Available leagues">
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
        {hidden > 0 ? (
          <Row style={{ justifyContent: 'space-between' }}>
            <Muted>
              Showing {shown.length} of {countText(matching.length, 'league')}
            </Muted>
            <Row>
              <Button $variant="outline" onClick={() => setLimit(limit + PAGE)}>
                Show more
              </Button>
              <Link to="/leagues">Browse all leagues</Link>
            </Row>
          </Row>
        ) : null}
      </Stack>
    </TitledCard>
  );
}
