import { pendingInvitation, rememberInvitation, takeInvitationTarget } from './pending-invitation';

afterEach(() => window.sessionStorage.clear());

it('keeps the invitation of a league link and hands it over once, after sign-in', () => {
  expect(rememberInvitation('/leagues/l-42', '#invitation=tok_abc-1')).toBe(true);
  expect(pendingInvitation()).toEqual({ leagueId: 'l-42', token: 'tok_abc-1' });
  expect(takeInvitationTarget('/')).toBe('/leagues/l-42#invitation=tok_abc-1');
  expect(pendingInvitation()).toBeNull();
  expect(takeInvitationTarget('/')).toBe('/');
});

it('keeps nothing for other addresses', () => {
  expect(rememberInvitation('/leagues/l-42', '')).toBe(false);
  expect(rememberInvitation('/leagues/l-42/members/u-1', '#invitation=tok')).toBe(false);
  expect(rememberInvitation('/profile', '#invitation=tok')).toBe(false);
  expect(pendingInvitation()).toBeNull();
});
