// /leagues/{id}: header, completion banner, and the
// Leaderboard (default) / Calendar / Activity / Side games tabs. The calendar is the calendar remote's
// LeagueCalendar, mounted through federation with its contained fallback.
import { errorText, RemoteModule, useCurrentUser, useGetLeagueQuery } from '@fairway/platform';
import { Button, EmptyState, Page, Skeleton, Tab, TabList, TabPanel, Tabs, Columns, Stack } from '@fairway/ui';
import { LoadFailed } from '../components/load-failed';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useGetInvitedLeagueQuery, useGetLeaderboardQuery, useGetLeagueRoundsInfiniteQuery } from '../api';
import { ActivityTab } from '../components/dashboard/activity-tab';
import { CompletionBanner } from '../components/dashboard/completion-banner';
import { LeagueHeader } from '../components/dashboard/league-header';
import { LeagueInfoCard } from '../components/dashboard/league-info-card';
import { RecentActivityCard } from '../components/dashboard/recent-activity-card';
import { StandingsCard } from '../components/dashboard/standings-card';
import { FormatCard } from '../components/dashboard/format-card';
import { LeagueChangesCard } from '../components/dashboard/league-changes-card';
import { OrganizerPanel } from '../components/organizers/organizer-panel';
import { CourseRatingsCard } from '../components/dashboard/course-ratings-card';
import { ListSkeleton } from '../components/league-list-skeleton';
import { SideGamesTab } from '../components/side-games/side-games-tab';

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? ((error as { status?: unknown }).status as number | undefined) : undefined;
}

export function LeagueNotFound() {
  return (
    <Page>
      <EmptyState
        title="League Not Found"
        description="The league you're looking for doesn't exist or you don't have access to it."
        action={
          <Button as={Link} to="/leagues">
            Back to Leagues
          </Button>
        }
      />
    </Page>
  );
}

/** The invitation token of an emailed link, `/leagues/{id}#invitation=<token>` (a fragment never
 * reaches a server). */
export function invitationTokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('invitation') ?? undefined;
}

/** An invite-only league seen through an invitation, before joining: the header with Join only. */
function InvitedLeague({ id, token }: { id: string; token: string }) {
  const invited = useGetInvitedLeagueQuery({ id, token });
  if (invited.isLoading) {
    return (
      <Page aria-busy="true">
        <Skeleton $height="40px" $width="50%" />
      </Page>
    );
  }
  if (!invited.data && statusOf(invited.error) === 410) {
    // A revoked link: the server's sentence says it was withdrawn and whom to ask.
    return (
      <Page>
        <EmptyState
          title="Invitation Withdrawn"
          description={errorText(invited.error, "This invitation was withdrawn. Ask the league's organizer for a new one.")}
          action={
            <Button as={Link} to="/leagues">
              Back to Leagues
            </Button>
          }
        />
      </Page>
    );
  }
  if (!invited.data) return <LeagueNotFound />;
  return (
    <Page>
      <LeagueHeader league={invited.data} isCreator={false} invitationToken={token} />
      <EmptyState title="You're invited" description="Join this invite-only league to see its standings, calendar and activity." />
    </Page>
  );
}

export function LeagueDashboardPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const token = invitationTokenOf(hash);
  const { user } = useCurrentUser();
  const league = useGetLeagueQuery(id, { skip: !id });
  // Asked with the league, not after it: the page waits for both (below), so the standings do not
  // replace a short skeleton and push the cards under them down (CLS 0.169 on a phone).
  const leaderboard = useGetLeaderboardQuery(id, { skip: !id });
  const rounds = useGetLeagueRoundsInfiniteQuery(id, { skip: !id || !league.data });
  const navigate = useNavigate();
  const visible = Boolean(league.data);
  useEffect(() => {
    void Tabs.preload();
  }, []);
  useEffect(() => {
    // Once the league is the caller's (joined, or a member already), the token has no use:
    // drop it from the address bar and history.
    if (visible && token) navigate(`/leagues/${id}`, { replace: true });
  }, [visible, token, id, navigate]);

  if (league.isLoading || (league.data && leaderboard.isLoading)) {
    return (
      <Page aria-busy="true">
        <Skeleton $height="40px" $width="50%" />
        <ListSkeleton rows={3} height="96px" />
      </Page>
    );
  }
  if (!league.data) {
    const status = statusOf(league.error);
    if (token && status === 404) return <InvitedLeague id={id} token={token} />;
    if (status === undefined || status === 404 || status === 400) return <LeagueNotFound />;
    return (
      <Page>
        <LoadFailed title="Could not load this league" description="Something went wrong. Please try again." onRetry={league.refetch} />
      </Page>
    );
  }

  const data = league.data;
  const entries = leaderboard.data ?? [];
  // Pages loaded so far (newest first); the totals come with every page.
  const roundList = rounds.data?.pages.flatMap((page) => page.rounds) ?? [];
  const firstPage = rounds.data?.pages[0];
  return (
    <Page>
      <LeagueHeader league={data} isCreator={Boolean(user && user.id === data.createdBy)} />
      <CompletionBanner league={data} leaderboard={entries} />
      <Tabs defaultValue="leaderboard">
        <TabList aria-label="League sections">
          <Tab value="leaderboard">Leaderboard</Tab>
          <Tab value="calendar">Calendar</Tab>
          <Tab value="activity">Activity</Tab>
          <Tab value="side-games">Side games</Tab>
        </TabList>
        <TabPanel value="leaderboard">
          <Columns>
            <StandingsCard league={data} leaderboard={entries} />
            <Stack>
              <FormatCard league={data} />
              {data.isAdmin ? <OrganizerPanel league={data} viewerId={user?.id ?? null} /> : null}
              <LeagueInfoCard league={data} totalRounds={firstPage?.total ?? 0} />
              <CourseRatingsCard league={data} canEdit={Boolean(data.isAdmin && !data.nextLeagueId)} />
              {rounds.isLoading ? <ListSkeleton rows={2} height="40px" /> : <RecentActivityCard rounds={roundList} />}
            </Stack>
          </Columns>
        </TabPanel>
        <TabPanel value="calendar">
          <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" props={{ leagueId: data.id }} />
        </TabPanel>
        <TabPanel value="activity">
          <LeagueChangesCard leagueId={data.id} />
          {rounds.isLoading ? (
            <ListSkeleton rows={4} height="48px" />
          ) : (
            <ActivityTab
              league={data}
              rounds={roundList}
              statistics={firstPage?.statistics}
              hasMore={rounds.hasNextPage}
              loadingMore={rounds.isFetchingNextPage}
              onLoadMore={() => void rounds.fetchNextPage()}
            />
          )}
        </TabPanel>
        <TabPanel value="side-games">
          <SideGamesTab league={data} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
