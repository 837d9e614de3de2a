// 'Members & Standings' (spec section 2): rank, name linking to the member page, handicap,
// 'X of N rounds completed' and the to-par figure.
import { fullName, requiredRounds, type LeaderboardEntry, type League } from '@fairway/contracts';
import { Avatar, EmptyState, List, Muted, ToParFigure, TitledCard } from '@fairway/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RankBadge } from '../rank-badge';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: inherit;
    font-weight: 600;
  }
  > div.who {
    flex: 1;
    min-width: 0;
  }
`;

export function StandingsCard({ league, leaderboard }: { league: League; leaderboard: readonly LeaderboardEntry[] }) {
  const required = requiredRounds(league.courses);
  return (
    <TitledCard titleId="standings-title" title="Members & Standings">
      {leaderboard.length === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <List aria-label="Standings">
          {leaderboard.map((entry) => (
            <Item key={entry.userId}>
              <RankBadge position={entry.position} />
              <Avatar user={entry.user} />
              <div className="who">
                <Link to={`/leagues/${league.id}/members/${entry.userId}`}>{fullName(entry.user)}</Link>
                <br />
                <Muted>
                  Handicap: {entry.user.handicap} · {entry.roundCount} of {required} rounds completed
                </Muted>
              </div>
              <ToParFigure value={entry.totalToPar} kind="total" />
            </Item>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
