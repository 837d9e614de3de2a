// "Handicap index from your rounds" (issue 18): the index computed from the user's rounds, shown
// next to the handicap they entered, with an explainer of the rounds that counted and the
// formula, and 'Use as my handicap' (the profile's -10..54 validation applies).
import styled from 'styled-components';
import {
  COURSE_RATING,
  HANDICAP_ROUNDS_CONSIDERED,
  HANDICAP_ROUNDS_MINIMUM,
  SLOPE_RATING,
  type User,
  formatDayLong,
} from '@fairway/contracts';
import { runUserAction, toast, useUpdateProfileMutation } from '@fairway/platform';
import { Badge, Button, Muted, Row } from '@fairway/ui';
import { useGetHandicapIndexQuery } from '../api';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  details > summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
  ol {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function sameHandicap(user: User, index: number): boolean {
  return user.handicap !== '' && user.handicap !== null && Number(user.handicap) === index;
}

export function HandicapIndexPanel({ user }: { user: User }) {
  const { data, isLoading } = useGetHandicapIndexQuery();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  if (isLoading || !data) return null;

  const useAsHandicap = async () => {
    if (data.index === null) return;
    // The schema (zod) on the click: this panel is on the dashboard, which needs no zod otherwise.
    const { profileSchema } = await import('@fairway/contracts');
    const parsed = profileSchema.safeParse({ firstName: user.firstName, lastName: user.lastName, email: user.email, handicap: data.index });
    if (!parsed.success) {
      toast({ title: 'Update Failed', description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    await runUserAction(() => updateProfile(parsed.data).unwrap(), {
      success: { title: 'Profile Updated', description: `Your handicap is now ${data.indexText}.` },
      failure: { title: 'Update Failed', fallback: 'Failed to update profile. Please try again.' },
    });
  };

  if (data.index === null) {
    return (
      <Panel aria-label="Handicap index">
        <Muted>
          Handicap index from your rounds: available after {HANDICAP_ROUNDS_MINIMUM} rounds ({data.rounds.length} logged so far)
        </Muted>
      </Panel>
    );
  }

  const adjustment = data.adjustment !== 0 ? `, then ${signed(data.adjustment)} for having fewer than 7 rounds` : '';
  return (
    <Panel aria-label="Handicap index">
      <Row style={{ justifyContent: 'space-between' }}>
        <strong>Handicap index from your rounds: {data.indexText}</strong>
        <Button $size="sm" $variant="outline" disabled={saving || sameHandicap(user, data.index)} onClick={useAsHandicap}>
          Use as my handicap
        </Button>
      </Row>
      <details>
        <summary>How is this worked out?</summary>
        <p>
          Each round's score differential is (113 ÷ slope {SLOPE_RATING}) × (score − course rating {COURSE_RATING}), which is your score
          minus {COURSE_RATING} because no course rating or slope is recorded. Of your most recent {data.rounds.length} rounds (up to{' '}
          {HANDICAP_ROUNDS_CONSIDERED}), the lowest {data.countedRounds}{' '}
          {data.countedRounds === 1 ? 'differential counts' : 'differentials are averaged'}
          {adjustment}, to one decimal (World Handicap System table).
        </p>
        <ol aria-label="Rounds behind your handicap index">
          {data.rounds.map((round) => (
            <li key={round.id}>
              {round.course} ({round.leagueName}), {formatDayLong(round.date)}: {round.score}, differential {signed(round.differential)}{' '}
              {round.counted ? <Badge $variant="success">Counted</Badge> : <Muted>not counted</Muted>}
            </li>
          ))}
        </ol>
      </details>
    </Panel>
  );
}
