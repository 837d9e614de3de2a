// Display text of the calendar built on the contracts' calendar-day rules.
import { dayOfWeek, formatDayLong, TIME_SLOTS, type TimeSlotId } from '@fairway/contracts';

const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Monday, Mar 2, 2026' */
export function dayTitle(date: string): string {
  return `${WEEKDAYS_LONG[dayOfWeek(date)]}, ${formatDayLong(date)}`;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** 'Sunrise (6-9 AM)' */
export function slotTitle(id: TimeSlotId): string {
  const slot = TIME_SLOTS.find((s) => s.id === id);
  return slot ? `${slot.label} (${slot.hours})` : id;
}

export function golferCount(count: number): string {
  return `${count} ${count === 1 ? 'golfer' : 'golfers'}`;
}
