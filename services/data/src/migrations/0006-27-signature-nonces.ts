// The nonces of the gateway signatures a service has accepted for a write, kept until the
// signature goes stale (services/kit/src/replay-guard.ts): a replayed write is refused (401).
import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

type Ctx = { queryInterface: QueryInterface };

export const up: MigrationFn<Ctx> = async ({ context: { queryInterface: qi } }) => {
  await qi.createTable(
    'signature_nonces',
    {
      nonce: { type: DataTypes.CHAR(32), primaryKey: true, allowNull: false },
      /** Epoch milliseconds after which the signature is stale and the row may go. */
      expiresAt: { type: DataTypes.BIGINT, allowNull: false },
    },
    { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
  );
  await qi.addIndex('signature_nonces', ['expiresAt'], { name: 'signature_nonces_expires_at' });
};

export const down: MigrationFn<Ctx> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('signature_nonces');
};
