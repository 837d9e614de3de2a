import { fullName, formatDayLong } from '@fairway/contracts';
import type { Round } from '@fairway/contracts';
import styled from 'styled-components';
import { List, Muted, RoundSignals } from '@fairway/ui';

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: ${({ theme }) => theme.space(2)};
  p {
    margin: 4px 0 0;
    font-style: italic;
    color: ${({ theme }) => theme.colors.muted};
  }
  > div {
    min-width: 0;
  }
  /* The score is one number: it keeps its width and gives none to the name beside it ("8/4"). */
  strong.score {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    white-space: nowrap;
    flex-shrink: 0;
  }
`;

/** Rounds as '{name} at {course}', date, optional notes and honor-system signals, and the score. */
export function RoundList({ rounds, showNotes = false, label }: { rounds: readonly Round[]; showNotes?: boolean; label: string }) {
  return (
    <List aria-label={label}>
      {rounds.map((round) => (
        <Item key={round.id}>
          <div>
            <strong>{fullName(round.user)}</strong> at {round.course}
            <br />
            <Muted>{formatDayLong(round.date)}</Muted>
            {showNotes && round.notes ? <p>{round.notes}</p> : null}
            {showNotes ? <RoundSignals personalBest={round.personalBest} playedWith={round.playedWith} /> : null}
          </div>
          <strong className="score">{round.score}</strong>
        </Item>
      ))}
    </List>
  );
}
