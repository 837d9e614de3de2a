// How much invitation mail one account may send (docs/leagues.md, "Invitation limits"): an
// invitation mail carries text its sender chose (their name, the league's), so it is limited
// like any mail a stranger can make us send.

/** New addresses one account may invite per rolling day, at creation and after: a full league. */
export const INVITES_PER_DAY = 50;
/** Mails per invitation per rolling day beyond the first (resends, or inviting the address again). */
export const RESENDS_PER_DAY = 3;
/** Minutes between two mails of one invitation. */
export const RESEND_INTERVAL_MINUTES = 10;

export const INVITES_PER_DAY_MESSAGE = `Too many invitations sent today (at most ${INVITES_PER_DAY} new addresses a day). Please wait a day and try again.`;
export const RESENDS_PER_DAY_MESSAGE = `This invitation was resent ${RESENDS_PER_DAY} times today. Please wait a day and try again.`;
export const RESEND_INTERVAL_MESSAGE = `This invitation was just sent. Please wait ${RESEND_INTERVAL_MINUTES} minutes and try again.`;

/** 409 when a league's pending invitations would outnumber its free places. */
export function invitationsExceedPlacesMessage(freePlaces: number, pending: number): string {
  const places = freePlaces === 1 ? '1 free place' : `${freePlaces} free places`;
  const invitations = pending === 1 ? '1 invitation is' : `${pending} invitations are`;
  return `This league has ${places} and ${invitations} pending. Revoke an invitation or remove a member before inviting more.`;
}
