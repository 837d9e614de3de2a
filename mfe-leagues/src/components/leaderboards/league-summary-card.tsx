// One league in the All Leagues view: the user's position text and the top 3 (crown, medal,
// award; name or 'Anonymous Player'; the league's figure). If this league's leaderboard fails to load, the
// card falls back to an empty list with the user in last place.
import { fullName, DISPLAY_LIMITS, type LeaderboardEntry, type League } from '@fairway/contracts';
import { Card, CardContent, CardHeader, CardTitle, List, Muted, Skeleton, StandingFigure } from '@fairway/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetLeaderboardQuery } from '../../api';
import { RankBadge } from '../rank-badge';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  span.name {
    flex: 1;
  }
`;

export interface LeagueSummary {
  entries: LeaderboardEntry[];
  position: number;
}

/** The card's figures; the fallback when the leaderboard could not be loaded. */
export function leagueSummary(
  league: League,
  entries: LeaderboardEntry[] | undefined,
  failed: boolean,
  userId: string | undefined,
): LeagueSummary {
  const last = Math.max(league.memberCount, 1);
  if (failed) return { entries: [], position: last };
  if (!entries) return { entries: [], position: league.userPosition ?? last };
  const own = entries.find((entry) => entry.userId === userId);
  return { entries, position: own?.position ?? league.userPosition ?? last };
}

export function LeagueSummaryCard({ league, userId }: { league: League; userId?: string }) {
  const { data, isLoading, isError } = useGetLeaderboardQuery(league.id);
  const summary = leagueSummary(league, data, isError, userId);
  const top = summary.entries.slice(0, DISPLAY_LIMITS.leaderboardTop);
  return (
    <Card as="article" aria-label={league.name}>
      <CardHeader>
        <CardTitle>
          <Link to={`/leagues/${league.id}`}>{league.name}</Link>
        </CardTitle>
        <Muted>{`You are #${summary.position} of ${Math.max(league.memberCount, 1)}`}</Muted>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton $height="72px" />
        ) : top.length === 0 ? (
          <Muted>No scores recorded yet in this league.</Muted>
        ) : (
          <List aria-label={`Top players in ${league.name}`}>
            {top.map((entry) => (
              <Item key={entry.userId}>
                <RankBadge position={entry.position} ranked={entry.roundCount > 0} />
                <span className="name">{fullName(entry.user)}</span>
                <StandingFigure format={entry.format} value={entry.formatValue} />
              </Item>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
