import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A league member named as "played with" on a round, and whether they confirmed. */
export function defineRoundPartner(sequelize: Sequelize) {
  class RoundPartner extends Model<InferAttributes<RoundPartner>, InferCreationAttributes<RoundPartner>> {
    declare id: CreationOptional<string>;
    declare roundId: string;
    declare userId: string;
    declare confirmedAt: CreationOptional<Date | null>;
    /** the named member closed the prompt without confirming; the round is unchanged */
    declare dismissedAt: CreationOptional<Date | null>;
    declare createdAt: CreationOptional<Date>;
  }
  RoundPartner.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      roundId: { type: DataTypes.UUID, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      confirmedAt: { type: DataTypes.DATE(3), allowNull: true },
      dismissedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'RoundPartner', tableName: 'round_partners', updatedAt: false },
  );
  return RoundPartner;
}
