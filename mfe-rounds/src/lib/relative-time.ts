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

// Made on first use, not when the module loads: building it loads the locale data (~40 ms at a 4x CPU
// slowdown), and the dashboard loads this module even when it shows no date.
let formatter: Intl.RelativeTimeFormat | undefined;

export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const time = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(time.getTime())) return '';
  const seconds = Math.round((time.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      formatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
      return formatter.format(Math.trunc(seconds / size), unit);
    }
  }
  return 'just now';
}
