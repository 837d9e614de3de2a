import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { greetingFor } from '@fairway/contracts';
import styled from 'styled-components';
import { RemoteModule, useCurrentUser, useGetAvailableLeaguesQuery, useGetMyLeaguesQuery, useLoadAfterPaint } from '@fairway/platform';
import { Button, Card, CardContent, PageHeader, Skeleton } from '@fairway/ui';
import { LEAGUE_WIDGETS, WIDGETS } from './dashboard-widgets';
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

// On a phone the rounds column is below the leagues column, whose cards' height is known only once
// they load: skeletons there would be pushed down when the widgets swap in (a layout shift of
// ~0.03), so it shows none on a phone. Side by side (tablet and up) nothing moves them.
const BesideOnly = styled(Skeleton)`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;
  }
`;

const besideOnlySkeleton = (label: string) => <BesideOnly role="status" $height="6rem" aria-label={`Loading ${label}`} />;

type OpenDialog = 'log-round' | 'create-league' | null;

const DESCRIPTION = 'Ready to play? Log a score or check on your leagues.';

// The leagues column (My Leagues, the first screen's point; start-up has already started its
// modules, startup/first-modules.ts) appears as soon as its two cards are ready; the rounds
// column, below it on a phone, once all four are (or after the cap), so it never appears above
// the leagues cards' place and is then pushed down (useLoadAfterPaint: cards of a column swap in
// together, no layout shift). Their remote entries are 100-400 ms tasks on a slow phone.
const WIDGETS_TOGETHER_MS = 2000;

/** The signed-in home: greeting, quick actions and the remotes' dashboard widgets. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const leaguesStart = useLoadAfterPaint(LEAGUE_WIDGETS, WIDGETS_TOGETHER_MS);
  const widgetsStart = useLoadAfterPaint(WIDGETS, WIDGETS_TOGETHER_MS);
  // The platform's endpoints, so requested now: My Leagues and Available Leagues show their
  // leagues when they appear instead of skeletons that then change height and move the cards
  // below (layout shift).
  useGetMyLeaguesQuery();
  useGetAvailableLeaguesQuery();
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader title={greetingFor(user)} description={DESCRIPTION} />

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
          <RemoteModule remote="leagues" module="MyLeaguesCard" startAfter={leaguesStart} label="My Leagues" />
          <RemoteModule remote="leagues" module="AvailableLeaguesCard" startAfter={leaguesStart} label="Available Leagues" />
        </Column>
        <Column>
          <RemoteModule
            remote="rounds"
            module="HandicapCard"
            startAfter={widgetsStart}
            label="Your Handicap"
            loading={besideOnlySkeleton('Your Handicap')}
          />
          <RemoteModule
            remote="rounds"
            module="RecentActivityCard"
            startAfter={widgetsStart}
            label="Recent Activity"
            loading={besideOnlySkeleton('Recent Activity')}
          />
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

// The frame's stand-ins: the greeting needs the user, the quick actions and widgets their code.
const GreetingPlace = styled(Skeleton).attrs({ as: 'span' })`
  display: inline-block;
  vertical-align: middle;
  height: 1.2em;
  max-width: 100%;
`;
const ActionPlace = styled(Skeleton)`
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The dashboard as its prerendered frame shows it before the code has loaded (prerender/dashboard.tsx):
 * the same layout with the page's text, and skeletons where the greeting, the quick actions and
 * the leagues column's widgets appear. Nothing in it waits for the code to work (no buttons).
 */
export function DashboardFrame() {
  return (
    <div aria-busy="true">
      <PageHeader title={<GreetingPlace $width="min(9em, 70vw)" aria-hidden="true" />} description={DESCRIPTION} />
      <Card style={{ marginBottom: 24 }}>
        <CardContent>
          <QuickActions>
            {[0, 1, 2, 3].map((place) => (
              <ActionPlace key={place} $height="5.25rem" />
            ))}
          </QuickActions>
        </CardContent>
      </Card>
      <Widgets>
        <Column>
          <Skeleton $height="6rem" />
          <Skeleton $height="6rem" />
        </Column>
      </Widgets>
    </div>
  );
}
