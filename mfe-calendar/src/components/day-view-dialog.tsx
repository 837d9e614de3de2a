// The per-day view opened by clicking a date: every golfer of each slot, the
// user's own entries with remove, and the way into Add Availability (today and later only).
import {
  fullName,
  entriesForSlot,
  isBookableDay,
  TIME_SLOTS,
  todayIso,
  type Availability,
  type TeeGroupView,
  formatDayTitle,
} from '@fairway/contracts';
import { Badge, Button, Dialog, Muted } from '@fairway/ui';
import styled from 'styled-components';
import { golferCount } from '../lib/format';
import { OwnEntry } from './own-entry';

const Slots = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > li {
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space(3)};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  h3 small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    margin-left: 6px;
  }
  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  ul li {
    list-style: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface DayViewDialogProps {
  date: string | null;
  entries: Availability[];
  userId: string | null;
  onClose: () => void;
  onAdd: (date: string) => void;
  onRemove: (id: string) => void;
  busy?: boolean;
  /** The week's confirmed tee groups; those of the day show in their slot. */
  teeGroups?: TeeGroupView[];
}

export function DayViewDialog({ date, entries, userId, onClose, onAdd, onRemove, busy, teeGroups = [] }: DayViewDialogProps) {
  return (
    <Dialog
      open={date !== null}
      onClose={onClose}
      title={date ? formatDayTitle(date) : ''}
      description="Who is available to play, by time slot."
    >
      {date ? (
        <>
          <Slots>
            {TIME_SLOTS.map((slot) => {
              const inSlot = entriesForSlot(entries, date, slot.id);
              const own = inSlot.find((entry) => entry.userId === userId);
              const others = inSlot.filter((entry) => entry.userId !== userId);
              const groups = teeGroups.filter((group) => group.date === date && group.slot === slot.id);
              return (
                <li key={slot.id} aria-label={`${slot.label} ${slot.hours}`}>
                  <h3>
                    <span>
                      {slot.label}
                      <small>{slot.hours}</small>
                    </span>
                    <Badge $variant={inSlot.length > 0 ? 'success' : 'outline'}>{golferCount(inSlot.length)}</Badge>
                  </h3>
                  {own ? <OwnEntry entry={own} onRemove={onRemove} busy={busy} /> : null}
                  {others.length > 0 ? (
                    <ul>
                      {others.map((entry) => (
                        <li key={entry.id}>
                          <strong>{fullName(entry.user)}</strong>
                          {entry.preferredCourse ? ` · ${entry.preferredCourse}` : ''}
                          {entry.notes ? <p>{entry.notes}</p> : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {inSlot.length === 0 ? <p>No one yet.</p> : null}
                  {groups.map((group, g) => (
                    <p key={group.id}>
                      {groups.length > 1 ? `Tee group ${g + 1}` : 'Tee group'}:{' '}
                      {group.members
                        .filter((m) => m.status !== 'declined')
                        .map((m) => m.name)
                        .join(', ')}
                    </p>
                  ))}
                </li>
              );
            })}
          </Slots>
          {isBookableDay(date, todayIso()) ? (
            <Button onClick={() => onAdd(date)}>Add Availability</Button>
          ) : (
            <Muted>This day has passed: availability can be added for today or a later day.</Muted>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
