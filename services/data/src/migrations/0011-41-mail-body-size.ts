// Mail bodies as large as a message can be: a weekly recap of someone in many leagues outgrew
// MySQL's TEXT (64 KB) and its insert failed. MEDIUMTEXT holds 16 MB; SQLite's TEXT has no
// such limit, so the embedded database needs no change.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import type { MigrationContext } from '../migration-helpers';

const isMysql = (qi: MigrationContext['queryInterface']) => qi.sequelize.getDialect() !== 'sqlite';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  if (!isMysql(qi)) return;
  await qi.changeColumn('mail_outbox', 'text', { type: DataTypes.TEXT('medium'), allowNull: false });
  await qi.changeColumn('mail_outbox', 'html', { type: DataTypes.TEXT('medium'), allowNull: true });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  if (!isMysql(qi)) return;
  await qi.changeColumn('mail_outbox', 'text', { type: DataTypes.TEXT, allowNull: false });
  await qi.changeColumn('mail_outbox', 'html', { type: DataTypes.TEXT, allowNull: true });
};
