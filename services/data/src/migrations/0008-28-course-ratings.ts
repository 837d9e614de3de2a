// Course ratings and hole-by-hole scores (docs/rounds.md, "Courses and ratings"):
// - league_courses: holes (18 or 9), par, rating (course rating, one decimal), slope, and for
//   hole-by-hole play holePars / strokeIndex (JSON arrays as text). Existing courses take the
//   spec's neutral course: 18 holes, par 72, rating 72.0, slope 113.
// - rounds: the same figures as the course had when the round was logged (a later edit of the
//   course never rewrites a round silently), and holeScores (JSON array as text) when entered
//   hole by hole. Existing rounds were scored at the neutral course, so they take it too.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext } from '../migration-helpers';

const RATED_COLUMNS = {
  holes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 18 },
  par: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 72 },
  rating: { type: DataTypes.DECIMAL(4, 1), allowNull: false, defaultValue: 72 },
  slope: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 113 },
  holePars: { type: DataTypes.TEXT, allowNull: true },
  strokeIndex: { type: DataTypes.TEXT, allowNull: true },
};

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  for (const table of ['league_courses', 'rounds']) {
    for (const [column, definition] of Object.entries(RATED_COLUMNS)) await qi.addColumn(table, column, definition);
  }
  await qi.addColumn('rounds', 'holeScores', { type: DataTypes.TEXT, allowNull: true });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.removeColumn('rounds', 'holeScores');
  for (const table of ['rounds', 'league_courses']) {
    for (const column of Object.keys(RATED_COLUMNS).reverse()) await qi.removeColumn(table, column);
  }
};
