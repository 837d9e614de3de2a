// The release channel of the remotes (docs/deploy.md, "Release channel"): which build of each
// remote the shell's servers hand out (stable, and a canary with its share), and every change to
// it with who made it. Models: models/release-channel.ts; read and written through release-store.ts by
// the shell's servers (web-server/src/release-channel.ts).
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.createTable(
    'release_channel',
    {
      remote: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      /** Manifest URL everyone gets unless chosen for the canary; null: the deployment's map. */
      stableUrl: { type: DataTypes.STRING(2000), allowNull: true },
      canaryUrl: { type: DataTypes.STRING(2000), allowNull: true },
      canaryPercent: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      /** JSON array of the earlier stable manifest URLs, oldest first (what --rollback returns to). */
      history: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.createTable(
    'release_changes',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      remote: { type: DataTypes.STRING(64), allowNull: false },
      action: { type: DataTypes.STRING(16), allowNull: false },
      actor: { type: DataTypes.STRING(200), allowNull: false },
      /** The channel before and after, as JSON { stableUrl, canaryUrl, canaryPercent }. */
      fromState: { type: DataTypes.TEXT, allowNull: false },
      toState: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('release_changes', ['remote', 'id'], { name: 'release_changes_remote' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('release_changes');
  await qi.dropTable('release_channel');
};
