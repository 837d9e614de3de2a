import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** One outgoing message, written in the same transaction as what it reports (transactional
 * outbox) and sent by the mail worker (services/kit/src/mail-outbox.ts) with retries. */
export function defineMailOutbox(sequelize: Sequelize) {
  class MailOutbox extends Model<InferAttributes<MailOutbox>, InferCreationAttributes<MailOutbox>> {
    declare id: CreationOptional<string>;
    declare recipient: string;
    declare subject: string;
    /** Emptied once sent: bodies may hold live links (invitations, password resets). */
    declare text: string;
    declare html: string | null;
    /** JSON object of extra headers (List-Unsubscribe), or null. */
    declare headers: CreationOptional<string | null>;
    declare attempts: CreationOptional<number>;
    declare nextAttemptAt: Date;
    declare lockedUntil: Date | null;
    declare lastError: string | null;
    declare sentAt: Date | null;
    declare failedAt: Date | null;
    declare createdAt: CreationOptional<Date>;
  }
  MailOutbox.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      recipient: { type: DataTypes.STRING(255), allowNull: false },
      subject: { type: DataTypes.STRING(500), allowNull: false },
      text: { type: DataTypes.TEXT('medium'), allowNull: false },
      html: { type: DataTypes.TEXT('medium'), allowNull: true },
      headers: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE(3), allowNull: false },
      lockedUntil: { type: DataTypes.DATE(3), allowNull: true },
      lastError: { type: DataTypes.STRING(1000), allowNull: true },
      sentAt: { type: DataTypes.DATE(3), allowNull: true },
      failedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'MailOutbox', tableName: 'mail_outbox', updatedAt: false },
  );
  return MailOutbox;
}
