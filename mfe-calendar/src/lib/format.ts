// Display text of the calendar built on the contracts' calendar-day rules.
import { TIME_SLOTS, type TimeSlotId } from '@fairway/contracts';

/** 'Sunrise (6-9 AM)' */
export function slotTitle(id: TimeSlotId): string {
  const slot = TIME_SLOTS.find((s) => s.id === id);
  return slot ? `${slot.label} (${slot.hours})` : id;
}

export function golferCount(count: number): string {
  return `${count} ${count === 1 ? 'golfer' : 'golfers'}`;
}
