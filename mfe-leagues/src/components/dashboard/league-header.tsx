// League dashboard header: breadcrumb, name, badges, description, 'Ends: {date}'
// with '(Expired)', Log Score (a member of a league still open: Log Your Round with this league
// chosen), Back, and Delete - enabled only for the creator, with a confirmation.
import { isLeagueEnded, type League, formatDayLong } from '@fairway/contracts';
import { RemoteModule } from '@fairway/platform';
import { Badge, Button, Row } from '@fairway/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { maxMembersOf, privacyLabel, typeLabel } from '../../lib/format';
import { JoinButton } from '../join-button';
import { DeleteLeagueDialog } from './delete-league-dialog';

const Breadcrumb = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: inherit;
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 4px 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function LeagueHeader({
  league,
  isCreator,
  invitationToken,
}: {
  league: League;
  isCreator: boolean;
  /** An emailed invitation token: Join uses it. */
  invitationToken?: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [logging, setLogging] = useState(false);
  const expired = isLeagueEnded(league.endDate);
  // A closed season (its next one started) takes no rounds, nor does an ended league.
  const canLog = league.isMember && !expired && !league.nextLeagueId;
  return (
    <Head>
      <div>
        <Breadcrumb aria-label="Breadcrumb">
          <Link to="/leagues">Leagues</Link> / <span aria-current="page">{league.name}</span>
        </Breadcrumb>
        <h1>{league.name}</h1>
        <Row>
          <Badge $variant="secondary">
            {league.memberCount}/{maxMembersOf(league)} members
          </Badge>
          <Badge $variant="outline">{typeLabel(league.type)} League</Badge>
          <Badge $variant={league.privacy === 'invite' ? 'info' : 'outline'}>{privacyLabel(league.privacy)}</Badge>
          {league.endDate ? (
            <Badge $variant={expired ? 'destructive' : 'outline'}>
              Ends: {formatDayLong(league.endDate)}
              {expired ? ' (Expired)' : ''}
            </Badge>
          ) : null}
        </Row>
        {league.season && league.season > 1 ? (
          <p>
            Season {league.season} of {league.name}
            {league.previousLeagueId ? (
              <>
                {' '}
                · <Link to={`/leagues/${league.previousLeagueId}`}>Previous season</Link>
              </>
            ) : null}
          </p>
        ) : null}
        {league.nextLeagueId ? (
          <p>
            This season is closed. <Link to={`/leagues/${league.nextLeagueId}`}>Go to the next season</Link>
          </p>
        ) : null}
        {league.description ? <p>{league.description}</p> : null}
      </div>
      <Row style={{ alignSelf: 'flex-start' }}>
        {/* Someone arriving from an invitation link (or a search) can join right here. */}
        {league.isMember ? null : <JoinButton league={league} token={invitationToken} />}
        {canLog ? <Button onClick={() => setLogging(true)}>Log Score</Button> : null}
        <Button $variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/leagues'))}>
          Back
        </Button>
        <Button
          $variant="destructive"
          disabled={!isCreator}
          title={isCreator ? undefined : 'Only the league creator can delete this league'}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      </Row>
      <DeleteLeagueDialog league={league} open={confirming} onClose={() => setConfirming(false)} />
      {logging ? (
        <RemoteModule
          remote="rounds"
          module="LogRoundDialog"
          label="Log Score"
          loading={null}
          props={{ open: true, onClose: () => setLogging(false), leagueId: league.id, redirectTo: `/leagues/${league.id}` }}
        />
      ) : null}
    </Head>
  );
}
