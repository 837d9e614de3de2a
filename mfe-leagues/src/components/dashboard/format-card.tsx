// Which standings format the league uses, in one sentence; for a points league the current play
// window with its standings (the season total is the standings' figure).
import { formatDayShort, formatToPar, formatTraits, resolveFormatOptions, type LeaderboardEntry, type League } from '@fairway/contracts';
import { Badge, List, Muted, TitledCard } from '@fairway/ui';

export function FormatCard({ league, leaderboard }: { league: League; leaderboard: readonly LeaderboardEntry[] }) {
  const traits = formatTraits(league.format);
  const options = resolveFormatOptions(league.formatOptions);
  const window = league.currentWindow ?? null;
  const windowRows = window
    ? leaderboard
        .map((entry) => ({ entry, result: entry.windows?.find((w) => w.start === window.start) }))
        .filter((row) => row.result && row.result.position !== null)
        .sort((a, b) => a.result!.position! - b.result!.position!)
    : [];
  return (
    <TitledCard titleId="format-title" title="Standings Format">
      <p style={{ margin: '0 0 8px' }}>
        <Badge $variant="info">{traits.label}</Badge>
        {league.season && league.season > 1 ? <> · Season {league.season}</> : null}
      </p>
      <Muted>{traits.explain(options)}</Muted>
      {traits.usesWindows ? (
        <section aria-labelledby="window-title" style={{ marginTop: 12 }}>
          <h3 id="window-title" style={{ margin: '0 0 6px', fontSize: '1rem' }}>
            {window ? `This window: ${formatDayShort(window.start)} - ${formatDayShort(window.end)}` : 'No window open'}
          </h3>
          {windowRows.length === 0 ? (
            <Muted>No rounds in this window yet.</Muted>
          ) : (
            <List aria-label="Window standings">
              {windowRows.map(({ entry, result }) => (
                <li key={entry.userId} style={{ display: 'flex', justifyContent: 'space-between', minHeight: 32 }}>
                  <span>
                    #{result!.position} {entry.user.firstName} {entry.user.lastName}
                  </span>
                  <span>
                    {formatToPar(result!.netToPar)} net · {result!.points} pts
                  </span>
                </li>
              ))}
            </List>
          )}
          <Muted>The standings show each member&apos;s season total.</Muted>
        </section>
      ) : null}
    </TitledCard>
  );
}
