// The gold 'League Complete!' banner and its two reasons.
import { COMPLETION_REASON_TEXT, isLeagueEnded, requiredRounds, type LeaderboardEntry, type League } from '@fairway/contracts';
import styled from 'styled-components';
import { TrophyIcon } from '../icons';

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.text};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.goldText};
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`;

/** The reasons that hold now; empty while the league is not complete. */
export function completionReasons(league: League, leaderboard: readonly LeaderboardEntry[]): string[] {
  const reasons: string[] = [];
  if (isLeagueEnded(league.endDate)) reasons.push(COMPLETION_REASON_TEXT.ended);
  const required = requiredRounds(league.courses);
  if (leaderboard.length > 0 && leaderboard.every((entry) => entry.roundCount >= required)) {
    reasons.push(COMPLETION_REASON_TEXT.allRoundsSubmitted);
  }
  return reasons;
}

export function CompletionBanner({ league, leaderboard }: { league: League; leaderboard: readonly LeaderboardEntry[] }) {
  const reasons = completionReasons(league, leaderboard);
  if (!league.isComplete && reasons.length === 0) return null;
  return (
    <Banner role="status">
      <TrophyIcon size={32} />
      <div>
        <strong>League Complete!</strong>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    </Banner>
  );
}
