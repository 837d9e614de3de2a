// Control: what the federation table allows compiles (federation-seam.test.ts).
import { RemoteModule } from '@fairway/platform';

export const calendar = <RemoteModule remote="calendar" module="LeagueCalendar" label="Calendar" props={{ leagueId: 'l-1' }} />;
export const page = <RemoteModule remote="leagues" module="LeaguesPage" label="Leagues" />;
export const dialog = (
  <RemoteModule remote="rounds" module="LogRoundDialog" label="Log Score" props={{ open: true, onClose: () => undefined, leagueId: 'l-1' }} />
);
