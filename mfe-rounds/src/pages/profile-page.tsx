// /profile: who the user is, their statistics, latest rounds, leagues
// and achievements. Edit Profile and Change Password are the auth remote's dialogs, mounted
// through federation (never imported).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { countText, fullName, handicapText, achievements, DISPLAY_LIMITS, formatDayLong } from '@fairway/contracts';
import { RemoteModule, useCurrentUser, useGetMyLeaguesQuery } from '@fairway/platform';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  List,
  Muted,
  Page,
  Row,
  Skeleton,
  Columns,
  Stack,
  TitledCard,
} from '@fairway/ui';
import { useGetRecentRoundsQuery } from '../api';
import { ListItem, Score } from '../components/layout';
import { ConfirmationRequests } from '../components/confirmation-requests';
import { HandicapIndexPanel } from '../components/handicap-index-panel';
import { HonorSignals } from '../components/honor-signals';
import { LogoutButton } from '../components/logout-button';
import { NoRounds } from '../components/no-rounds';
import { NOTIFICATION_SETTINGS_ON_THIS_SHELL, NotificationSettings } from '../components/notification-settings';
import { StatGrid } from '../components/stat-grid';
import { decimalText } from '../lib/people';
import { relativeTime } from '../lib/relative-time';

// The avatar beside the name and email, on one line.
const Identity = styled(Row).attrs({ $gap: 4, $nowrap: true })`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const Achievement = styled.li<{ $earned: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $earned }) => ($earned ? theme.colors.goldSoft : theme.colors.secondary)};
`;

type OpenDialog = 'profile' | 'password' | null;

export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const rounds = useGetRecentRoundsQuery(undefined, { skip: !user });
  const leagues = useGetMyLeaguesQuery(undefined, { skip: !user });
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (isLoading || !user) {
    return (
      <Page aria-busy="true">
        <Skeleton $height="96px" />
        <Skeleton $height="240px" />
      </Page>
    );
  }

  const myLeagues = leagues.data ?? [];
  const recent = (rounds.data ?? []).slice(0, DISPLAY_LIMITS.profileRecentRounds);
  const badges = achievements({ totalRounds: user.totalRounds, bestRound: user.bestRound, leagueCount: myLeagues.length });
  const close = () => setDialog(null);

  return (
    <Page>
      <Card>
        <CardContent>
          <Row style={{ justifyContent: 'space-between' }}>
            <Identity>
              <Avatar user={user} size={72} variant="solid" />
              <div>
                <h1>{fullName(user)}</h1>
                <p>{user.email}</p>
                <Muted>Member since {relativeTime(user.createdAt)}</Muted>
              </div>
            </Identity>
            <Row>
              <Button $variant="outline" onClick={() => setDialog('profile')}>
                Edit Profile
              </Button>
              <Button $variant="outline" onClick={() => setDialog('password')}>
                Change Password
              </Button>
              <Button as={Link} to="/" $variant="secondary">
                Dashboard
              </Button>
              <LogoutButton />
            </Row>
          </Row>
        </CardContent>
      </Card>

      <Columns>
        <Stack $gap={6}>
          <TitledCard title="Golf Statistics">
            <StatGrid
              items={[
                { label: 'Handicap', value: handicapText(user.handicap) },
                { label: 'Total Rounds', value: user.totalRounds },
                { label: 'Best Round', value: user.bestRound ?? '-' },
                { label: 'Average Score', value: decimalText(user.averageScore) },
              ]}
            />
            <HandicapIndexPanel user={user} />
          </TitledCard>

          <TitledCard title="Recent Rounds" action={<Link to="/recent-rounds">View all rounds</Link>}>
            <ConfirmationRequests />
            {rounds.isLoading ? (
              <Skeleton $height="120px" />
            ) : recent.length === 0 ? (
              <NoRounds title="No rounds recorded yet" />
            ) : (
              <List aria-label="Recent rounds">
                {recent.map((round) => (
                  <ListItem key={round.id}>
                    <div>
                      <Link to="/recent-rounds">
                        <strong>{round.course}</strong>
                      </Link>
                      <Row>
                        <Badge $variant="info">{round.leagueName ?? round.league?.name}</Badge>
                        <Muted>{formatDayLong(round.date)}</Muted>
                      </Row>
                    </div>
                    <Score>{round.score}</Score>
                  </ListItem>
                ))}
              </List>
            )}
          </TitledCard>
        </Stack>

        <Stack $gap={6}>
          <TitledCard title="My Leagues">
            {leagues.isLoading ? (
              <Skeleton $height="80px" />
            ) : myLeagues.length === 0 ? (
              <EmptyState
                title="No leagues yet"
                action={
                  <Button as={Link} to="/leagues" $variant="outline">
                    Browse Leagues
                  </Button>
                }
              />
            ) : (
              <List aria-label="League summary">
                {myLeagues.slice(0, DISPLAY_LIMITS.leagueSummaries).map((league) => (
                  <ListItem key={league.id}>
                    <div>
                      <Link to={`/leagues/${league.id}`}>
                        <strong>{league.name}</strong>
                      </Link>
                      <div>
                        <Muted>
                          {countText(league.userRounds, 'round')} · avg {decimalText(league.userAvgScore)}
                        </Muted>
                      </div>
                    </div>
                    {league.userPosition ? <Badge $variant="secondary">#{league.userPosition}</Badge> : null}
                  </ListItem>
                ))}
              </List>
            )}
          </TitledCard>

          {NOTIFICATION_SETTINGS_ON_THIS_SHELL ? <NotificationSettings leagues={myLeagues} /> : null}

          <TitledCard title="Achievements">
            <List aria-label="Achievements">
              {badges.map((badge) => (
                <Achievement key={badge.id} $earned={badge.earned}>
                  <div>
                    <strong>{badge.title}</strong>
                    <div>
                      <Muted>{badge.description}</Muted>
                    </div>
                  </div>
                  <Badge $variant={badge.earned ? 'gold' : 'outline'}>{badge.earned ? 'Earned' : 'Locked'}</Badge>
                </Achievement>
              ))}
            </List>
          </TitledCard>

          <Card>
            <CardHeader>
              <CardTitle>Honor System</CardTitle>
              <CardDescription>
                All scores are self-reported. Play by the rules, record every round honestly and enjoy the game with your league.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <HonorSignals />
            </CardContent>
          </Card>
        </Stack>
      </Columns>

      {dialog === 'profile' ? (
        <RemoteModule remote="auth" module="EditProfileDialog" label="Edit Profile" props={{ open: true, onClose: close }} />
      ) : null}
      {dialog === 'password' ? (
        <RemoteModule remote="auth" module="ChangePasswordDialog" label="Change Password" props={{ open: true, onClose: close }} />
      ) : null}
    </Page>
  );
}
