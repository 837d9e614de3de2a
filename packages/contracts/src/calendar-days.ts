// Calendar days: every date the product stores or
// compares is a yyyy-MM-dd calendar day, compared as a string. One rule for "today": the local
// calendar day of the process that asks (the user's day in the browser, the server's zone on a
// service). Everything else is arithmetic on the day itself, done in UTC so that its answer never
// depends on the zone or its daylight-saving changes. The tests run these functions in child
// processes with TZ=America/Los_Angeles and TZ=Asia/Tokyo to prove it.

export const DAYS_PER_WEEK = 7;
const MS_PER_DAY = 86_400_000;

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function toUtcDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtcDate(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The local calendar day of an instant. */
export function toIsoDate(instant: Date): string {
  const y = String(instant.getFullYear()).padStart(4, '0');
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Today: the local calendar day of the running process. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** Local midnight of a calendar day (to build local timestamps on that day). */
export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Adds days to a calendar day; no local-time or DST involvement. */
export function addDays(value: string, days: number): string {
  const date = toUtcDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / MS_PER_DAY);
}

/** 0 = Sunday ... 6 = Saturday, of the calendar day itself. */
export function dayOfWeek(value: string): number {
  return toUtcDate(value).getUTCDay();
}

/** The Monday on or before the given day (weeks start on Monday). */
export function weekStart(value: string): string {
  const sinceMonday = (dayOfWeek(value) + 6) % 7;
  return addDays(value, -sinceMonday);
}

/** The Monday of the current week. */
export function currentWeekStart(now: Date = new Date()): string {
  return weekStart(todayIso(now));
}

/** The seven days Monday..Sunday of the week containing the given day. */
export function weekDays(value: string): string[] {
  const monday = weekStart(value);
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(monday, i));
}

/** Inclusive from/to range of the week containing the day (the availability range query). */
export function weekRange(value: string): { from: string; to: string } {
  const monday = weekStart(value);
  return { from: monday, to: addDays(monday, DAYS_PER_WEEK - 1) };
}

export function previousWeek(value: string): string {
  return addDays(weekStart(value), -DAYS_PER_WEEK);
}

export function nextWeek(value: string): string {
  return addDays(weekStart(value), DAYS_PER_WEEK);
}

// ---------------------------------------------------------------------------------------------
// Display: the one way dates are written on every screen ('Mar 2, 2026', en-US like the spec).

/**
 * 'Mar 2, 2026' for a yyyy-MM-dd day, or for an ISO timestamp (a creation time) its local day.
 */
export function formatDayLong(value: string): string {
  const day = DAY_PATTERN.test(value) ? value : toIsoDate(new Date(value));
  const date = toUtcDate(day);
  return `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Mar 2' */
export function formatDayShort(value: string): string {
  const date = toUtcDate(value);
  return `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** 'Mon' */
export function formatWeekday(value: string): string {
  return WEEKDAYS_SHORT[dayOfWeek(value)];
}

/** 'Monday, Mar 2, 2026' */
export function formatDayTitle(value: string): string {
  return `${WEEKDAYS_LONG[dayOfWeek(value)]}, ${formatDayLong(value)}`;
}

/** 'Week of Mar 2, 2026' (the Monday of the week). */
export function weekLabel(value: string): string {
  return `Week of ${formatDayLong(weekStart(value))}`;
}
