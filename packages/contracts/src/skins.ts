// Weekly skins (docs/side-games.md): one game per course per league week among the members who
// played it. Pure rules: the leagues service answers with these, the browser only explains them.
// Money is counted in whole cents so that floors and remainders never depend on binary floats.
import { playingHandicap, strokesPerHole, type CourseRatings } from './whs';

export const SKINS_MODES = ['gross', 'net'] as const;
export type SkinsMode = (typeof SKINS_MODES)[number];
/** Allowances offered in the form (percent of the course handicap); any whole 1-100 is valid. */
export const SKINS_ALLOWANCE_PRESETS = [100, 90, 85, 80] as const;
export const DEFAULT_SKINS_CURRENCY = '$';

export interface SkinsSettings {
  mode: SkinsMode;
  /** percent of the unrounded course handicap (net only; gross plays off scratch) */
  allowance: number;
  /** a tied hole's skin adds to the next hole */
  carryover: boolean;
  /** currency units per entrant; 0 plays for fun */
  buyIn: number;
  currency: string;
}

/** One entrant's card in a week's game on one course. */
export interface SkinsCard {
  userId: string;
  holeScores: readonly number[];
  /** from the index the round was scored with, at the skins allowance (skinsPlayingHandicap) */
  playingHandicap: number;
  /** the card's own stroke index (the course's as the round stored it); null: holes in order */
  strokeIndex: readonly number[] | null;
}

export interface SkinsHoleInput {
  hole: number;
  par: number | null;
  strokeIndex: number | null;
}

export interface SkinsHoleScore {
  userId: string;
  gross: number;
  /** the gross less strokes received (plus handicaps add strokes back); = gross in gross mode */
  net: number;
}

export interface SkinsHole {
  hole: number;
  par: number | null;
  strokeIndex: number | null;
  /** the sole lowest score's owner, null on a tie */
  winner: string | null;
  /** the lowest score (net in net mode) */
  score: number;
  /** skins carried into this hole by earlier ties */
  carried: number;
  /** skins the winner takes: 1 + carried; 0 on a tie */
  worth: number;
  /** every entrant's score on the hole, lowest first (the receipt) */
  scores: SkinsHoleScore[];
}

export interface SkinsResult {
  holes: SkinsHole[];
  /** skins won per userId (winners only) */
  skins: Record<string, number>;
  /** skins nobody won: carried past the last hole, or (without carryover) lost on ties */
  unclaimed: number;
  /** currency units, to the cent */
  pot: number;
  perSkin: number;
  payouts: Record<string, number>;
  /** pot less payouts: the cents the floor leaves, or the whole pot when no skin was won */
  remainder: number;
}

/** The playing handicap for skins: the unrounded course handicap x the allowance (net), or the
 * course handicap (gross, which only reports it), rounded like every playing handicap. */
export function skinsPlayingHandicap(index: number, course: CourseRatings, settings: Pick<SkinsSettings, 'mode' | 'allowance'>): number {
  return playingHandicap(index, course, settings.mode === 'net' ? settings.allowance : 100);
}

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** The pot arithmetic: pot = buy-in x entrants, per skin floored to the cent, the rest stated. */
export function skinsMoney(
  buyIn: number,
  entrants: number,
  skins: Readonly<Record<string, number>>,
): Pick<SkinsResult, 'pot' | 'perSkin' | 'payouts' | 'remainder'> {
  const potCents = toCents(buyIn) * entrants;
  const won = Object.values(skins).reduce((sum, count) => sum + count, 0);
  const perSkinCents = won === 0 ? 0 : Math.floor(potCents / won);
  const payouts = Object.fromEntries(Object.entries(skins).map(([userId, count]) => [userId, fromCents(perSkinCents * count)]));
  return {
    pot: fromCents(potCents),
    perSkin: fromCents(perSkinCents),
    payouts,
    remainder: fromCents(potCents - perSkinCents * won),
  };
}

/**
 * One week's skins on one course. A skin is the sole lowest score on a hole; a tie wins nothing
 * and, with carryover, adds its skin to the next hole; skins still carried after the last hole
 * are unclaimed. Strokes come from the one stroke allocation the standings use (strokesPerHole).
 */
export function skinsGame(
  holes: readonly SkinsHoleInput[],
  cards: readonly SkinsCard[],
  settings: Pick<SkinsSettings, 'mode' | 'carryover' | 'buyIn'>,
): SkinsResult {
  const strokes = new Map(
    cards.map((card) => [
      card.userId,
      settings.mode === 'net' ? strokesPerHole(card.playingHandicap, card.strokeIndex, holes.length) : holes.map(() => 0),
    ]),
  );
  const skins: Record<string, number> = {};
  let carried = 0;
  let unclaimed = 0;
  const result = holes.map((input, at): SkinsHole => {
    const scores = cards
      .map((card) => ({ userId: card.userId, gross: card.holeScores[at], net: card.holeScores[at] - strokes.get(card.userId)![at] }))
      .sort((a, b) => a.net - b.net || a.gross - b.gross);
    const lowest = scores[0].net;
    const sole = scores.length === 1 || scores[1].net > lowest;
    const carriedIn = carried;
    if (sole) {
      const worth = 1 + carriedIn;
      skins[scores[0].userId] = (skins[scores[0].userId] ?? 0) + worth;
      carried = 0;
      return { ...input, winner: scores[0].userId, score: lowest, carried: carriedIn, worth, scores };
    }
    if (settings.carryover) carried += 1;
    else unclaimed += 1;
    return { ...input, winner: null, score: lowest, carried: carriedIn, worth: 0, scores };
  });
  unclaimed += carried;
  return { holes: result, skins, unclaimed, ...skinsMoney(settings.buyIn, cards.length, skins) };
}

/** Money as the screens write it: "$12.50", "€0.33". */
export function formatSkinsAmount(amount: number, currency: string): string {
  return `${currency}${amount.toFixed(2)}`;
}

/**
 * Why a hole went the way it did, for the receipt: "Nina 3 (net 2) beats 4s; 2 skins carried",
 * "Tied at 4 (Nina, Sam): skin carries". `names` maps user ids to first names.
 */
export function skinsHoleReason(hole: SkinsHole, mode: SkinsMode, carryover: boolean, names: ReadonlyMap<string, string>): string {
  const name = (userId: string) => names.get(userId) ?? 'A golfer';
  const carriedText = hole.carried === 0 ? '' : `; ${hole.carried} skin${hole.carried === 1 ? '' : 's'} carried`;
  if (hole.winner !== null) {
    const best = hole.scores[0];
    const score = mode === 'net' && best.net !== best.gross ? `${best.gross} (net ${best.net})` : String(best.gross);
    const next = hole.scores[1];
    const beaten = next ? ` beats ${next.net}s` : ' (only card)';
    return `${name(best.userId)} ${score}${beaten}${carriedText}`;
  }
  const tied = hole.scores.filter((score) => score.net === hole.score).map((score) => name(score.userId));
  const outcome = carryover ? 'skin carries' : 'no skin';
  return `Tied at ${hole.score}${mode === 'net' ? ' net' : ''} (${tied.join(', ')}): ${outcome}${carriedText}`;
}
