// The soak's own reading of the rules: standings and weekly skins recomputed from the stored rounds
// with what /work/shared/GOLF-RULES.md and docs/leagues.md / docs/side-games.md say, written
// apart from the product's engine (nothing here imports @fairway/contracts' standings, handicap
// or skins code), so a leaderboard that disagrees points at one of two independent readings.
// Integer arithmetic in tenths (indexes, differentials) and exact fractions where the rules round,
// so no floating-point edge decides a .5. Covers what the soak plays: 18-hole rounds.

export interface SoakRound {
  id: string;
  userId: string;
  leagueId: string;
  course: string;
  score: number;
  /** yyyy-MM-dd */
  date: string;
  /** ISO instant: orders rounds of one day */
  createdAt: string;
  holes: number;
  par: number;
  rating: number;
  slope: number;
  holePars: number[] | null;
  strokeIndex: number[] | null;
  holeScores: number[] | null;
  confirmed: boolean;
}

export interface SoakMember {
  userId: string;
  /** the profile handicap as stored (decimal) */
  handicap: number;
}

export interface Options {
  bestRounds: number;
  windowWeeks: number;
  pointsTable: number[];
  participationPoints: number;
  confirmedOnly: boolean;
}

export const DEFAULTS: Options = {
  bestRounds: 5,
  windowWeeks: 1,
  pointsTable: [10, 8, 6, 5, 4, 3, 2, 1],
  participationPoints: 1,
  confirmedOnly: false,
};

export interface Standing {
  userId: string;
  position: number;
  formatValue: number | null;
  totalToPar: number | null;
  roundCount: number;
}

/** Round half up (toward the higher number) of num / den, den > 0. */
const roundFraction = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const chronological = (a: SoakRound, b: SoakRound) =>
  a.date !== b.date
    ? a.date < b.date
      ? -1
      : 1
    : a.createdAt !== b.createdAt
      ? a.createdAt < b.createdAt
        ? -1
        : 1
      : a.id < b.id
        ? -1
        : 1;

/** Rules 5.2/5.3: how many of the lowest differentials count, and the adjustment in tenths. */
function indexTable(count: number): [number, number] | null {
  if (count < 3) return null;
  if (count === 3) return [1, -20];
  if (count === 4) return [1, -10];
  if (count === 5) return [1, 0];
  if (count === 6) return [2, -10];
  if (count <= 8) return [2, 0];
  if (count <= 11) return [3, 0];
  if (count <= 14) return [4, 0];
  if (count <= 16) return [5, 0];
  if (count <= 18) return [6, 0];
  if (count === 19) return [7, 0];
  return [8, 0];
}

/** Strokes received on a hole of stroke index `si` with handicap `h` over 18 holes (plus handicaps
 * give strokes back from stroke index 18 down). */
export function strokesOn(h: number, si: number): number {
  if (h >= 0) return Math.floor(h / 18) + (si <= h % 18 ? 1 : 0);
  const back = -h;
  return -(Math.floor(back / 18) + (si > 18 - (back % 18) ? 1 : 0));
}

/** Course handicap x allowance% from an index in tenths, rounded .5 up (Rules 6.1, 6.2). */
export function playingHandicapOf(indexTenths: number, round: Pick<SoakRound, 'slope' | 'rating' | 'par'>, allowance: number): number {
  const ratingTenths = Math.round(round.rating * 10);
  // index x slope / 113 + (rating - par), in 1/1130ths; x allowance / 100
  return roundFraction((indexTenths * round.slope + 113 * (ratingTenths - 10 * round.par)) * allowance, 113_000);
}

/**
 * A golfer's WHS-style index as it stood before each day: a walk through their rounds in the order
 * played (day, then logging time), each differential from its adjusted gross score, exceptional
 * score reductions as they happen, the index from the most recent 20 with the caps once 20 exist.
 */
export class IndexHistory {
  /** index (tenths) in effect after all rounds of each round day, in day order */
  private readonly afterDay: Array<{ day: string; index: number | null; full: boolean }> = [];

  constructor(rounds: readonly SoakRound[]) {
    const ordered = [...rounds].sort(chronological);
    const record: Array<{ tenths: number; reduction: number }> = [];
    for (let i = 0; i < ordered.length;) {
      const day = ordered[i].date;
      const before = this.before(day);
      for (; i < ordered.length && ordered[i].date === day; i += 1) {
        const round = ordered[i];
        if (round.holes !== 18) throw new Error(`the soak's recomputation covers 18-hole rounds (round ${round.id})`);
        const sd = roundFraction(113 * (10 * this.adjustedGross(round, before) - Math.round(round.rating * 10)), round.slope);
        record.push({ tenths: sd, reduction: 0 });
        if (before !== null) {
          const below = before - sd;
          const cut = below >= 100 ? 20 : below >= 70 ? 10 : 0;
          if (cut) for (const entry of record.slice(-20)) entry.reduction += cut;
        }
      }
      this.afterDay.push({ day, index: this.indexOf(record, day), full: record.length >= 20 });
    }
  }

  /** The index (tenths) before `day`: from rounds played on earlier days; null without one. */
  before(day: string): number | null {
    let index: number | null = null;
    for (const entry of this.afterDay) {
      if (entry.day >= day) break;
      index = entry.index;
    }
    return index;
  }

  /** Rule 3.1: each hole at most par + 2 + strokes received (par + 5 before an index). */
  private adjustedGross(round: SoakRound, index: number | null): number {
    if (!round.holeScores || !round.holePars || !round.strokeIndex) return round.score;
    const course = index === null ? null : playingHandicapOf(index, round, 100);
    return round.holeScores.reduce((sum, taken, hole) => {
      const most = course === null ? round.holePars![hole] + 5 : round.holePars![hole] + 2 + strokesOn(course, round.strokeIndex![hole]);
      return sum + Math.min(taken, most);
    }, 0);
  }

  private indexOf(record: ReadonlyArray<{ tenths: number; reduction: number }>, day: string): number | null {
    const recent = record.slice(-20).map((entry) => entry.tenths - entry.reduction);
    const table = indexTable(recent.length);
    if (!table) return null;
    const [lowest, adjustment] = table;
    const counted = [...recent].sort((a, b) => a - b).slice(0, lowest);
    let index = Math.min(
      540,
      roundFraction(
        counted.reduce((a, b) => a + b, 0),
        lowest,
      ) + adjustment,
    );
    if (record.length >= 20) {
      // Rule 5.8: the lowest index in effect on a day of the 365 before the most recent score's
      // day, counting only indexes of a 20-differential record (docs/rounds.md reads the rule so).
      const from = addDays(day, -365);
      const inEffect = this.afterDay.filter((entry, k) => {
        const until = this.afterDay[k + 1]?.day ?? day;
        return entry.full && entry.index !== null && addDays(entry.day, 1) <= addDays(day, -1) && until >= from;
      });
      if (inEffect.length) {
        const low = Math.min(...inEffect.map((entry) => entry.index!));
        if (index - low > 30) index = low + 30 + roundFraction(index - low - 30, 2);
        index = Math.min(index, low + 50);
      }
    }
    // docs/rounds.md: from the spec's plus limit, -10.0, to 54.0.
    return Math.max(-100, index);
  }
}

/** The playing handicap a round is scored with: the index before its day, else the profile
 * handicap; 95% for the standings (individual stroke play and Stableford). */
export function roundPlayingHandicap(history: IndexHistory, member: SoakMember, round: SoakRound, allowance = 95): number {
  const index = history.before(round.date) ?? Math.round(member.handicap * 10);
  return playingHandicapOf(index, round, allowance);
}

interface Figure {
  num: number;
  den: number;
}

const better = (a: Figure, b: Figure, higher: boolean) => (higher ? a.num * b.den > b.num * a.den : a.num * b.den < b.num * a.den);

/** docs/leagues.md's rank rule: figures first (better first, ties in join order), then the rest
 * in join order; rank = 1 + members listed earlier with a strictly better figure, else the list
 * position. */
function rank<T extends { figure: Figure | null }>(rows: readonly T[], higher: boolean): Array<T & { position: number }> {
  const withFigure = rows
    .map((row, order) => ({ row, order }))
    .filter((x) => x.row.figure !== null)
    .sort((a, b) =>
      better(a.row.figure!, b.row.figure!, higher) ? -1 : better(b.row.figure!, a.row.figure!, higher) ? 1 : a.order - b.order,
    );
  const listed = [...withFigure.map((x) => x.row), ...rows.filter((row) => row.figure === null)];
  return listed.map((row, i) => ({
    ...row,
    position:
      row.figure === null
        ? i + 1
        : 1 + listed.slice(0, i).filter((other) => other.figure && better(other.figure, row.figure!, higher)).length,
  }));
}

export interface LeagueInput {
  format: string;
  options: Options;
  startDate: string;
  endDate: string | null;
  today: string;
  /** in join order */
  members: SoakMember[];
  /** every round of the members, in any league */
  rounds: SoakRound[];
  leagueId: string;
}

interface Scored {
  member: SoakMember;
  own: SoakRound[];
  totalToPar: number | null;
}

interface Reading {
  /** points and Stableford rank the higher figure first */
  higher: boolean;
  /** a net average is answered to one decimal (half up); every other figure is whole */
  decimals: 0 | 1;
  figures(
    rows: readonly Scored[],
    input: LeagueInput,
    netToPar: (member: SoakMember, round: SoakRound) => number,
    stableford: (member: SoakMember, round: SoakRound) => number,
  ): Array<Figure | null>;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** docs/leagues.md's table of formats, one reading each (keyed by the stored name). */
const FORMATS: Record<string, Reading> = {
  'total-to-par': {
    higher: false,
    decimals: 0,
    figures: (rows) => rows.map((row) => (row.totalToPar === null ? null : { num: row.totalToPar, den: 1 })),
  },
  'net-average': {
    higher: false,
    decimals: 1,
    figures: (rows, input, netToPar) =>
      rows.map((row) => {
        const best = row.own
          .map((round) => netToPar(row.member, round))
          .sort((a, b) => a - b)
          .slice(0, input.options.bestRounds);
        return best.length ? { num: sum(best), den: best.length } : null;
      }),
  },
  stableford: {
    higher: true,
    decimals: 0,
    figures: (rows, input, _netToPar, stableford) =>
      rows.map((row) => {
        const points = row.own
          .filter((round) => round.holeScores && round.holePars && round.strokeIndex)
          .map((round) => stableford(row.member, round))
          .sort((a, b) => b - a)
          .slice(0, input.options.bestRounds);
        return points.length ? { num: sum(points), den: 1 } : null;
      }),
  },
  points: {
    higher: true,
    decimals: 0,
    figures: (rows, input, netToPar) => {
      const { options } = input;
      // Windows of windowWeeks weeks from the start, up to the one holding the later of today and
      // the last round, none starting after the end date.
      const lastRound = rows.flatMap((row) => row.own.map((round) => round.date)).reduce((a, b) => (b > a ? b : a), input.today);
      const last = input.endDate && input.endDate < lastRound ? input.endDate : lastRound;
      const points = rows.map(() => ({ total: 0, played: false }));
      for (let start = input.startDate; start <= last; start = addDays(start, 7 * options.windowWeeks)) {
        const end = addDays(start, 7 * options.windowWeeks - 1);
        const inWindow = rows.map((row, k) => {
          const nets = row.own
            .filter((round) => round.date >= start && round.date <= end && (!options.confirmedOnly || round.confirmed))
            .map((round) => netToPar(row.member, round));
          return { k, figure: nets.length ? { num: Math.min(...nets), den: 1 } : null };
        });
        for (const placed of rank(inWindow, false)) {
          if (!placed.figure) continue;
          points[placed.k].played = true;
          points[placed.k].total += (options.pointsTable[placed.position - 1] ?? 0) + options.participationPoints;
        }
      }
      return points.map((entry) => (entry.played ? { num: entry.total, den: 1 } : null));
    },
  },
};

/** A league's standings as the rules read. */
export function standings(input: LeagueInput): Standing[] {
  const reading = FORMATS[input.format] ?? FORMATS['total-to-par'];
  const histories = new Map(
    input.members.map((member) => [member.userId, new IndexHistory(input.rounds.filter((round) => round.userId === member.userId))]),
  );
  const netToPar = (member: SoakMember, round: SoakRound) =>
    round.score - roundPlayingHandicap(histories.get(member.userId)!, member, round) - round.par;
  // Stableford: per hole max(0, 2 + par + strokes received - strokes taken).
  const stableford = (member: SoakMember, round: SoakRound) => {
    const h = roundPlayingHandicap(histories.get(member.userId)!, member, round);
    return sum(
      round.holeScores!.map((taken, hole) => Math.max(0, 2 + round.holePars![hole] + strokesOn(h, round.strokeIndex![hole]) - taken)),
    );
  };
  const rows: Scored[] = input.members.map((member) => {
    const own = input.rounds.filter((round) => round.userId === member.userId && round.leagueId === input.leagueId);
    // The spec's total to par: per round score - rounded profile handicap - par.
    const totalToPar = own.length ? sum(own.map((round) => round.score - round.par - Math.round(member.handicap))) : null;
    return { member, own, totalToPar };
  });
  const figures = reading.figures(rows, input, netToPar, stableford);
  const ranked = rank(
    rows.map((row, k) => ({ ...row, figure: figures[k] })),
    reading.higher,
  );
  return ranked.map((row) => ({
    userId: row.member.userId,
    position: row.position,
    formatValue:
      row.figure === null
        ? null
        : reading.decimals === 1
          ? roundFraction(10 * row.figure.num, row.figure.den) / 10
          : row.figure.num / row.figure.den,
    totalToPar: row.totalToPar,
    roundCount: row.own.length,
  }));
}

export interface SkinsSettings {
  mode: 'gross' | 'net';
  allowance: number;
  carryover: boolean;
  buyIn: number;
}

export interface SkinsGame {
  course: string;
  entrants: string[];
  /** skins won per user */
  skins: Record<string, number>;
  unclaimed: number;
  /** cents */
  pot: number;
  perSkin: number;
  remainder: number;
}

/**
 * One league week's skins per course (docs/side-games.md, GOLF-RULES "Skins"): entrants are the
 * members with a hole-by-hole round in the league on that course dated Monday..Sunday, their first
 * of the week (day, then logging time); a skin is the sole lowest (net) score of a hole; ties carry
 * over when asked; money in whole cents.
 */
export function weeklySkins(
  settings: SkinsSettings,
  monday: string,
  members: readonly SoakMember[],
  rounds: readonly SoakRound[],
  leagueId: string,
): SkinsGame[] {
  const sunday = addDays(monday, 6);
  const memberIds = new Set(members.map((member) => member.userId));
  const histories = new Map(
    members.map((member) => [member.userId, new IndexHistory(rounds.filter((round) => round.userId === member.userId))]),
  );
  const inWeek = rounds
    .filter(
      (round) =>
        round.leagueId === leagueId && memberIds.has(round.userId) && round.holeScores && round.date >= monday && round.date <= sunday,
    )
    .sort(chronological);
  const courses = [...new Set(inWeek.map((round) => round.course))];
  return courses.map((course) => {
    const first = new Map<string, SoakRound>();
    for (const round of inWeek) if (round.course === course && !first.has(round.userId)) first.set(round.userId, round);
    const entrants = [...first.values()];
    const strokes = new Map(
      entrants.map((round) => {
        const member = members.find((m) => m.userId === round.userId)!;
        const h = settings.mode === 'net' ? roundPlayingHandicap(histories.get(round.userId)!, member, round, settings.allowance) : 0;
        return [round.userId, h];
      }),
    );
    const skins: Record<string, number> = {};
    let carried = 0;
    let won = 0;
    const holes = entrants[0]?.holeScores!.length ?? 0;
    for (let hole = 0; hole < holes; hole += 1) {
      const scores = entrants.map((round) => ({
        userId: round.userId,
        score: round.holeScores![hole] - (settings.mode === 'net' ? strokesOn(strokes.get(round.userId)!, round.strokeIndex![hole]) : 0),
      }));
      const low = Math.min(...scores.map((s) => s.score));
      const lowest = scores.filter((s) => s.score === low);
      if (lowest.length === 1) {
        skins[lowest[0].userId] = (skins[lowest[0].userId] ?? 0) + 1 + carried;
        won += 1 + carried;
        carried = 0;
      } else if (settings.carryover) carried += 1;
    }
    const pot = Math.round(settings.buyIn * 100) * entrants.length;
    const perSkin = won ? Math.floor(pot / won) : 0;
    return {
      course,
      entrants: entrants.map((round) => round.userId),
      skins,
      unclaimed: holes - won,
      pot,
      perSkin,
      remainder: pot - perSkin * won,
    };
  });
}
