// /leagues/:leagueId/members/:memberId: a member's performance in one league: their place and
// the format's figure as the member answer's standing carries it (the leaderboard's entry), and
// each round against the course it was played on (its par, rating and slope; a hole-by-hole
// card's Stableford points as the standings score it). The member's own page adds Leave League, Log
// Score and Edit/Delete on each round.
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  countText,
  courseRatingsOf,
  formatTraits,
  fullName,
  handicapText,
  isLeagueEnded,
  memberHandicap,
  ordinal,
  roundFigures,
  teeFiguresText,
  type Member,
  type Round,
  formatDayLong,
} from '@fairway/contracts';
import { useCurrentUser, useGetLeagueQuery, useGetMemberQuery, useGetMemberRoundsInfiniteQuery } from '@fairway/platform';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  EmptyState,
  Muted,
  Page,
  PageHeader,
  Row,
  RoundSignals,
  Skeleton,
  StandingFigure,
  ToParFigure,
  TitledCard,
} from '@fairway/ui';
import { DeleteRoundDialog } from '../components/delete-round-dialog';
import { EditRoundDialog } from '../components/edit-round-dialog';
import { LeaveLeagueDialog } from '../components/leave-league-dialog';
import { LogRoundDialog } from '../components/log-round-dialog';
import { decimalText } from '../lib/people';
import { roundNumbers } from '../lib/round-numbers';
import { HoleScores } from '../components/hole-scores';

const RoundGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const RoundCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(56px, 1fr));
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(3)} 0;
    text-align: center;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

const Headline = styled.div`
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** "2nd · 31 pts" over the figure's name; N/A before the standing is known. */
function Standing({ standing }: { standing: Member['standing'] }) {
  const name = formatTraits(standing?.format).figureName;
  return (
    <section aria-label="Standing" style={{ textAlign: 'center' }}>
      <Headline data-testid="standing">
        {standing ? (
          <>
            {ordinal(standing.position)} · <StandingFigure format={standing.format} value={standing.formatValue} />
          </>
        ) : (
          'N/A'
        )}
      </Headline>
      <Muted>{name.charAt(0).toUpperCase() + name.slice(1)}</Muted>
    </section>
  );
}

type Dialog = { kind: 'log' } | { kind: 'leave' } | { kind: 'edit'; round: Round } | { kind: 'delete'; round: Round } | null;

export function MemberPage() {
  const { leagueId = '', memberId = '' } = useParams();
  const location = useLocation();
  const { user } = useCurrentUser();
  const league = useGetLeagueQuery(leagueId, { skip: !leagueId });
  const member = useGetMemberQuery({ leagueId, memberId }, { skip: !leagueId || !memberId });
  const rounds = useGetMemberRoundsInfiniteQuery({ leagueId, memberId }, { skip: !leagueId || !memberId });
  const loaded = useMemo(() => rounds.data?.pages.flatMap((page) => page.rounds) ?? [], [rounds.data]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const numbers = useMemo(() => roundNumbers(loaded), [loaded]);

  if (league.isLoading || member.isLoading) {
    return (
      <Page aria-busy="true">
        <Skeleton $height="48px" />
        <Skeleton $height="160px" />
        <Skeleton $height="240px" />
      </Page>
    );
  }
  if (!league.data || !member.data) {
    return (
      <Page>
        <EmptyState
          title="Member not found."
          action={
            <Button as={Link} to={leagueId ? `/leagues/${leagueId}` : '/leagues'} $variant="outline">
              Back to League
            </Button>
          }
        />
      </Page>
    );
  }

  const person = member.data.user;
  const own = user?.id === member.data.userId;
  const memberRounds = loaded;
  const handicap = memberHandicap(person.handicap);
  const ended = isLeagueEnded(league.data.endDate);
  const close = () => setDialog(null);

  return (
    <Page>
      <PageHeader
        title={fullName(person)}
        description={`Performance in ${league.data.name}`}
        actions={
          <Row>
            <Button as={Link} to={`/leagues/${leagueId}`} $variant="outline">
              Back to League
            </Button>
            {own ? (
              <Button $variant="destructive" onClick={() => setDialog({ kind: 'leave' })}>
                Leave League
              </Button>
            ) : null}
          </Row>
        }
      />

      <Card>
        <CardContent>
          <Profile>
            <Row style={{ gap: 16 }}>
              <Avatar user={person} size={72} variant="solid" />
              <div>
                <div>
                  <strong>{fullName(person)}</strong>
                </div>
                <div>Handicap: {handicapText(handicap, 'N/A')}</div>
                <Muted>{countText(member.data.roundCount, 'round')} played</Muted>
              </div>
            </Row>
            <Standing standing={member.data.standing} />
          </Profile>
        </CardContent>
      </Card>

      <TitledCard title="Course Performance" action={<Button onClick={() => setDialog({ kind: 'log' })}>Log Score</Button>}>
        {rounds.isLoading ? (
          <Skeleton $height="140px" />
        ) : memberRounds.length === 0 ? (
          <EmptyState title="No rounds played yet" />
        ) : (
          <RoundGrid aria-label="Rounds">
            {memberRounds.map((round) => {
              const figures = handicap === null ? null : roundFigures(round, handicap);
              return (
                <RoundCard key={round.id} data-testid="member-round">
                  <h3>
                    {round.course} - Round {numbers.get(round.id)}
                  </h3>
                  <Muted>{formatDayLong(round.date)}</Muted>
                  <p data-testid="tees">
                    <Muted>{teeFiguresText(courseRatingsOf(round))}</Muted>
                  </p>
                  <dl>
                    <div>
                      <dt>Gross</dt>
                      <dd data-testid="gross">{round.score}</dd>
                    </div>
                    <div>
                      <dt>Net</dt>
                      <dd data-testid="net">{figures ? decimalText(figures.net) : 'N/A'}</dd>
                    </div>
                    <div>
                      <dt>To Par</dt>
                      <dd data-testid="to-par">
                        <ToParFigure value={figures ? figures.toPar : null} kind="round" />
                      </dd>
                    </div>
                    {typeof round.points === 'number' ? (
                      <div>
                        <dt>Points</dt>
                        <dd data-testid="points">{round.points}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {round.notes ? <p>{round.notes}</p> : null}
                  <HoleScores round={round} />
                  <RoundSignals personalBest={round.personalBest} playedWith={round.playedWith} />
                  {own ? (
                    <Row>
                      <Button $variant="outline" $size="sm" onClick={() => setDialog({ kind: 'edit', round })}>
                        Edit
                      </Button>
                      <Button $variant="outline" $size="sm" onClick={() => setDialog({ kind: 'delete', round })}>
                        Delete
                      </Button>
                    </Row>
                  ) : null}
                </RoundCard>
              );
            })}
          </RoundGrid>
        )}
        {rounds.hasNextPage ? (
          <Row style={{ justifyContent: 'center', marginTop: 12 }}>
            <Button $variant="outline" onClick={() => void rounds.fetchNextPage()} disabled={rounds.isFetchingNextPage}>
              {rounds.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </Row>
        ) : null}
      </TitledCard>

      <LogRoundDialog open={dialog?.kind === 'log'} onClose={close} leagueId={leagueId} redirectTo={location.pathname} />
      <EditRoundDialog
        round={dialog?.kind === 'edit' ? dialog.round : null}
        open={dialog?.kind === 'edit'}
        onClose={close}
        leagueEnded={ended}
        leagueEndDate={league.data.endDate}
      />
      <DeleteRoundDialog round={dialog?.kind === 'delete' ? dialog.round : null} open={dialog?.kind === 'delete'} onClose={close} />
      {own ? (
        <LeaveLeagueDialog
          open={dialog?.kind === 'leave'}
          onClose={close}
          leagueId={leagueId}
          leagueName={league.data.name}
          userId={member.data.userId}
          roundCount={member.data.roundCount}
          inviteOnly={league.data.privacy === 'invite'}
        />
      ) : null}
    </Page>
  );
}
