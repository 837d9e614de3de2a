import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineLeagueMembership(sequelize: Sequelize) {
  class LeagueMembership extends Model<InferAttributes<LeagueMembership>, InferCreationAttributes<LeagueMembership>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    declare userId: string;
    declare isAdmin: CreationOptional<boolean>;
    declare joinedAt: CreationOptional<Date>;
    /** Round aggregates in this league, maintained by refreshUserStats with every round write. */
    declare roundCount: CreationOptional<number>;
    declare scoreSum: CreationOptional<number>;
    declare bestScore: CreationOptional<number | null>;
  }
  LeagueMembership.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      joinedAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: DataTypes.NOW },
      roundCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      scoreSum: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      bestScore: { type: DataTypes.INTEGER, allowNull: true },
    },
    { sequelize, modelName: 'LeagueMembership', tableName: 'league_memberships', timestamps: false },
  );
  return LeagueMembership;
}
