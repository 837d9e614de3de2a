// "3 hours ago" style text for 'Member since', round lists and Recent Activity (no date
// library in the bundle for one function).
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const time = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(time.getTime())) return '';
  const seconds = Math.round((time.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
