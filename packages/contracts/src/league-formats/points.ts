// Points: the league's play is cut into windows of one, two or four weeks; in each, members rank
// by their best net round and earn the points table's points for their place plus points for
// playing; most points in total first.
import { addDays } from '../calendar-days';
import { netToPar } from './net-average';
import { NINE_HOLE_RULE } from './nine-holes';
import type { WindowWeeks } from './options';
import { rank, whole, type Figure } from './ranking';
import type { MemberWindowResult, PlayWindow, StandingsInput, StandingsRound } from './standings-types';
import type { FormatTraits } from './traits-type';

export const pointsTraits: FormatTraits = {
  label: 'Points',
  holeByHole: false,
  higherIsBetter: true,
  usesBestRounds: false,
  usesWindows: true,
  figureIsTotalToPar: false,
  strokesFromIndex: true,
  figureName: 'points',
  figureLabel: 'Pts',
  figureText: (value) => `${value} pts`,
  explain: (options) =>
    `Points: your best net round in each ${options.windowWeeks === 1 ? 'week' : `${options.windowWeeks}-week window`} earns ${options.pointsTable.join(', ')} points by place, plus ${options.participationPoints} for playing${options.confirmedOnly ? ' (confirmed rounds only)' : ''}; most points wins. ${NINE_HOLE_RULE}`,
};

/** The play windows from `startDate`, each `weeks` long, up to the one holding the later of
 * `today` and the last round played, never one starting after the end date. */
export function playWindows(startDate: string, weeks: WindowWeeks, until: string, endDate?: string | null): PlayWindow[] {
  const windows: PlayWindow[] = [];
  const last = endDate && endDate < until ? endDate : until;
  for (let start = startDate; start <= last; start = addDays(start, weeks * 7)) {
    windows.push({ start, end: addDays(start, weeks * 7 - 1) });
    if (windows.length > 520) break; // ten years of weekly windows: a guard, never reached in play
  }
  return windows;
}

/** The windows of a points league (for the answer's current window), as computeStandings sees them. */
export function leagueWindows(input: Pick<StandingsInput, 'options' | 'startDate' | 'endDate' | 'today' | 'rounds'>): PlayWindow[] {
  const today = input.today ?? '';
  const start = input.startDate ?? today;
  const lastRound = input.rounds.reduce((latest, round) => (round.date > latest ? round.date : latest), today);
  return playWindows(start, input.options.windowWeeks, lastRound, input.endDate);
}

/** The window holding `day`, or null. */
export function windowOf(windows: readonly PlayWindow[], day: string): PlayWindow | null {
  return windows.find((window) => window.start <= day && day <= window.end) ?? null;
}

/** Every member's result in every window: their best net round in it (the lowest net to par),
 * ranked among those who played it, with the points earned. */
export function pointsWindows(input: StandingsInput, rounds: Map<string, StandingsRound[]>): Map<string, MemberWindowResult[]> {
  const { options, members } = input;
  const today = input.today ?? input.startDate ?? '';
  const start = input.startDate ?? today;
  const lastRound = [...rounds.values()].flat().reduce((latest, round) => (round.date > latest ? round.date : latest), today);
  const windows = playWindows(start, options.windowWeeks, lastRound, input.endDate);
  const results = new Map<string, MemberWindowResult[]>(members.map((member) => [member.userId, []]));
  for (const window of windows) {
    const rows = members.map((member) => {
      const counting = (rounds.get(member.userId) ?? []).filter(
        (round) => round.date >= window.start && round.date <= window.end && (!options.confirmedOnly || round.confirmed),
      );
      const bestNet = counting.length === 0 ? null : Math.min(...counting.map(netToPar));
      return { userId: member.userId, netToPar: bestNet, figure: bestNet === null ? null : whole(bestNet) };
    });
    for (const row of rank(rows, false)) {
      const played = row.netToPar !== null;
      const points = played ? (options.pointsTable[row.position - 1] ?? 0) + options.participationPoints : 0;
      results.get(row.userId)!.push({
        start: window.start,
        end: window.end,
        netToPar: row.netToPar,
        position: played ? row.position : null,
        points,
      });
    }
  }
  return results;
}

/** The points over all windows, null for a member who played none. */
export function pointsFigure(windows: readonly MemberWindowResult[]): Figure | null {
  const played = windows.some((window) => window.position !== null);
  return played ? whole(windows.reduce((sum, window) => sum + window.points, 0)) : null;
}
