// 'Members & Standings' (spec section 2): rank, name linking to the member page, handicap,
// 'X of N rounds completed' and the to-par figure.
import { requiredRounds, type LeaderboardEntry, type League } from '@fairway/contracts';
import { EmptyState, List, ToParFigure, TitledCard } from '@fairway/ui';
import { MemberRankRow } from '../ranked-row';

export function StandingsCard({ league, leaderboard }: { league: League; leaderboard: readonly LeaderboardEntry[] }) {
  const required = requiredRounds(league.courses);
  return (
    <TitledCard titleId="standings-title" title="Members & Standings">
      {leaderboard.length === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <List aria-label="Standings">
          {leaderboard.map((entry) => (
            <MemberRankRow
              key={entry.userId}
              leagueId={league.id}
              entry={entry}
              details={
                <>
                  Handicap: {entry.user.handicap} · {entry.roundCount} of {required} rounds completed
                </>
              }
              figure={<ToParFigure value={entry.totalToPar} kind="total" />}
            />
          ))}
        </List>
      )}
    </TitledCard>
  );
}
