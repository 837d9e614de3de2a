import { DISPLAY_LIMITS, type Round } from '@fairway/contracts';
import { Muted, TitledCard } from '@fairway/ui';
import { RoundList } from './round-list';

/** 'Recent Activity': the latest 5 rounds of the league. */
export function RecentActivityCard({ rounds }: { rounds: readonly Round[] }) {
  return (
    <TitledCard titleId="league-recent-activity-title" title="Recent Activity">
      {rounds.length === 0 ? (
        <Muted>No rounds submitted yet</Muted>
      ) : (
        <RoundList rounds={rounds.slice(0, DISPLAY_LIMITS.leagueRecentActivity)} label="Recent rounds" />
      )}
    </TitledCard>
  );
}
