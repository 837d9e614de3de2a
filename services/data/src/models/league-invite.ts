import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineLeagueInvite(sequelize: Sequelize) {
  class LeagueInvite extends Model<InferAttributes<LeagueInvite>, InferCreationAttributes<LeagueInvite>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    declare name: string;
    /** Stored lower-cased so an invite matches the invitee's account regardless of case. */
    declare email: string;
    declare createdAt: CreationOptional<Date>;
  }
  LeagueInvite.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'LeagueInvite', tableName: 'league_invites', updatedAt: false },
  );
  return LeagueInvite;
}
