import { formatDayLong } from '@fairway/contracts';
import type { League } from '@fairway/contracts';
import { TitledCard } from '@fairway/ui';
import { privacyLabel, typeLabel } from '../../lib/format';
import { totalRoundsText } from '../../lib/league-stats';
import { StatGrid } from '../layout';

/** 'League Information': created date, type, privacy (Public / Invite Only), total rounds 'X of members*N'. */
export function LeagueInfoCard({ league, totalRounds }: { league: League; totalRounds: number }) {
  return (
    <TitledCard titleId="league-info-title" title="League Information">
      <StatGrid
        stats={[
          { label: 'Created', value: formatDayLong(league.createdAt) },
          { label: 'Type', value: typeLabel(league.type) },
          { label: 'Privacy', value: privacyLabel(league.privacy) },
          { label: 'Total Rounds', value: totalRoundsText(totalRounds, league.memberCount, league.courses) },
        ]}
      />
    </TitledCard>
  );
}
