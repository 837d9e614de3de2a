// The spec's rank rule, shared by every format: members with a figure first, best figure first,
// equal figures in the order given (join order); then members without a figure in the order
// given. Rank = 1 + the number of earlier-listed members with a strictly better figure
// (1, 1, 3); a member without a figure takes their list position.

/** A rational figure compared exactly: value = num / den (den > 0). */
export interface Figure {
  num: number;
  den: number;
}

/** A whole-number figure. */
export const whole = (value: number): Figure => ({ num: value, den: 1 });

/** Orders and ranks members by their figure with the spec's rank rule. */
export function rank<T extends { figure: Figure | null }>(rows: readonly T[], higherBetter: boolean): Array<T & { position: number }> {
  const better = (a: Figure, b: Figure) => (higherBetter ? a.num * b.den > b.num * a.den : a.num * b.den < b.num * a.den);
  const indexed = rows.map((row, index) => ({ row, index }));
  const withFigure = indexed.filter((item) => item.row.figure !== null);
  const without = indexed.filter((item) => item.row.figure === null);
  withFigure.sort((a, b) => {
    const x = a.row.figure!;
    const y = b.row.figure!;
    if (better(x, y)) return -1;
    if (better(y, x)) return 1;
    return a.index - b.index;
  });
  const listed = [...withFigure, ...without].map((item) => item.row);
  return listed.map((row, index) => {
    if (row.figure === null) return { ...row, position: index + 1 };
    let ahead = 0;
    for (let i = 0; i < index; i += 1) {
      const other = listed[i].figure;
      if (other !== null && better(other, row.figure)) ahead += 1;
    }
    return { ...row, position: 1 + ahead };
  });
}

/** The best `n` of some numbers (lowest or highest). */
export function best(values: number[], n: number, higherBetter: boolean): number[] {
  return [...values].sort((a, b) => (higherBetter ? b - a : a - b)).slice(0, n);
}
