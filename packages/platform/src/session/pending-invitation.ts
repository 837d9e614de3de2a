// An invitation link (/leagues/{id}#invitation=<token>) opened while signed out must survive the
// way through /login or /register. The token is kept in this tab's sessionStorage (never in a
// URL a server sees: the link itself carries it in the fragment), shown as a note on the sign-in
// and registration pages, and taken once the golfer is signed in, to land on the invitation
// with Join. Rules: docs/accounts.md, "Invitations through sign-in".
const KEY = 'fairway.pendingInvitation';
const LEAGUE_PATH = /^\/leagues\/([^/]+)\/?$/;

export interface PendingInvitation {
  leagueId: string;
  token: string;
}

function read(): PendingInvitation | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingInvitation> | null;
    return typeof value?.leagueId === 'string' && typeof value.token === 'string' ? { leagueId: value.leagueId, token: value.token } : null;
  } catch {
    return null;
  }
}

/** Keeps the invitation of a league page's address, if it has one; answers whether it did. */
export function rememberInvitation(pathname: string, hash: string): boolean {
  const leagueId = LEAGUE_PATH.exec(pathname)?.[1];
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('invitation');
  if (!leagueId || !token) return false;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ leagueId, token }));
    return true;
  } catch {
    // No storage (some privacy modes): the link itself still works once signed in.
    return false;
  }
}

/** The invitation waiting for a sign-in, if any (shown, not taken). */
export function pendingInvitation(): PendingInvitation | null {
  return typeof window === 'undefined' ? null : read();
}

/** Where a fresh sign-in goes: the waiting invitation (taken: it is used once), else `fallback`. */
export function takeInvitationTarget(fallback: string): string {
  const invitation = pendingInvitation();
  if (!invitation) return fallback;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to remove.
  }
  return `/leagues/${encodeURIComponent(invitation.leagueId)}#invitation=${encodeURIComponent(invitation.token)}`;
}
