import { Card, CardHeader, CardTitle } from '@fairway/ui';

// The league dashboard's Calendar tab (spec section 2, 'Golf Availability Calendar').
export default function LeagueCalendar({ leagueId }: { leagueId: string }) {
  return (
    <Card data-league-id={leagueId}>
      <CardHeader>
        <CardTitle>Golf Availability Calendar</CardTitle>
      </CardHeader>
    </Card>
  );
}
