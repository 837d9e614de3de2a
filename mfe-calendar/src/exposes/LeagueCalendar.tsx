import { LeagueCalendar } from '../components/league-calendar';

// The league dashboard's Calendar tab (federation table: calendar/LeagueCalendar, props { leagueId }).
export default function LeagueCalendarModule({ leagueId }: { leagueId: string }) {
  return <LeagueCalendar leagueId={leagueId} />;
}
