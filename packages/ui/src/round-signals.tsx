// Honor-system signals on a round, one look in every list that shows them: a neutral
// 'Personal best territory' badge and "played with" names, with a check mark once confirmed.
// Signals only: nothing about the round is hidden or blocked by them.
import styled from 'styled-components';
import { Badge } from './badge';
import { Tooltip } from './tooltip';

export interface RoundSignalsProps {
  personalBest?: boolean;
  playedWith?: ReadonlyArray<{ firstName: string; lastName: string; confirmed: boolean }>;
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

// A button, so keyboard users can focus it and read the hint.
const HintBadge = styled(Badge).attrs({ as: 'button', type: 'button' })`
  font-family: inherit;
  cursor: help;
`;

const Confirmed = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export const PERSONAL_BEST_TITLE = 'Personal best territory';
const PERSONAL_BEST_HINT =
  "More than 8 strokes better than this golfer's handicap index from their earlier rounds. A great day, worth a cheer.";

const names = (people: RoundSignalsProps['playedWith'] = []) => people.map((person) => `${person.firstName} ${person.lastName}`).join(', ');

export function RoundSignals({ personalBest, playedWith = [] }: RoundSignalsProps) {
  const confirmed = playedWith.filter((person) => person.confirmed);
  const waiting = playedWith.filter((person) => !person.confirmed);
  if (!personalBest && playedWith.length === 0) return null;
  return (
    <Line>
      {personalBest ? (
        <Tooltip content={PERSONAL_BEST_HINT}>
          <HintBadge $variant="gold">{PERSONAL_BEST_TITLE}</HintBadge>
        </Tooltip>
      ) : null}
      {confirmed.length ? (
        <Confirmed aria-label={`Confirmed by ${names(confirmed)}`}>
          <span aria-hidden="true">✓</span> Played with {names(confirmed)}
        </Confirmed>
      ) : null}
      {waiting.length ? <span>Played with {names(waiting)} (not confirmed yet)</span> : null}
    </Line>
  );
}
