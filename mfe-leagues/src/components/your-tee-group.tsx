// Dashboard "Your group": the caller's tee groups of the next two weeks (docs/tee-groups.md), with
// the time, the others and their answers, and Accept / Can't make it. Nothing shows without one.
import { addDays, formatDayShort, formatWeekday, timeSlotById, todayIso, type MyTeeGroup, type TeeGroupStatus } from '@fairway/contracts';
import { runUserAction, useCurrentUser } from '@fairway/platform';
import { Badge, Button, List, Muted, TitledCard } from '@fairway/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAnswerTeeGroupMutation, useGetMyTeeGroupsQuery } from '../tee-groups-api';

const Group = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: inherit;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const STATUS: Record<TeeGroupStatus, { label: string; variant: 'outline' | 'success' | 'destructive' }> = {
  invited: { label: 'Waiting for your answer', variant: 'outline' },
  accepted: { label: "You're in", variant: 'success' },
  declined: { label: "You can't make it", variant: 'destructive' },
};

const when = (group: MyTeeGroup) => {
  const slot = timeSlotById(group.slot);
  return `${formatWeekday(group.date)}, ${formatDayShort(group.date)}, ${slot ? `${slot.label} (${slot.hours})` : group.slot}`;
};

export function YourTeeGroup() {
  const { user } = useCurrentUser();
  const today = todayIso();
  const groups = useGetMyTeeGroupsQuery({ from: today, to: addDays(today, 13) }, { skip: !user });
  const [answer, answering] = useAnswerTeeGroupMutation();
  const list = groups.data ?? [];
  if (!user || list.length === 0) return null;
  return (
    <TitledCard titleId="your-group-title" title="Your group">
      <List aria-label="Your tee groups">
        {list.map((group) => {
          const mine = group.members.find((member) => member.userId === user.id);
          const others = group.members.filter((member) => member.userId !== user.id && member.status !== 'declined');
          const status = STATUS[mine?.status ?? 'invited'];
          const respond = (accept: boolean) =>
            void runUserAction(() => answer({ leagueId: group.leagueId, groupId: group.id, accept }).unwrap(), {
              success: { title: accept ? 'See you on the tee' : 'Your organizer has been told' },
              failure: { title: 'Error', fallback: 'Failed to send your answer. Please try again.' },
            });
          return (
            <Group key={group.id} aria-label={`${when(group)}, ${group.leagueName}`}>
              <h3>{when(group)}</h3>
              <Muted>
                <Link to={`/leagues/${group.leagueId}`}>{group.leagueName}</Link> · with{' '}
                {others.length > 0 ? others.map((member) => member.name).join(', ') : 'nobody else yet'}
              </Muted>
              <div>
                <Badge $variant={status.variant}>{status.label}</Badge>
              </div>
              <div>
                <Button onClick={() => respond(true)} disabled={answering.isLoading || mine?.status === 'accepted'}>
                  Accept
                </Button>
                <Button $variant="outline" onClick={() => respond(false)} disabled={answering.isLoading || mine?.status === 'declined'}>
                  Can&apos;t make it
                </Button>
              </div>
            </Group>
          );
        })}
      </List>
    </TitledCard>
  );
}
