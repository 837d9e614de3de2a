// The week's tee groups in the Calendar tab (docs/tee-groups.md): every member sees the confirmed
// groups and answers for their own; organizers get "Suggest groups" and send a new week.
import { useState } from 'react';
import type { TeeGroupStatus, TeeGroupSuggestion } from '@fairway/contracts';
import { errorText, toast } from '@fairway/platform';
import { Badge, Button, Muted, TitledCard } from '@fairway/ui';
import styled from 'styled-components';
import { useGetTeeGroupsQuery, useRespondTeeGroupMutation, useSuggestTeeGroupsMutation } from '../../tee-groups-api';
import { slotTitle } from './slot-title';
import { SuggestGroups } from './suggest-groups';

const Groups = styled.ul`
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > li {
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space(3)};
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  ul li {
    list-style: none;
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const STATUS_LABELS: Record<TeeGroupStatus, string> = { invited: 'Invited', accepted: 'Accepted', declined: "Can't make it" };
const STATUS_VARIANTS = { invited: 'outline', accepted: 'success', declined: 'destructive' } as const;

export interface TeeGroupsCardProps {
  leagueId: string;
  week: string;
  userId: string | null;
  isOrganizer: boolean;
}

export function TeeGroupsCard({ leagueId, week, userId, isOrganizer }: TeeGroupsCardProps) {
  const groups = useGetTeeGroupsQuery({ leagueId, week });
  const [suggest, suggesting] = useSuggestTeeGroupsMutation();
  const [respond, responding] = useRespondTeeGroupMutation();
  const [suggestion, setSuggestion] = useState<TeeGroupSuggestion | null>(null);
  const shown = groups.currentData;

  async function startSuggesting() {
    try {
      setSuggestion(await suggest({ leagueId, week }).unwrap());
    } catch (error) {
      toast({ title: 'Error', description: errorText(error, 'Failed to suggest groups'), variant: 'destructive' });
    }
  }

  async function answer(groupId: string, accept: boolean) {
    try {
      await respond({ leagueId, groupId, accept }).unwrap();
      toast({ title: accept ? 'See you on the tee' : 'Your organizer has been told' });
    } catch (error) {
      toast({ title: 'Error', description: errorText(error, 'Failed to send your answer'), variant: 'destructive' });
    }
  }

  return (
    <TitledCard
      titleId="tee-groups"
      title="Tee groups"
      action={
        isOrganizer && !suggestion ? (
          <Button onClick={() => void startSuggesting()} disabled={suggesting.isLoading}>
            {suggesting.isLoading ? 'Suggesting...' : 'Suggest groups'}
          </Button>
        ) : null
      }
    >
      {suggestion ? (
        <SuggestGroups leagueId={leagueId} suggestion={suggestion} onDone={() => setSuggestion(null)} />
      ) : !shown ? (
        <Muted role="status">{groups.isError ? errorText(groups.error, 'Failed to load the tee groups') : 'Loading tee groups...'}</Muted>
      ) : shown.groups.length === 0 ? (
        <Muted>No tee groups this week yet.</Muted>
      ) : (
        <Groups aria-label="Confirmed tee groups">
          {shown.groups.map((group) => {
            const mine = group.members.find((member) => member.userId === userId);
            return (
              <li key={group.id} aria-label={slotTitle(group.date, group.slot)}>
                <h4>{slotTitle(group.date, group.slot)}</h4>
                <ul>
                  {group.members.map((member) => (
                    <li key={member.userId}>
                      <span>{member.name}</span>
                      <Badge $variant={STATUS_VARIANTS[member.status]}>{STATUS_LABELS[member.status]}</Badge>
                    </li>
                  ))}
                </ul>
                {mine ? (
                  <Answers>
                    <Button onClick={() => void answer(group.id, true)} disabled={responding.isLoading || mine.status === 'accepted'}>
                      Accept
                    </Button>
                    <Button
                      $variant="outline"
                      onClick={() => void answer(group.id, false)}
                      disabled={responding.isLoading || mine.status === 'declined'}
                    >
                      Can&apos;t make it
                    </Button>
                  </Answers>
                ) : null}
              </li>
            );
          })}
        </Groups>
      )}
    </TitledCard>
  );
}
