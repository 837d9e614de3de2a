import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteModule, useCurrentUser } from '@fairway/platform';
import { Button, Card, CardContent, PageHeader } from '@fairway/ui';
import { FlagIcon, PlusIcon, TrophyIcon, UserIcon } from './quick-action-icons';

const QuickActions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const ActionButton = styled(Button)`
  flex-direction: column;
  padding: ${({ theme }) => theme.space(4)};
`;

const Widgets = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

type OpenDialog = 'log-round' | 'create-league' | null;

/** The signed-in home: greeting, quick actions and the remotes' dashboard widgets. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user?.firstName || 'Golfer'}!`}
        description="Ready to play? Log a score or check on your leagues."
      />

      <Card as="section" aria-label="Quick actions" style={{ marginBottom: 24 }}>
        <CardContent>
          <QuickActions>
            <ActionButton onClick={() => setDialog('log-round')}>
              <FlagIcon />
              <span>Log Score</span>
            </ActionButton>
            <ActionButton $variant="secondary" onClick={() => navigate('/leaderboards')}>
              <TrophyIcon />
              <span>My Leagues</span>
            </ActionButton>
            <ActionButton $variant="secondary" onClick={() => setDialog('create-league')}>
              <PlusIcon />
              <span>New League</span>
            </ActionButton>
            <ActionButton $variant="secondary" onClick={() => navigate('/profile')}>
              <UserIcon />
              <span>Profile</span>
            </ActionButton>
          </QuickActions>
        </CardContent>
      </Card>

      <Widgets>
        <Column>
          <RemoteModule remote="leagues" module="MyLeaguesCard" label="My Leagues" />
          <RemoteModule remote="leagues" module="AvailableLeaguesCard" label="Available Leagues" />
        </Column>
        <Column>
          <RemoteModule remote="rounds" module="HandicapCard" label="Your Handicap" />
          <RemoteModule remote="rounds" module="RecentActivityCard" label="Recent Activity" />
        </Column>
      </Widgets>

      {dialog === 'log-round' ? (
        <RemoteModule remote="rounds" module="LogRoundDialog" label="Log Score" loading={null} props={{ open: true, onClose: close }} />
      ) : null}
      {dialog === 'create-league' ? (
        <RemoteModule
          remote="leagues"
          module="CreateLeagueDialog"
          label="New League"
          loading={null}
          props={{ open: true, onClose: close }}
        />
      ) : null}
    </>
  );
}
