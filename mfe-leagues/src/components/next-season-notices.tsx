// Dashboard notice: a public league the user played has started its next season; one tap joins.
import { runUserAction, useCurrentUser } from '@fairway/platform';
import { Button, List, TitledCard } from '@fairway/ui';
import { Link } from 'react-router-dom';
import { useGetNextSeasonsQuery, useJoinLeagueMutation } from '../api';

export function NextSeasonNotices() {
  const { isDemo } = useCurrentUser();
  const notices = useGetNextSeasonsQuery(undefined, { skip: isDemo });
  const [join, joining] = useJoinLeagueMutation();
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  return (
    <TitledCard titleId="next-season-title" title="New Season">
      <List aria-label="New seasons">
        {list.map((notice) => (
          <li key={notice.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
            <span>
              Season {notice.season} of <Link to={`/leagues/${notice.id}`}>{notice.name}</Link> has started.
            </span>
            <Button
              disabled={joining.isLoading}
              aria-label={`Join season ${notice.season} of ${notice.name}`}
              onClick={() =>
                void runUserAction(() => join({ id: notice.id }).unwrap(), {
                  success: { title: 'Joined League', description: `You're in season ${notice.season} of ${notice.name}.` },
                  failure: { title: 'Error', fallback: 'Failed to join league. Please try again.' },
                })
              }
            >
              Join Season {notice.season}
            </Button>
          </li>
        ))}
      </List>
    </TitledCard>
  );
}
