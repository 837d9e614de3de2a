// Calendar time slots (docs/calendar.md).
export const TIME_SLOTS = [
  { id: 'early-morning', label: 'Sunrise', hours: '6-9 AM', startHour: 6, endHour: 9 },
  { id: 'morning', label: 'Morning', hours: '9 AM-12 PM', startHour: 9, endHour: 12 },
  { id: 'afternoon', label: 'Afternoon', hours: '12-4 PM', startHour: 12, endHour: 16 },
  { id: 'evening', label: 'Evening', hours: '4-7 PM', startHour: 16, endHour: 19 },
] as const;

export type TimeSlotId = (typeof TIME_SLOTS)[number]['id'];
export const TIME_SLOT_IDS = TIME_SLOTS.map((slot) => slot.id) as [TimeSlotId, ...TimeSlotId[]];

export function timeSlotById(id: string) {
  return TIME_SLOTS.find((slot) => slot.id === id);
}
