// 'Add Your Weekly Availability'. A slot is absent (+), pending (blue,
// toggled by +) or saved (green; clicking it removes it). Closing clears the selections, Done with
// nothing selected just closes, and Done saves one POST per selected slot in parallel. Days before
// today are not offered (the service refuses them too); a saved slot on one can still be removed.
import { useState } from 'react';
import {
  formatDayShort,
  formatWeekday,
  isBookableDay,
  TIME_SLOTS,
  todayIso,
  weekDays,
  weekRange,
  type TimeSlotId,
  formatDayTitle,
} from '@fairway/contracts';
import { Button, Dialog, FormField, Select, SelectOptions, TextArea } from '@fairway/ui';
import styled, { css } from 'styled-components';
import { useGetAvailabilityQuery } from '../api';
import { useAvailabilityActions, type SlotSelection } from '../lib/use-availability-actions';
import { WeekNavigation } from './week-navigation';
import { useGetLeagueCoursesQuery } from '@fairway/platform';

const NOTES_MAX = 500;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 4px;
  margin: ${({ theme }) => theme.space(3)} 0;
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-align: center;
    /* "Afternoon" stays one word on a phone, never "Afternoo/n". */
    overflow-wrap: normal;
  }
  th small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  /* The day over its date, two short lines, leaves the slots the width of their names. */
  th[scope='row'] {
    text-align: left;
    white-space: nowrap;
  }
  td {
    padding: 0;
  }
`;

type SlotState = 'absent' | 'pending' | 'saved';

const stateStyle = {
  absent: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.muted};
    border: 1px dashed ${({ theme }) => theme.colors.border};
  `,
  pending: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
    border: 2px solid ${({ theme }) => theme.colors.info};
  `,
  saved: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    border: 2px solid ${({ theme }) => theme.colors.success};
  `,
};

const SlotButton = styled.button<{ $state: SlotState }>`
  width: 100%;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${({ $state }) => stateStyle[$state]}
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const PastCell = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Legend = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const WeekBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const key = (date: string, timeSlot: string) => `${date}|${timeSlot}`;

export interface AddAvailabilityDialogProps {
  open: boolean;
  leagueId: string;
  /** Any day of the week the dialog opens on. */
  week: string;
  userId: string | null;
  onClose: () => void;
}

export function AddAvailabilityDialog({ open, onClose, ...props }: AddAvailabilityDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Your Weekly Availability"
      description="Pick the times you can play; they are added to all your leagues."
    >
      {/* Mounted only while open: closing the dialog drops every pending selection. */}
      {open ? <AddAvailabilityForm {...props} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddAvailabilityForm({ leagueId, week: initialWeek, userId, onClose }: Omit<AddAvailabilityDialogProps, 'open'>) {
  const [week, setWeek] = useState(initialWeek);
  const [selected, setSelected] = useState<SlotSelection[]>([]);
  const [course, setCourse] = useState('');
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const { addSlots, removeEntry, isRemoving } = useAvailabilityActions(leagueId);
  const courses = useGetLeagueCoursesQuery(leagueId);
  const { currentData: entries, isError } = useGetAvailabilityQuery({ leagueId, ...weekRange(week) });

  const saved = new Map(
    (entries ?? []).filter((entry) => entry.userId === userId).map((entry) => [key(entry.date, entry.timeSlot), entry]),
  );
  const today = todayIso();
  const isSelected = (date: string, timeSlot: TimeSlotId) => selected.some((s) => s.date === date && s.timeSlot === timeSlot);

  function toggle(date: string, timeSlot: TimeSlotId) {
    setSelected((current) =>
      current.some((s) => s.date === date && s.timeSlot === timeSlot)
        ? current.filter((s) => !(s.date === date && s.timeSlot === timeSlot))
        : [...current, { date, timeSlot }],
    );
  }

  async function done() {
    if (selected.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    const { failed } = await addSlots(selected, {
      preferredCourse: course === '' ? null : course,
      notes: notes.trim() === '' ? null : notes.trim(),
    });
    setSaving(false);
    if (failed.length === 0) onClose();
    // The refused slots stay selected so the user can see which ones did not save.
    else setSelected(failed);
  }

  return (
    <>
      <WeekBar>
        <WeekNavigation week={week} onChange={setWeek} />
      </WeekBar>
      <FormField label="Preferred course">
        <Select value={course} onChange={(event) => setCourse(event.target.value)}>
          <SelectOptions
            first={{ value: '', label: 'Any course' }}
            options={(courses.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
          />
        </Select>
      </FormField>
      <FormField label="Notes (optional)">
        <TextArea
          value={notes}
          maxLength={NOTES_MAX}
          placeholder="e.g. Walking, happy to make a foursome"
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      {entries === undefined ? (
        <p role="status">{isError ? 'Failed to load availability' : 'Loading calendar...'}</p>
      ) : (
        <Table aria-label="Availability grid">
          <thead>
            <tr>
              <td />
              {TIME_SLOTS.map((slot) => (
                <th key={slot.id} scope="col">
                  {slot.label}
                  <small>{slot.hours}</small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekDays(week).map((date) => (
              <tr key={date}>
                <th scope="row">
                  {formatWeekday(date)} <small>{formatDayShort(date)}</small>
                </th>
                {TIME_SLOTS.map((slot) => {
                  const own = saved.get(key(date, slot.id));
                  const where = `${slot.label} on ${formatDayTitle(date)}`;
                  if (own) {
                    return (
                      <td key={slot.id}>
                        <SlotButton
                          type="button"
                          $state="saved"
                          aria-label={`Remove ${where}`}
                          title="Saved - click to remove"
                          disabled={isRemoving}
                          onClick={() => void removeEntry(own.id)}
                        >
                          ✓
                        </SlotButton>
                      </td>
                    );
                  }
                  if (!isBookableDay(date, today)) {
                    return (
                      <td key={slot.id}>
                        <PastCell aria-label={`${where}: past`} title="Past days cannot be booked">
                          –
                        </PastCell>
                      </td>
                    );
                  }
                  const pending = isSelected(date, slot.id);
                  return (
                    <td key={slot.id}>
                      <SlotButton
                        type="button"
                        $state={pending ? 'pending' : 'absent'}
                        aria-label={`Add ${where}`}
                        aria-pressed={pending}
                        disabled={saving}
                        onClick={() => toggle(date, slot.id)}
                      >
                        {pending ? '✓' : '+'}
                      </SlotButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Legend>+ free · blue selected · green saved (click to remove) · – past day</Legend>
      <Footer>
        <Button onClick={() => void done()} disabled={saving}>
          {saving ? 'Saving...' : `Done (${selected.length})`}
        </Button>
      </Footer>
    </>
  );
}
