// A logged round's card on Recent Rounds: the hole scores, and on opening the same figures Log
// Your Round showed before Submit (the strokes it is scored with, strokes received, points, the
// net double bogey adjustments), from the index in effect before its day.
import { useState } from 'react';
import styled from 'styled-components';
import type { Course, Round } from '@fairway/contracts';
import { useGetMyLeaguesQuery } from '@fairway/platform';
import { CardSummary } from './card-summary';
import { HoleScores } from './hole-scores';
import { useRoundScoring } from './round-scoring';

const Details = styled.details`
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
  }
`;

/** The course figures a round was played under, as Log Your Round takes a course. */
function courseOf(round: Round & { holePars: number[] }): Course {
  return {
    name: round.course,
    rounds: 0,
    holes: round.holes ?? 18,
    par: round.par ?? round.holePars.reduce((sum, par) => sum + par, 0),
    rating: round.rating ?? round.par ?? 72,
    slope: round.slope ?? 113,
    holePars: round.holePars,
    strokeIndex: round.strokeIndex ?? null,
  };
}

function Figures({ round }: { round: Round & { holePars: number[]; holeScores: number[] } }) {
  const leagues = useGetMyLeaguesQuery();
  const format = leagues.data?.find((league) => league.id === round.leagueId)?.format;
  const scoring = useRoundScoring(format, courseOf(round), round.date);
  if (!scoring || !leagues.data) return null;
  return <CardSummary scoring={scoring} holePars={round.holePars} holeScores={round.holeScores} title="How this round was scored" />;
}

export function RoundCard({ round }: { round: Round }) {
  const [open, setOpen] = useState(false);
  if (!round.holeScores || !round.holePars || round.holeScores.length !== round.holePars.length) return <HoleScores round={round} />;
  const card = round as Round & { holePars: number[]; holeScores: number[] };
  return (
    <>
      <HoleScores round={round} />
      <Details onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
        <summary>Strokes, points and net double bogey</summary>
        {open ? <Figures round={card} /> : null}
      </Details>
    </>
  );
}
