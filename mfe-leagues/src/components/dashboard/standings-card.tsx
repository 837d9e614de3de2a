// 'Members & Standings' (spec section 2): rank, name linking to the member page, handicap,
// 'X of N rounds completed' and the to-par figure.
import { fullName, requiredRounds, type LeaderboardEntry, type League } from '@fairway/contracts';
import { EmptyState, List, Muted, ToParFigure, TitledCard } from '@fairway/ui';
import { Link } from 'react-router-dom';
import { RankedRow } from '../ranked-row';

export function StandingsCard({ league, leaderboard }: { league: League; leaderboard: readonly LeaderboardEntry[] }) {
  const required = requiredRounds(league.courses);
  return (
    <TitledCard titleId="standings-title" title="Members & Standings">
      {leaderboard.length === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <List aria-label="Standings">
          {leaderboard.map((entry) => (
            <RankedRow
              key={entry.userId}
              position={entry.position}
              person={entry.user}
              figure={<ToParFigure value={entry.totalToPar} kind="total" />}
            >
              <Link to={`/leagues/${league.id}/members/${entry.userId}`}>{fullName(entry.user)}</Link>
              <br />
              <Muted>
                Handicap: {entry.user.handicap} · {entry.roundCount} of {required} rounds completed
              </Muted>
            </RankedRow>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
