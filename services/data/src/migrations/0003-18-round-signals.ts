// Offline round logging and honor-system signals:
// - rounds.idempotencyKey: a queued submission carries a key chosen in the browser; unique per
//   user, so a retry of the same submission finds the first round instead of storing another.
// - round_partners: the league members a golfer names as "played with", and when each confirmed.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, ref } = keyTypes(qi);
  await qi.addColumn('rounds', 'idempotencyKey', { type: DataTypes.STRING(64), allowNull: true });
  // NULLs never collide in a unique index (MySQL and SQLite), so rounds without a key are unaffected.
  await qi.addIndex('rounds', ['userId', 'idempotencyKey'], { name: 'rounds_user_idempotency_key_unique', unique: true });

  await qi.createTable(
    'round_partners',
    {
      id,
      roundId: ref('rounds'),
      userId: ref('users'),
      confirmedAt: { type: DataTypes.DATE(3), allowNull: true },
      dismissedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('round_partners', ['roundId', 'userId'], { name: 'round_partners_round_user_unique', unique: true });
  // A member's open confirmation requests.
  await qi.addIndex('round_partners', ['userId', 'confirmedAt'], { name: 'round_partners_user_confirmed' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('round_partners');
  await qi.removeIndex('rounds', 'rounds_user_idempotency_key_unique');
  await qi.removeColumn('rounds', 'idempotencyKey');
};
