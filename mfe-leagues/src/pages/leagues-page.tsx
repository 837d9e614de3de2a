// /leagues: search by league or creator name, the three-way
// filter, a count badge, league cards, the My Leagues side card, tips and Create League.
import { useMemo, useState } from 'react';
import { Badge, Button, EmptyState, List, Page, PageHeader, Row, TextInput, Columns, Stack, TitledCard } from '@fairway/ui';
import { LoadFailed } from '../components/load-failed';
import { useGetLeaguesQuery } from '../api';
import { CreateLeagueDialog } from '../components/create-league-dialog';
import { LeagueCard } from '../components/league-card';
import { LeagueFilterBar } from '../components/league-filter-bar';
import { ListSkeleton } from '../components/league-list-skeleton';
import { MyLeaguesSideCard } from '../components/my-leagues-side-card';
import { filterLeagues, searchLeagues, type LeagueFilter } from '../lib/league-filter';

export function LeaguesPage() {
  const { data: leagues = [], isLoading, isError, refetch } = useGetLeaguesQuery();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<LeagueFilter>('open');
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => searchLeagues(filterLeagues(leagues, filter), search), [leagues, filter, search]);

  return (
    <Page>
      <PageHeader
        title="Leagues"
        description="Find a league to join, or start your own."
        actions={<Button onClick={() => setCreating(true)}>Create League</Button>}
      />
      <Columns>
        <Stack>
          <TextInput
            type="search"
            aria-label="Search leagues"
            placeholder="Search by league or creator name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Row style={{ justifyContent: 'space-between' }}>
            <LeagueFilterBar value={filter} onChange={setFilter} />
            <Badge $variant="secondary" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'league' : 'leagues'}
            </Badge>
          </Row>
          {isLoading ? (
            <ListSkeleton rows={3} height="120px" />
          ) : isError ? (
            <LoadFailed title="Could not load leagues" description="Something went wrong while loading leagues." onRetry={refetch} />
          ) : shown.length === 0 ? (
            <EmptyState
              title="No leagues found"
              description={
                search.trim()
                  ? 'No league or creator matches your search.'
                  : filter === 'joined'
                    ? 'You have not joined any leagues yet.'
                    : 'There are no open leagues right now. Create one to get started.'
              }
              action={<Button onClick={() => setCreating(true)}>Create League</Button>}
            />
          ) : (
            <List aria-label="Leagues">
              {shown.map((league) => (
                <li key={league.id}>
                  <LeagueCard league={league} />
                </li>
              ))}
            </List>
          )}
        </Stack>
        <Stack>
          <MyLeaguesSideCard />
          <TitledCard title="Tips">
            <List>
              <li>Join a league, then log your rounds whenever you play - there is no fixed schedule.</li>
              <li>Scores are self-reported on the honor system, so keep them honest.</li>
              <li>Create an invite-only league to play with your regular group.</li>
            </List>
          </TitledCard>
        </Stack>
      </Columns>
      <CreateLeagueDialog open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
