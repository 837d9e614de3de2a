// How a golfer's name is written on every screen. The spec names one fallback for a golfer
// without a name ('name or Anonymous Player'); it is used everywhere
// so the same person never reads differently from one page to the next.
export const ANONYMOUS_PLAYER = 'Anonymous Player';

/** 'First Last', or 'Anonymous Player' when neither part is known. */
export function fullName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || ANONYMOUS_PLAYER;
}
