// The hole-by-hole cards of the demo's rounds: cards that add up to a round's score.
import { PAR } from '@fairway/contracts';

/** The par-4 holes the demo's hole-by-hole cards are played on, stroke index in hole order. */
export const STABLEFORD_HOLE_PARS: readonly number[] = Array<number>(18).fill(4);
export const STABLEFORD_STROKE_INDEX: readonly number[] = Array.from({ length: 18 }, (_, hole) => hole + 1);

/** A card adding up to `score` on STABLEFORD_HOLE_PARS: the strokes over par go to the hardest holes first. */
export function demoCard(score: number): number[] {
  const over = score - PAR;
  const base = Math.floor(over / 18);
  const extra = over - base * 18;
  return STABLEFORD_STROKE_INDEX.map((si, hole) => STABLEFORD_HOLE_PARS[hole] + base + (si <= extra ? 1 : 0));
}

/**
 * A plausible card adding up to `score`: par on every hole, then the strokes over (or under) par
 * spread one at a time over the hardest holes first (stroke index), never below 2 on a hole.
 */
export function cardFor(score: number, holePars: readonly number[], strokeIndex: readonly number[] | null): number[] {
  const card = [...holePars];
  const byDifficulty = card.map((_, hole) => hole).sort((a, b) => (strokeIndex?.[a] ?? a) - (strokeIndex?.[b] ?? b));
  let left = score - card.reduce((sum, strokes) => sum + strokes, 0);
  for (let turn = 0; left !== 0 && turn < 20 * card.length; turn += 1) {
    const hole = left > 0 ? byDifficulty[turn % card.length] : byDifficulty[card.length - 1 - (turn % card.length)];
    if (left > 0) {
      card[hole] += 1;
      left -= 1;
    } else if (card[hole] > 2) {
      card[hole] -= 1;
      left += 1;
    }
  }
  return card;
}
