// "Suggest groups" (organizers, docs/tee-groups.md): the service's suggestion as cards per group
// (names, handicap range, new pairings), the waitlist, moving golfers ("Move to..." everywhere,
// drag and drop on wide screens), then Send, which confirms the week's groups.
import { useMemo, useState, type DragEvent } from 'react';
import { handicapRange, newPairings, type TeeGroupSuggestion } from '@fairway/contracts';
import { errorText, toast } from '@fairway/platform';
import { Badge, Button, EmptyState, Select } from '@fairway/ui';
import styled from 'styled-components';
import { useConfirmTeeGroupsMutation, type TeeGroupDraft } from '../../tee-groups-api';
import { slotTitle } from './slot-title';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const GroupCard = styled.li<{ $over: boolean }>`
  list-style: none;
  min-width: 0;
  border: 1px solid ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Golfers = styled.ul`
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  > li {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  > li > span {
    flex: 1 1 8rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  select {
    flex: 0 1 12rem;
    width: auto;
    min-width: 0;
    max-width: 100%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > li[draggable='true'] {
      cursor: grab;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

const WAITLIST = 'waitlist';
const wide = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches === true;

export interface SuggestGroupsProps {
  leagueId: string;
  suggestion: TeeGroupSuggestion;
  onDone: () => void;
}

export function SuggestGroups({ leagueId, suggestion, onDone }: SuggestGroupsProps) {
  const [groups, setGroups] = useState<TeeGroupDraft[]>(() =>
    suggestion.groups.map(({ date, slot, members }) => ({ date, slot, members })),
  );
  const [waitlist, setWaitlist] = useState<string[]>(() => suggestion.waitlist.map((entry) => entry.userId));
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [confirm, { isLoading }] = useConfirmTeeGroupsMutation();
  const golfers = useMemo(() => new Map(suggestion.golfers.map((g) => [g.userId, g])), [suggestion.golfers]);
  const playedBefore = useMemo(() => new Set(suggestion.playedBefore), [suggestion.playedBefore]);
  const nameOf = (id: string) => golfers.get(id)?.name ?? 'A golfer';
  const isFree = (id: string, group: TeeGroupDraft) => (suggestion.free[id] ?? []).includes(`${group.date}|${group.slot}`);

  function move(userId: string, to: string) {
    setGroups((current) =>
      current.map((group, g) => ({
        ...group,
        members: [...group.members.filter((id) => id !== userId), ...(String(g) === to ? [userId] : [])],
      })),
    );
    setWaitlist((current) => [...current.filter((id) => id !== userId), ...(to === WAITLIST ? [userId] : [])]);
  }

  const targets = (userId: string, from: string) => [
    ...groups.flatMap((group, g) =>
      String(g) !== from && isFree(userId, group)
        ? [{ value: String(g), label: `Group ${g + 1}, ${slotTitle(group.date, group.slot)}` }]
        : [],
    ),
    ...(from === WAITLIST ? [] : [{ value: WAITLIST, label: 'Waitlist' }]),
  ];

  function golferRow(userId: string, from: string) {
    const options = targets(userId, from);
    const handicap = golfers.get(userId)?.handicap;
    return (
      <li
        key={userId}
        draggable={wide()}
        onDragStart={(event: DragEvent) => {
          event.dataTransfer.setData('text/plain', userId);
          setDragging(userId);
        }}
        onDragEnd={() => {
          setDragging(null);
          setOver(null);
        }}
      >
        <span>
          {nameOf(userId)}
          {handicap !== undefined ? <small> ({handicap})</small> : null}
        </span>
        <Select
          aria-label={`Move ${nameOf(userId)} to...`}
          value=""
          onChange={(event) => event.target.value && move(userId, event.target.value)}
        >
          <option value="">Move to...</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </li>
    );
  }

  async function send() {
    const kept = groups.filter((group) => group.members.length > 0);
    try {
      await confirm({ leagueId, week: suggestion.week, groups: kept }).unwrap();
      toast({ title: 'Tee groups sent', description: 'Each golfer has been told their group.' });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: errorText(error, 'Failed to send the tee groups'), variant: 'destructive' });
    }
  }

  if (groups.length === 0 && waitlist.length === 0) {
    return (
      <EmptyState
        title="No groups to suggest"
        description="Nobody has posted their availability for this week yet."
        action={<Button onClick={onDone}>Close</Button>}
      />
    );
  }

  return (
    <section aria-label="Suggested groups">
      <Cards>
        {groups.map((group, g) => {
          const range = handicapRange(group.members.map((id) => golfers.get(id)?.handicap ?? 0));
          const fresh = newPairings(group.members, playedBefore);
          const canDrop = dragging !== null && isFree(dragging, group) && !group.members.includes(dragging);
          return (
            <GroupCard
              key={`${group.date}-${group.slot}-${g}`}
              aria-label={`Group ${g + 1}`}
              $over={over === g && canDrop}
              onDragOver={(event) => {
                if (!canDrop) return;
                event.preventDefault();
                setOver(g);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                const id = event.dataTransfer.getData('text/plain');
                if (id && isFree(id, group)) move(id, String(g));
                setOver(null);
              }}
            >
              <h4>
                Group {g + 1}: {slotTitle(group.date, group.slot)}
              </h4>
              <p>
                {range ? <span>Handicaps {range.low === range.high ? range.low : `${range.low}-${range.high}`}</span> : null}
                <Badge $variant={fresh > 0 ? 'success' : 'secondary'}>
                  {fresh} new {fresh === 1 ? 'pairing' : 'pairings'}
                </Badge>
                {group.members.length < 2 || group.members.length > 4 ? <Badge $variant="destructive">Needs 2 to 4 golfers</Badge> : null}
              </p>
              <Golfers>{group.members.map((id) => golferRow(id, String(g)))}</Golfers>
            </GroupCard>
          );
        })}
      </Cards>
      <GroupCard as="div" $over={false} aria-label="Waitlist">
        <h4>Waitlist</h4>
        {waitlist.length === 0 ? <p>Nobody is waiting.</p> : <Golfers>{waitlist.map((id) => golferRow(id, WAITLIST))}</Golfers>}
      </GroupCard>
      <Actions>
        <Button $variant="outline" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button onClick={() => void send()} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send'}
        </Button>
      </Actions>
    </section>
  );
}
