// The league page's Side games tab (docs/side-games.md): one week at a time (this week first,
// earlier weeks a tap away), its skins and its contest results.
import { currentWeekStart, formatDayShort, nextWeek, previousWeek, addDays, type League } from '@fairway/contracts';
import { Button, Row, Skeleton } from '@fairway/ui';
import { useState } from 'react';
import { useGetSkinsQuery } from '../../api';
import { ContestsCard } from './contests-card';
import { SkinsCard } from './skins-card';

export function SideGamesTab({ league }: { league: League }) {
  const thisWeek = currentWeekStart();
  const [week, setWeek] = useState(thisWeek);
  const skins = useGetSkinsQuery({ id: league.id, week });
  const title = week === thisWeek ? 'This week' : `Week of ${formatDayShort(week)}`;
  return (
    <>
      <Row style={{ justifyContent: 'space-between', marginBottom: 12 }}>
        <Button $variant="outline" onClick={() => setWeek(previousWeek(week))}>
          Previous week
        </Button>
        <strong aria-live="polite">
          {title} ({formatDayShort(week)} - {formatDayShort(addDays(week, 6))})
        </strong>
        <Button $variant="outline" onClick={() => setWeek(nextWeek(week))} disabled={week >= thisWeek}>
          Next week
        </Button>
      </Row>
      {skins.data ? <SkinsCard answer={skins.data} /> : <Skeleton $height="160px" />}
      <ContestsCard league={league} week={week} />
    </>
  );
}
