// availabilities.idempotencyKey: a submission may carry a key chosen when the form was sent; a
// repeat of it (its first answer was lost, or a balancer sent it again to another replica)
// answers the entry the first stored instead of 409, so a retry is safe. Unique per user.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import type { MigrationContext } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.addColumn('availabilities', 'idempotencyKey', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addIndex('availabilities', ['userId', 'idempotencyKey'], { name: 'availabilities_user_idempotency_key_unique', unique: true });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.removeIndex('availabilities', 'availabilities_user_idempotency_key_unique');
  await qi.removeColumn('availabilities', 'idempotencyKey');
};
