// Which standings format the league uses, in one sentence; for a points league every play window
// with its table as the leagues service answers it (the current one open, past ones collapsed and
// openable), beside the season table (the standings' figure).
import { formatDayShort, formatToPar, formatTraits, resolveFormatOptions, type League, type WindowTable } from '@fairway/contracts';
import { Badge, List, Muted, TitledCard } from '@fairway/ui';
import styled from 'styled-components';
import { useGetWindowTablesQuery } from '../../api';

const Past = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
  }
  summary small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  > ul {
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  align-items: center;
`;

/** The window's winners (a tie shares first place), or that nobody played. */
function leaders(window: WindowTable): string {
  const first = window.rows.filter((row) => row.position === 1).map((row) => row.user.firstName);
  return first.length > 0 ? `1st: ${first.join(', ')}` : 'No rounds';
}

const span = (window: WindowTable) => `${formatDayShort(window.start)} - ${formatDayShort(window.end)}`;

function WindowRows({ window }: { window: WindowTable }) {
  if (window.rows.length === 0) return <Muted>{window.current ? 'No rounds in this window yet.' : 'No rounds in this window.'}</Muted>;
  return (
    <List aria-label={`Window ${span(window)} standings`}>
      {window.rows.map((row) => (
        <Row key={row.userId}>
          <span>
            #{row.position} {row.user.firstName} {row.user.lastName}
          </span>
          <span>
            {formatToPar(row.netToPar)} net · {row.points} pts
          </span>
        </Row>
      ))}
    </List>
  );
}

function PlayWindows({ leagueId }: { leagueId: string }) {
  const { data: windows, isError } = useGetWindowTablesQuery(leagueId);
  if (!windows) return <Muted role="status">{isError ? 'Failed to load the play windows.' : 'Loading play windows...'}</Muted>;
  const current = windows.find((window) => window.current) ?? null;
  const past = windows.filter((window) => !window.current);
  return (
    <>
      <section aria-labelledby="window-title" style={{ marginTop: 12 }}>
        <h3 id="window-title" style={{ margin: '0 0 6px', fontSize: '1rem' }}>
          {current ? `This window: ${span(current)}` : 'No window open'}
        </h3>
        {current ? <WindowRows window={current} /> : null}
      </section>
      {past.length > 0 ? (
        <section aria-label="Past windows" style={{ marginTop: 12 }}>
          <h3 style={{ margin: '0 0 6px', fontSize: '1rem' }}>Past windows</h3>
          {past.map((window) => (
            <Past key={window.start}>
              <summary>
                <span>{span(window)}</span>
                <small>{leaders(window)}</small>
              </summary>
              <WindowRows window={window} />
            </Past>
          ))}
        </section>
      ) : null}
      <Muted>The standings show each member&apos;s season total.</Muted>
    </>
  );
}

export function FormatCard({ league }: { league: League }) {
  const traits = formatTraits(league.format);
  const options = resolveFormatOptions(league.formatOptions);
  return (
    <TitledCard titleId="format-title" title="Standings Format">
      <p style={{ margin: '0 0 8px' }}>
        <Badge $variant="info">{traits.label}</Badge>
        {league.season && league.season > 1 ? <> · Season {league.season}</> : null}
      </p>
      <Muted>{traits.explain(options)}</Muted>
      {traits.usesWindows ? <PlayWindows leagueId={league.id} /> : null}
    </TitledCard>
  );
}
