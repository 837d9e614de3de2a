// Side games (docs/side-games.md):
// - leagues.skins: the weekly skins settings as JSON text; null plays no skins.
// - league_contests: closest-to-the-pin and longest-drive results an organizer recorded for a
//   league week (its Monday), read per week.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, ref } = keyTypes(qi);
  await qi.addColumn('leagues', 'skins', { type: DataTypes.TEXT, allowNull: true });
  await qi.createTable(
    'league_contests',
    {
      id,
      leagueId: ref('leagues'),
      week: { type: DataTypes.DATEONLY, allowNull: false },
      kind: { type: DataTypes.STRING(24), allowNull: false },
      hole: { type: DataTypes.INTEGER, allowNull: false },
      course: { type: DataTypes.STRING(120), allowNull: true },
      winnerId: ref('users'),
      distance: { type: DataTypes.DECIMAL(7, 2), allowNull: false },
      unit: { type: DataTypes.STRING(4), allowNull: false },
      prize: { type: DataTypes.STRING(100), allowNull: true },
      recordedBy: { ...ref('users'), allowNull: true, onDelete: 'SET NULL' },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('league_contests', ['leagueId', 'week'], { name: 'league_contests_league_week' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('league_contests');
  await qi.removeColumn('leagues', 'skins');
};
