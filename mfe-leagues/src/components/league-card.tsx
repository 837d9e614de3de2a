import type { League } from '@fairway/contracts';
import { Badge, Card, CardContent, Muted, Row } from '@fairway/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { maxMembersOf, privacyLabel, typeLabel } from '../lib/format';
import { JoinButton } from './join-button';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A league in the Leagues page list: name (to its dashboard), creator, members, type, description, Join or Member. */
export function LeagueCard({ league }: { league: League }) {
  return (
    <Card as="article" aria-label={league.name}>
      <CardContent>
        <Top>
          <div>
            <h3>
              <Link to={`/leagues/${league.id}`}>{league.name}</Link>
            </h3>
            <Muted>Created by {league.creatorName || 'Unknown'}</Muted>
          </div>
          <JoinButton league={league} />
        </Top>
        <Row style={{ marginTop: 8 }}>
          <Badge $variant="secondary">
            {league.memberCount}/{maxMembersOf(league)} members
          </Badge>
          <Badge $variant="outline">{typeLabel(league.type)}</Badge>
          <Badge $variant={league.privacy === 'invite' ? 'info' : 'outline'}>{privacyLabel(league.privacy)}</Badge>
        </Row>
        {league.description ? <Description>{league.description}</Description> : null}
      </CardContent>
    </Card>
  );
}
