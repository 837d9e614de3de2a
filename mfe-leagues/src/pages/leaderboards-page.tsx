// /leaderboards, labelled My Leagues: 'All Leagues' (default
// once the user has leagues) or one league.
import { useCurrentUser, useGetMyLeaguesQuery } from '@fairway/platform';
import { FormField, Page, PageHeader, Select, SelectOptions } from '@fairway/ui';
import { LoadFailed, NoLeaguesYet } from '../components/load-failed';
import { useState } from 'react';

import styled from 'styled-components';
import { ListSkeleton } from '../components/league-list-skeleton';
import { LeagueLeaderboard } from '../components/leaderboards/league-leaderboard';
import { LeagueSummaryCard } from '../components/leaderboards/league-summary-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const ALL = 'all';

export function LeaderboardsPage() {
  const { user } = useCurrentUser();
  const { data: leagues = [], isLoading, isError, refetch } = useGetMyLeaguesQuery();
  const [selected, setSelected] = useState(ALL);
  const league = leagues.find((item) => item.id === selected);

  return (
    <Page>
      <PageHeader title="My Leagues" description="Standings in every league you play in." />
      {isLoading ? (
        <ListSkeleton rows={3} height="120px" />
      ) : isError ? (
        <LoadFailed title="Could not load your leagues" onRetry={refetch} />
      ) : leagues.length === 0 ? (
        <NoLeaguesYet title="No Leagues Yet" description="Join a league to see its leaderboard here." />
      ) : (
        <>
          <div style={{ maxWidth: 360 }}>
            <FormField label="League">
              <Select value={league ? league.id : ALL} onChange={(event) => setSelected(event.target.value)}>
                <SelectOptions
                  first={{ value: ALL, label: 'All Leagues' }}
                  options={leagues.map((item) => ({ value: item.id, label: item.name }))}
                />
              </Select>
            </FormField>
          </div>
          {league ? (
            <LeagueLeaderboard league={league} userId={user?.id} />
          ) : (
            <Grid>
              {leagues.map((item) => (
                <LeagueSummaryCard key={item.id} league={item} userId={user?.id} />
              ))}
            </Grid>
          )}
        </>
      )}
    </Page>
  );
}
