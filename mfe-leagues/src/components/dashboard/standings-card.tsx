// 'Members & Standings': rank, name linking to the member page, handicap,
// 'X of N rounds completed' and the to-par figure.
import { countText, handicapText, requiredRounds, type LeaderboardEntry, type League } from '@fairway/contracts';
import { EmptyState, ToParFigure, TitledCard } from '@fairway/ui';
import { MemberRanking } from '../ranked-row';
import { formatFigureText } from './format-card';

export function StandingsCard({ league, leaderboard }: { league: League; leaderboard: readonly LeaderboardEntry[] }) {
  const required = requiredRounds(league.courses);
  return (
    <TitledCard titleId="standings-title" title="Members & Standings">
      {leaderboard.length === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <MemberRanking
          leagueId={league.id}
          entries={leaderboard}
          label="Standings"
          details={(entry) => (
            <>
              Handicap: {handicapText(entry.user.handicap)} · {entry.roundCount} of {countText(required, 'round')} completed
            </>
          )}
          figure={(entry) =>
            (entry.format ?? 'total-to-par') === 'total-to-par' ? (
              <ToParFigure value={entry.totalToPar} kind="total" />
            ) : (
              <strong aria-label={`Standing figure ${formatFigureText(entry)}`}>{formatFigureText(entry)}</strong>
            )
          }
        />
      )}
    </TitledCard>
  );
}
