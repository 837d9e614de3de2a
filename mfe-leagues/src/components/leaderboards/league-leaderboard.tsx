// Single-league view of /leaderboards: full ranked list (podium icons then #position), avatar,
// name, 'You' badge, rounds, avg and best; league info; 'Top 3 This Week' when at least 3
// entries exist (this week's table from the same engine: who played this week, by the format's
// figure); honor-system note.
import {
  countText,
  fullName,
  DISPLAY_LIMITS,
  formatTraits,
  leagueDisplayStatus,
  resolveFormatOptions,
  todayIso,
  type League,
} from '@fairway/contracts';
import { Badge, Card, CardContent, EmptyState, List, Muted, Columns, Stack, StandingFigure, TitledCard } from '@fairway/ui';
import { useGetLeaderboardQuery, useGetWeekLeaderboardQuery } from '../../api';
import { typeLabel } from '../../lib/format';
import { StatGrid } from '../layout';
import { ListSkeleton } from '../league-list-skeleton';
import { MemberRanking, RankedRow } from '../ranked-row';

export function LeagueLeaderboard({ league, userId }: { league: League; userId?: string }) {
  const { data: entries = [], isLoading, isError } = useGetLeaderboardQuery(league.id);
  const showWeek = entries.length >= DISPLAY_LIMITS.leaderboardTop;
  const week = useGetWeekLeaderboardQuery({ id: league.id, week: todayIso() }, { skip: !showWeek });
  const weekTop = (week.data ?? []).filter((entry) => entry.roundCount > 0).slice(0, DISPLAY_LIMITS.leaderboardTop);
  const hasScores = entries.some((entry) => entry.roundCount > 0);
  const traits = formatTraits(league.format);
  return (
    <Columns>
      <TitledCard titleId="league-leaderboard-title" title={league.name}>
        <p style={{ margin: '0 0 8px' }}>
          <Badge $variant="info">{traits.label}</Badge> <Muted>{traits.explain(resolveFormatOptions(league.formatOptions))}</Muted>
        </p>
        {isLoading ? (
          <ListSkeleton rows={4} height="48px" />
        ) : isError || !hasScores ? (
          <EmptyState title="No scores recorded yet in this league." />
        ) : (
          <MemberRanking
            leagueId={league.id}
            entries={entries}
            label="Leaderboard"
            badge={(entry) => (entry.userId === userId ? <Badge $variant="info">You</Badge> : null)}
            details={(entry) => (
              <>
                {countText(entry.roundCount, 'round')} · Avg {entry.avgScore ? Number(entry.avgScore).toFixed(1) : '-'} · Best{' '}
                {entry.bestScore ?? '-'}
              </>
            )}
            figure={(entry) => <StandingFigure format={entry.format} value={entry.formatValue} />}
          />
        )}
      </TitledCard>
      <Stack>
        <TitledCard titleId="leaderboard-league-info-title" title="League Info">
          <StatGrid
            stats={[
              { label: 'Members', value: league.memberCount },
              { label: 'Type', value: typeLabel(league.type) },
              { label: 'Status', value: leagueDisplayStatus(league) },
            ]}
          />
        </TitledCard>
        {showWeek ? (
          <TitledCard titleId="top-three-title" title="Top 3 This Week">
            {week.isLoading ? (
              <ListSkeleton rows={DISPLAY_LIMITS.leaderboardTop} height="44px" />
            ) : weekTop.length === 0 ? (
              <Muted>{week.isError ? 'This week could not be loaded.' : 'No rounds played this week yet.'}</Muted>
            ) : (
              <List aria-labelledby="top-three-title">
                {weekTop.map((entry) => (
                  <RankedRow
                    key={entry.userId}
                    position={entry.position}
                    ranked
                    figure={<StandingFigure format={entry.format} value={entry.formatValue} />}
                  >
                    {fullName(entry.user)}
                  </RankedRow>
                ))}
              </List>
            )}
          </TitledCard>
        ) : null}
        <Card>
          <CardContent>
            <Muted>
              Honor system: every score is self-reported. Play fair, log every round you play, and keep the game fun for everyone.
            </Muted>
            <p>
              <Muted>
                Two gentle signals, never accusations: a ✓ with names when the members a golfer played with confirm the round, and a
                'Personal best territory' badge on a round more than 8 strokes better than the golfer's handicap index (after 5 rounds).
                Neither hides or blocks a score.
              </Muted>
            </p>
          </CardContent>
        </Card>
      </Stack>
    </Columns>
  );
}
