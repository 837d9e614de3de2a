// Standings formats a league chooses at creation (docs/leagues.md, "Formats"). Pure rules: the
// leagues service, the browser and the demo data rank with these functions only.
//
// Every format ranks by one figure per member (`formatValue`, each format's module says how it
// is made) and keeps the spec's rank rule (ranking.ts).
import { netAverageFigure, netAverageValue } from './net-average';
import type { LeagueFormat } from './options';
import { pointsFigure, pointsWindows } from './points';
import { rank, whole, type Figure } from './ranking';
import { stablefordFigure } from './stableford';
import type { MemberStanding, MemberWindowResult, StandingsInput, StandingsRound } from './standings-types';
import { totalToPar } from './total-to-par';
import { higherIsBetter } from './traits';

function byUser(rounds: readonly StandingsRound[]): Map<string, StandingsRound[]> {
  const map = new Map<string, StandingsRound[]>();
  for (const round of rounds) {
    const list = map.get(round.userId);
    if (list) list.push(round);
    else map.set(round.userId, [round]);
  }
  return map;
}

/** The standings of a league in its format: every member once, in list order, with position. */
export function computeStandings(input: StandingsInput): MemberStanding[] {
  const { format, options, members } = input;
  const memberIds = new Set(members.map((member) => member.userId));
  const rounds = byUser(input.rounds.filter((round) => memberIds.has(round.userId)));
  const windowResults = format === 'points' ? pointsWindows(input, rounds) : null;

  const rows = members.map((member) => {
    const own = rounds.get(member.userId) ?? [];
    const total = totalToPar(member, own);
    let figure: Figure | null;
    let windows: MemberWindowResult[] | undefined;
    if (format === 'total-to-par') {
      figure = total === null ? null : whole(total);
    } else if (format === 'net-average') {
      figure = netAverageFigure(own, options);
    } else if (format === 'stableford') {
      figure = stablefordFigure(own, options);
    } else {
      windows = windowResults!.get(member.userId) ?? [];
      figure = pointsFigure(windows);
    }
    return { userId: member.userId, totalToPar: total, figure, windows };
  });

  return rank(rows, higherIsBetter(format)).map((row) => ({
    userId: row.userId,
    position: row.position,
    formatValue: row.figure === null ? null : figureValue(format, row.figure),
    totalToPar: row.totalToPar,
    ...(row.windows ? { windows: row.windows } : {}),
  }));
}

/** The figure as the answer carries it: net averages to one decimal (half up), others whole. */
function figureValue(format: LeagueFormat, figure: Figure): number {
  return format === 'net-average' ? netAverageValue(figure) : figure.num / figure.den;
}
