// Words and figures as every screen writes them: one rule each, so pages never disagree
// ('1 round' here and '1 rounds' there, a handicap '0' on one page and '0.00' on another).

/** '1 round', '0 rounds', '3 rounds'. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A handicap as every page shows it: the API's decimal string ("12.40", "0.00") without trailing
 * zeros ("12.4", "0"), to two decimals at most; a plus handicap, stored negative ("-2.10"), as
 * golfers write it: "+2.1". `missing` when there is none.
 */
export function handicapText(value: string | number | null | undefined, missing = '-'): string {
  if (value === null || value === undefined || value === '') return missing;
  const number = Number(value);
  if (!Number.isFinite(number)) return missing;
  const rounded = Math.round(Math.abs(number) * 100) / 100;
  return rounded !== 0 && number < 0 ? `+${rounded}` : String(rounded);
}

/** A place in the standings: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** How long an account counts as new: its first day. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's greeting: 'Welcome' for an account in its first day that has not logged a
 * round yet (it has never been here before), 'Welcome back' otherwise.
 */
export function greetingFor(
  user: { firstName?: string | null; createdAt?: string | null; totalRounds?: number | null } | null | undefined,
  now: Date = new Date(),
): string {
  const name = user?.firstName || 'Golfer';
  const created = user?.createdAt ? Date.parse(user.createdAt) : NaN;
  const isNew = Number.isFinite(created) && now.getTime() - created < NEW_ACCOUNT_MS && !user?.totalRounds;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${name}!`;
}
