// League formats, co-organizers and seasons (docs/leagues.md):
// - leagues.format / formatOptions (JSON text) / startDate: the standings rule chosen at
//   creation; existing leagues keep the spec's total-to-par.
// - leagues.previousLeagueId / season: "Season 2 of ..." links a league to the one it follows.
// - league_invites.revokedAt: an organizer withdrew the invitation (its token opens nothing).
// - league_events: who changed what in a league, and when (the Activity tab's record).
import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

type Ctx = { queryInterface: QueryInterface };

export const up: MigrationFn<Ctx> = async ({ context: { queryInterface: qi } }) => {
  const uuid = qi.sequelize.getDialect() === 'sqlite' ? DataTypes.CHAR(36) : DataTypes.UUID;
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
      id: { type: uuid, primaryKey: true, allowNull: false },
      leagueId: {
        type: uuid,
        allowNull: false,
        references: { model: 'leagues', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
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
    { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
  );
  await qi.addIndex('league_events', ['leagueId', 'createdAt'], { name: 'league_events_league_created' });
};

export const down: MigrationFn<Ctx> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('league_events');
  await qi.removeColumn('league_invites', 'revokedAt');
  for (const column of ['previousLeagueId', 'season', 'startDate', 'formatOptions', 'format']) await qi.removeColumn('leagues', column);
};
