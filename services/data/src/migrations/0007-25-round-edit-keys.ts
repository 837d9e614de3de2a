// Exactly-once round edits: an Edit Round submission carries an idempotency key chosen in the
// browser when the form is submitted. Each applied edit's key is kept (unique per user), so a
// retry of that submission (a lost answer, a second tap, the offline queue replaying it) answers
// the round instead of applying the edit again over a later one.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, ref } = keyTypes(qi);
  await qi.createTable(
    'round_edit_keys',
    {
      id,
      roundId: ref('rounds'),
      userId: ref('users'),
      idempotencyKey: { type: DataTypes.STRING(64), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('round_edit_keys', ['userId', 'idempotencyKey'], { name: 'round_edit_keys_user_key_unique', unique: true });
  await qi.addIndex('round_edit_keys', ['roundId'], { name: 'round_edit_keys_round' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('round_edit_keys');
};
