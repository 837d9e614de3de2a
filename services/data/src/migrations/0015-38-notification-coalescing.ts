// notifications.coalesceKey: what a notification is about (a member's comings and goings in a
// league, a person's place in a league, one round), so repeated events about it within a short
// window update one notification instead of adding more (docs/notifications.md, "Coalescing").
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import type { MigrationContext } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.addColumn('notifications', 'coalesceKey', { type: DataTypes.STRING(120), allowNull: true });
  await qi.addIndex('notifications', ['userId', 'coalesceKey', 'createdAt'], { name: 'notifications_user_coalesce' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.removeIndex('notifications', 'notifications_user_coalesce');
  await qi.removeColumn('notifications', 'coalesceKey');
};
