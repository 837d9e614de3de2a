// Security (docs/security.md): invitations become single-use, expiring tokens (only their SHA-256 is
// stored), and outgoing mail goes through a transactional outbox drained by a worker.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, uuid } = keyTypes(qi);
  // Invites written before this migration have no token: they no longer grant access (the
  // email address alone never should have), so they stay only as a record.
  await qi.addColumn('league_invites', 'tokenHash', { type: DataTypes.CHAR(64), allowNull: true });
  await qi.addColumn('league_invites', 'expiresAt', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('league_invites', 'acceptedAt', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('league_invites', 'acceptedBy', { type: uuid, allowNull: true });
  await qi.addIndex('league_invites', ['tokenHash'], { name: 'league_invites_token_hash_unique', unique: true });

  await qi.createTable(
    'mail_outbox',
    {
      id,
      recipient: { type: DataTypes.STRING(255), allowNull: false },
      subject: { type: DataTypes.STRING(500), allowNull: false },
      text: { type: DataTypes.TEXT, allowNull: false },
      html: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      /** Not before this time (retries back off). */
      nextAttemptAt: { type: DataTypes.DATE(3), allowNull: false },
      /** A worker's claim on the row; another worker may take it once this has passed. */
      lockedUntil: { type: DataTypes.DATE(3), allowNull: true },
      lastError: { type: DataTypes.STRING(1000), allowNull: true },
      sentAt: { type: DataTypes.DATE(3), allowNull: true },
      /** Gave up after the last retry. */
      failedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('mail_outbox', ['sentAt', 'failedAt', 'nextAttemptAt'], { name: 'mail_outbox_due' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('mail_outbox');
  await qi.removeIndex('league_invites', 'league_invites_token_hash_unique');
  for (const column of ['acceptedBy', 'acceptedAt', 'expiresAt', 'tokenHash']) await qi.removeColumn('league_invites', column);
};
