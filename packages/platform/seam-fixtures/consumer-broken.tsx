// A consumer still passing props the remote no longer takes (federation-seam.test.ts expects
// tsc to refuse each line marked SEAM-ERROR).
import { RemoteModule } from '@fairway/platform';

// The calendar takes { leagueId: string }: a number, a renamed prop, or none at all is refused.
export const wrongType = <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" props={{ leagueId: 7 }} />; // SEAM-ERROR
export const renamed = <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" props={{ league: 'l-1' }} />; // SEAM-ERROR
export const missing = <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" />; // SEAM-ERROR
// A module the remote does not expose.
export const unknown = <RemoteModule remote="leagues" module="LeagueCalendar" label="Calendar" />; // SEAM-ERROR
// A dialog without the onClose its host must give.
export const noClose = <RemoteModule remote="auth" module="EditProfileDialog" label="Edit Profile" props={{ open: true }} />; // SEAM-ERROR
