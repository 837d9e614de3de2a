import { formatDayShort, formatWeekday, timeSlotById } from '@fairway/contracts';

/** 'Sat, Mar 7, Morning (9 AM-12 PM)' */
export function slotTitle(date: string, slot: string): string {
  const found = timeSlotById(slot);
  return `${formatWeekday(date)}, ${formatDayShort(date)}, ${found ? `${found.label} (${found.hours})` : slot}`;
}
