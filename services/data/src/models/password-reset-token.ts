import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function definePasswordResetToken(sequelize: Sequelize) {
  class PasswordResetToken extends Model<InferAttributes<PasswordResetToken>, InferCreationAttributes<PasswordResetToken>> {
    declare id: CreationOptional<string>;
    declare userId: string;
    /** SHA-256 hex of the emailed token: a database leak must not hand out working links. */
    declare tokenHash: string;
    declare expiresAt: Date;
    declare used: CreationOptional<boolean>;
    declare createdAt: CreationOptional<Date>;
  }
  PasswordResetToken.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      tokenHash: { type: DataTypes.STRING(128), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      used: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'PasswordResetToken', tableName: 'password_reset_tokens', updatedAt: false },
  );
  return PasswordResetToken;
}
