// What the abuse limits keep (docs/security.md):
// - invitation_sends: every invitation mail an account sends (a new address or a resend), so
//   the leagues service counts them per account and per invitation over the last day on every
//   replica; rows older than a day and a half are purged as new ones are written.
// - unsubscribe_tokens: the one-click unsubscribe links in notification mails, random and only
//   their SHA-256 stored, each valid until it expires or its owner turns mail back on.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { ref, uuid } = keyTypes(qi);
  await qi.createTable(
    'invitation_sends',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      senderId: ref('users'),
      /** The invitation a resend was for (null: mails to new addresses). */
      inviteId: { type: uuid, allowNull: true },
      /** 'invite' (a new address) or 'resend'. */
      kind: { type: DataTypes.STRING(8), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('invitation_sends', ['senderId', 'kind', 'createdAt'], { name: 'invitation_sends_sender_kind_created' });
  await qi.addIndex('invitation_sends', ['inviteId', 'createdAt'], { name: 'invitation_sends_invite_created' });
  await qi.addIndex('invitation_sends', ['createdAt'], { name: 'invitation_sends_created' });

  await qi.createTable(
    'unsubscribe_tokens',
    {
      tokenHash: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
      userId: ref('users'),
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('unsubscribe_tokens', ['userId'], { name: 'unsubscribe_tokens_user' });
  await qi.addIndex('unsubscribe_tokens', ['expiresAt'], { name: 'unsubscribe_tokens_expires' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('unsubscribe_tokens');
  await qi.dropTable('invitation_sends');
};
