// Dashboard 'Your Handicap': handicap, best round, average and total rounds, from
// the current user (statistics the rounds service keeps consistent with every round write), and
// the handicap index from the user's rounds beside the handicap they entered.
import { handicapText } from '@fairway/contracts';
import { useCurrentUser } from '@fairway/platform';
import { Skeleton, TitledCard } from '@fairway/ui';
import { HandicapIndexPanel } from '../components/handicap-index-panel';
import { StatGrid } from '../components/stat-grid';
import { decimalText } from '../lib/people';

export function HandicapCard() {
  const { user, isLoading } = useCurrentUser();
  return (
    <TitledCard title="Your Handicap">
      {isLoading || !user ? (
        <Skeleton $height="88px" />
      ) : (
        <>
          <StatGrid
            items={[
              { label: 'Handicap', value: handicapText(user.handicap) },
              { label: 'Best Round', value: user.bestRound ?? '-' },
              { label: 'Average', value: decimalText(user.averageScore) },
              { label: 'Total Rounds', value: user.totalRounds },
            ]}
          />
          <HandicapIndexPanel user={user} />
        </>
      )}
    </TitledCard>
  );
}
