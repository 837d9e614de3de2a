// The Leagues page's 'My Leagues' side card: the first 5 and '+N more leagues'.
import { DISPLAY_LIMITS } from '@fairway/contracts';
import { List, Muted, TitledCard } from '@fairway/ui';
import { Link } from 'react-router-dom';
import { ListSkeleton } from './league-list-skeleton';
import { useGetMyLeaguesQuery } from '@fairway/platform';

export function MyLeaguesSideCard() {
  const { data: leagues = [], isLoading } = useGetMyLeaguesQuery();
  const shown = leagues.slice(0, DISPLAY_LIMITS.leagueSummaries);
  const more = leagues.length - shown.length;
  return (
    <TitledCard titleId="my-leagues-side-title" title="My Leagues">
      {isLoading ? (
        <ListSkeleton rows={2} height="24px" />
      ) : leagues.length === 0 ? (
        <Muted>You have not joined any leagues yet.</Muted>
      ) : (
        <List>
          {shown.map((league) => (
            <li key={league.id}>
              <Link to={`/leagues/${league.id}`}>{league.name}</Link>{' '}
              <Muted>
                {league.memberCount} member{league.memberCount === 1 ? '' : 's'}
              </Muted>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Muted>+{more} more leagues</Muted>
            </li>
          ) : null}
        </List>
      )}
    </TitledCard>
  );
}
