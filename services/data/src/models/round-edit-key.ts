import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** The idempotency key of an applied round edit: a retry of that edit answers the round instead. */
export function defineRoundEditKey(sequelize: Sequelize) {
  class RoundEditKey extends Model<InferAttributes<RoundEditKey>, InferCreationAttributes<RoundEditKey>> {
    declare id: CreationOptional<string>;
    declare roundId: string;
    declare userId: string;
    declare idempotencyKey: string;
    declare createdAt: CreationOptional<Date>;
  }
  RoundEditKey.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      roundId: { type: DataTypes.UUID, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      idempotencyKey: { type: DataTypes.STRING(64), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'RoundEditKey', tableName: 'round_edit_keys', updatedAt: false },
  );
  return RoundEditKey;
}
