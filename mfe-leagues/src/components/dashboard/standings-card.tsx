// 'Members & Standings': rank, name linking to the member page, handicap,
// 'X of N rounds completed' and the figure the league ranks by (to par, net average or points).
import { countText, handicapText, requiredRounds, type LeaderboardEntry, type League } from '@fairway/contracts';
import { EmptyState, StandingFigure, TitledCard } from '@fairway/ui';
import { MemberRanking } from '../ranked-row';

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
          figure={(entry) => <StandingFigure format={entry.format} value={entry.formatValue} />}
        />
      )}
    </TitledCard>
  );
}
