// The league dashboard's Calendar tab, 'Golf Availability Calendar':
// one Monday-start week loaded in one request, the day view, the Add Availability dialog, the
// week's opportunities and the .ics export of the user's own slots.
import { useState } from 'react';
import { buildAvailabilityIcs, currentWeekStart, icsFileName, todayIso, weekRange, weekStart } from '@fairway/contracts';
import { errorText, useCurrentUser, useGetLeagueQuery } from '@fairway/platform';
import { Button, EmptyState, Stack, TitledCard } from '@fairway/ui';
import styled from 'styled-components';
import { useGetAvailabilityQuery } from '../api';
import { useGetTeeGroupsQuery } from '../tee-groups-api';
import { TeeGroupsCard } from './tee-groups/tee-groups-card';
import { downloadText } from '../lib/download';
import { useAvailabilityActions } from '../lib/use-availability-actions';
import { AddAvailabilityDialog } from './add-availability-dialog';
import { DayViewDialog } from './day-view-dialog';
import { BestTimeHint, OpportunitiesCard } from './opportunities-card';
import { WeekGrid } from './week-grid';
import { WeekNavigation } from './week-navigation';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

const Loading = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  padding: ${({ theme }) => theme.space(8)} 0;
`;

export interface LeagueCalendarProps {
  leagueId: string;
  /** The week shown first (any day of it); by default this week in the browser's own zone. */
  initialWeek?: string;
}

export function LeagueCalendar({ leagueId, initialWeek }: LeagueCalendarProps) {
  const [week, setWeek] = useState(() => initialWeek ?? currentWeekStart());
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [addWeek, setAddWeek] = useState<string | null>(null);
  const { user, isLoading: userLoading } = useCurrentUser();
  const userId = user?.id ?? null;
  const league = useGetLeagueQuery(leagueId);
  // A visitor of a public league sees its dashboard but not its calendar (members only).
  const notMember = league.data !== undefined && !league.data.isMember;
  const availability = useGetAvailabilityQuery({ leagueId, ...weekRange(week) }, { skip: notMember });
  const teeGroups = useGetTeeGroupsQuery({ leagueId, week }, { skip: notMember || league.data === undefined });
  const { removeEntry, isRemoving } = useAvailabilityActions(leagueId);
  // currentData is undefined while another week loads, so old entries never show under a new label.
  const entries = availability.currentData;
  const ownThisWeek = (entries ?? []).filter((entry) => entry.userId === userId);

  function downloadIcs() {
    if (!userId || !entries) return;
    const ics = buildAvailabilityIcs(entries, { userId, week, leagueName: league.data?.name });
    downloadText(icsFileName(week), ics, 'text/calendar;charset=utf-8');
  }

  return (
    <Stack>
      <TitledCard titleId="golf-availability-calendar" title="Golf Availability Calendar">
        <Toolbar>
          <WeekNavigation week={week} onChange={setWeek} />
          <Actions>
            <Button
              $variant="outline"
              onClick={downloadIcs}
              disabled={ownThisWeek.length === 0}
              title={
                ownThisWeek.length === 0 ? 'Add availability this week to export it' : 'Your availability this week as an iCalendar file'
              }
            >
              Download .ics
            </Button>
            {/* A past week opens on this one: its days could not take availability. */}
            <Button
              onClick={() => setAddWeek(weekStart(week) < currentWeekStart() ? currentWeekStart() : week)}
              disabled={!userId || notMember}
            >
              Add Availability
            </Button>
          </Actions>
        </Toolbar>
        {notMember ? (
          <EmptyState
            title="Members only"
            description="Join this league to see when its members can play and to share your availability."
          />
        ) : availability.isError && !entries ? (
          <EmptyState
            title="Calendar unavailable"
            description={errorText(availability.error, 'Failed to load the calendar. Please try again.')}
            action={<Button onClick={() => void availability.refetch()}>Retry</Button>}
          />
        ) : !entries || userLoading ? (
          <Loading role="status">Loading calendar...</Loading>
        ) : (
          <>
            <BestTimeHint entries={entries} week={week} />
            <WeekGrid
              week={week}
              today={todayIso()}
              entries={entries}
              userId={userId}
              onOpenDay={setOpenDay}
              onRemove={(id) => void removeEntry(id)}
              busy={isRemoving}
            />
          </>
        )}
      </TitledCard>
      {league.data?.isMember ? (
        <TeeGroupsCard leagueId={leagueId} week={week} userId={userId} isOrganizer={league.data.isAdmin === true} />
      ) : null}
      {entries ? <OpportunitiesCard entries={entries} week={week} /> : null}
      <DayViewDialog
        date={openDay}
        entries={entries ?? []}
        userId={userId}
        onClose={() => setOpenDay(null)}
        onAdd={(date) => {
          setOpenDay(null);
          setAddWeek(date);
        }}
        onRemove={(id) => void removeEntry(id)}
        busy={isRemoving}
        teeGroups={teeGroups.currentData?.groups}
      />
      <AddAvailabilityDialog
        open={addWeek !== null}
        leagueId={leagueId}
        week={addWeek ?? week}
        userId={userId}
        onClose={() => setAddWeek(null)}
      />
    </Stack>
  );
}
