// The WHS-style index from the user's rounds, shown next to the handicap they entered, with a
// receipt of every round behind it in plain words (rating, slope, adjusted gross, differential,
// exceptional score reductions, caps) and 'Use as my handicap', offered only for an index the
// profile accepts (-10..54; outside it the panel says why instead of offering a refused value).
// The rules are in docs/rounds.md, "WHS-style index".
import styled from 'styled-components';
import {
  HANDICAP_MAX,
  HANDICAP_MIN,
  HANDICAP_ROUNDS_CONSIDERED,
  HANDICAP_ROUNDS_MINIMUM,
  type HandicapIndexResponse,
  type User,
  formatDayLong,
  formatIndex,
  teeFiguresText,
} from '@fairway/contracts';
import { runUserAction, useUpdateProfileMutation } from '@fairway/platform';
import { Badge, Button, Muted, Row } from '@fairway/ui';
import { useGetHandicapIndexQuery } from '../api';

/** Never "Handicap Index" alone: ours follows the rules but is not issued by a golf authority. */
export const INDEX_LABEL = 'WHS-style index (not an official Handicap Index)';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  details > summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    min-height: 44px;
    display: flex;
    align-items: center;
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
const tenth = (value: number) => value.toFixed(1);

function sameHandicap(user: User, index: number): boolean {
  return user.handicap !== '' && user.handicap !== null && Number(user.handicap) === index;
}

type ReceiptRound = HandicapIndexResponse['rounds'][number];

/** One round's line: where, what it counted as and why. */
function roundReceipt(round: ReceiptRound): string {
  const played = `${round.course} (${round.leagueName}), ${formatDayLong(round.date)}: ${round.score}`;
  const adjusted = round.adjustedGross !== round.score ? `, ${round.adjustedGross} after net double bogey` : '';
  const tees = teeFiguresText(round);
  if (round.differential === null) return `${played}${adjusted} (${tees}): 9 holes, waiting for another 9-hole round to combine with`;
  const nine =
    round.expectedNine !== null
      ? `, with your expected 9-hole differential ${round.expectedNine.toFixed(2)} added`
      : round.combinedWith
        ? ', combined with your other 9-hole round'
        : '';
  const lowered = round.esr ? `, lowered by ${tenth(round.esr)} for an exceptional score` : '';
  return `${played}${adjusted} (${tees}): differential ${tenth(round.differential)}${nine}${lowered}`;
}

/** "your 78 at Pebble: 12.3 below your index, so your last 20 differentials were lowered by 2.0" */
function exceptionalSentences(rounds: readonly ReceiptRound[]): string[] {
  const seen = new Set<string>();
  return rounds
    .filter((round) => round.exceptional !== null && !seen.has(round.combinedWith ?? round.id) && seen.add(round.id))
    .map(
      (round) =>
        `Your ${round.score} at ${round.course} on ${formatDayLong(round.date)}: ${tenth(round.exceptional!.belowIndex)} below your index, so your last ${HANDICAP_ROUNDS_CONSIDERED} differentials were lowered by ${tenth(round.exceptional!.reduction)}.`,
    );
}

function capSentence(data: HandicapIndexResponse): string | null {
  if (!data.cap || data.lowIndex === null || data.uncappedIndex === null) return null;
  const low = formatIndex(data.lowIndex);
  if (data.cap === 'hard') {
    return `Hard cap: the table gives ${formatIndex(data.uncappedIndex)}, but your index may not rise more than 5.0 above your lowest index of the last 365 days (${low}), so it is ${data.indexText}.`;
  }
  return `Soft cap: the table gives ${formatIndex(data.uncappedIndex)}, more than 3.0 above your lowest index of the last 365 days (${low}), so the rise beyond 3.0 is halved: ${data.indexText}.`;
}

/** What the profile accepts as a handicap (profileSchema: -10..54 in steps of 0.1); the index
 * has one decimal, so only the range can rule it out. Checked before offering the button. */
const profileAccepts = (index: number) => index >= HANDICAP_MIN && index <= HANDICAP_MAX;

export function HandicapIndexPanel({ user }: { user: User }) {
  const { data, isLoading } = useGetHandicapIndexQuery();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  if (isLoading || !data) return null;

  const useAsHandicap = async (index: number) => {
    const profile = { firstName: user.firstName, lastName: user.lastName, email: user.email, handicap: index };
    await runUserAction(() => updateProfile(profile).unwrap(), {
      success: { title: 'Profile Updated', description: `Your handicap is now ${data.indexText}.` },
      failure: { title: 'Update Failed', fallback: 'Failed to update profile. Please try again.' },
    });
  };

  if (data.index === null) {
    return (
      <Panel aria-label="Handicap index">
        <Muted>
          {INDEX_LABEL}: available after {HANDICAP_ROUNDS_MINIMUM} rounds ({data.rounds.length} logged so far)
        </Muted>
      </Panel>
    );
  }

  const index = data.index;
  const adjustment = data.adjustment !== 0 ? `, then ${signed(data.adjustment)} for having fewer than 7 differentials` : '';
  const cap = capSentence(data);
  const exceptional = exceptionalSentences(data.rounds);
  return (
    <Panel aria-label="Handicap index">
      <Row style={{ justifyContent: 'space-between' }}>
        <strong>
          {INDEX_LABEL}: {data.indexText}
        </strong>
        {profileAccepts(index) ? (
          <Button $size="sm" $variant="outline" disabled={saving || sameHandicap(user, index)} onClick={() => void useAsHandicap(index)}>
            Use as my handicap
          </Button>
        ) : null}
      </Row>
      {profileAccepts(index) ? null : (
        <Muted>
          A handicap can be from {HANDICAP_MIN} to {HANDICAP_MAX}, so this index cannot be used as your handicap (rounds of fewer holes than
          the course logged as full rounds give such figures).
        </Muted>
      )}
      {cap && <p role="note">{cap}</p>}
      {exceptional.map((sentence) => (
        <p key={sentence} role="note">
          {sentence}
        </p>
      ))}
      <details>
        <summary>How is this worked out?</summary>
        <p>
          Each round&apos;s score differential is (113 ÷ slope) × (adjusted gross − course rating), to one decimal, using the par, rating
          and slope the course had when you played it. Hole-by-hole rounds count each hole at most net double bogey (par + 2 + the strokes
          your course handicap gives you there; par + 5 before you have an index). A 9-hole round adds the differential expected of you over
          nine holes (0.52 × index + 1.2); before you have an index two 9-hole rounds combine. Playing conditions (PCC) are always taken as
          0: a league has too few scores on one day to measure them.
        </p>
        <p>
          Of your most recent {Math.min(HANDICAP_ROUNDS_CONSIDERED, data.rounds.filter((round) => round.differential !== null).length)}{' '}
          differentials (up to {HANDICAP_ROUNDS_CONSIDERED}), the lowest {data.countedRounds}{' '}
          {data.countedRounds === 1 ? 'differential counts' : 'differentials are averaged'}
          {adjustment}, to one decimal (World Handicap System table). A score 7.0 or more below your index lowers your recent differentials
          (exceptional score reduction); once you have {HANDICAP_ROUNDS_CONSIDERED} differentials, a rise of more than 3.0 over your lowest
          index of the last 365 days is slowed (soft cap) and stopped at 5.0 (hard cap). At most 54.0.
        </p>
        <ol aria-label="Rounds behind your handicap index">
          {data.rounds.map((round) => (
            <li key={round.id}>
              {roundReceipt(round)} {round.counted ? <Badge $variant="success">Counted</Badge> : <Muted>not counted</Muted>}
            </li>
          ))}
        </ol>
      </details>
    </Panel>
  );
}
