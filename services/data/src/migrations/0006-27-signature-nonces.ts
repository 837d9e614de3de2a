// The nonces of the gateway signatures a service has accepted for a write, kept until the
// signature goes stale (services/kit/src/replay-guard.ts): a replayed write is refused (401).
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.createTable(
    'signature_nonces',
    {
      nonce: { type: DataTypes.CHAR(32), primaryKey: true, allowNull: false },
      /** Epoch milliseconds after which the signature is stale and the row may go. */
      expiresAt: { type: DataTypes.BIGINT, allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('signature_nonces', ['expiresAt'], { name: 'signature_nonces_expires_at' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('signature_nonces');
};
