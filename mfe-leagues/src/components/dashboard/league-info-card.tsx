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
      <StatGrid>
        <div>
          <dt>Created</dt>
          <dd>{formatDayLong(league.createdAt)}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{typeLabel(league.type)}</dd>
        </div>
        <div>
          <dt>Privacy</dt>
          <dd>{privacyLabel(league.privacy)}</dd>
        </div>
        <div>
          <dt>Total Rounds</dt>
          <dd>{totalRoundsText(totalRounds, league.memberCount, league.courses)}</dd>
        </div>
      </StatGrid>
    </TitledCard>
  );
}
