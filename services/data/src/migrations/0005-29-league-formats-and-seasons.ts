// League formats, co-organizers and seasons (docs/leagues.md):
// - leagues.format / formatOptions (JSON text) / startDate: the standings rule chosen at
//   creation; existing leagues keep the spec's total-to-par.
// - leagues.previousLeagueId / season: "Season 2 of ..." links a league to the one it follows.
// - league_invites.revokedAt: an organizer withdrew the invitation (its token opens nothing).
// - league_events: who changed what in a league, and when (the Activity tab's record).
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, ref, uuid } = keyTypes(qi);
  await qi.addColumn('leagues', 'format', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'total-to-par' });
  await qi.addColumn('leagues', 'formatOptions', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('leagues', 'startDate', { type: DataTypes.DATEONLY, allowNull: true });
  await qi.addColumn('leagues', 'season', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await qi.addColumn('leagues', 'previousLeagueId', {
    type: uuid,
    allowNull: true,
    references: { model: 'leagues', key: 'id' },
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
  await qi.addColumn('league_invites', 'revokedAt', { type: DataTypes.DATE(3), allowNull: true });

  await qi.createTable(
    'league_events',
    {
      id,
      leagueId: ref('leagues'),
      actorId: {
        type: uuid,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      action: { type: DataTypes.STRING(40), allowNull: false },
      /** JSON: what changed (never an email address or a token) */
      detail: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('league_events', ['leagueId', 'createdAt'], { name: 'league_events_league_created' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('league_events');
  await qi.removeColumn('league_invites', 'revokedAt');
  for (const column of ['previousLeagueId', 'season', 'startDate', 'formatOptions', 'format']) await qi.removeColumn('leagues', column);
};
