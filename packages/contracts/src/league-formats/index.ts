// The league formats (docs/leagues.md, "Formats"): one module per format, the rank rule they
// share, and computeStandings, which ranks a league in its format.
export * from './options';
export type * from './standings-types';
export { netToPar } from './net-average';
export { roundStablefordPoints, stablefordPoints } from './stableford';
export { leagueWindows, playWindows, windowOf } from './points';
export { computeStandings } from './standings';
export {
  FORMAT_TRAITS,
  FORMAT_LABELS,
  formatTraits,
  higherIsBetter,
  formatExplanation,
  formatFigureText,
  type FormatTraits,
} from './traits';
export { NINE_HOLE_RULE } from './nine-holes';
export { formatSettingsOf, type FormatSettings, type StoredFormat } from './settings';
export {
  leagueTable,
  memberRoundPoints,
  memberStanding,
  rankableFromAggregates,
  windowTables,
  type LeagueTableInput,
  type TableRound,
} from './league-table';
