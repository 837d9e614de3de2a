import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A change an organizer made to a league: who, what, when (shown in the Activity tab). */
export function defineLeagueEvent(sequelize: Sequelize) {
  class LeagueEvent extends Model<InferAttributes<LeagueEvent>, InferCreationAttributes<LeagueEvent>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    declare actorId: string | null;
    declare action: string;
    /** JSON text; never an email address or a token */
    declare detail: string | null;
    declare createdAt: CreationOptional<Date>;
  }
  LeagueEvent.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      actorId: { type: DataTypes.UUID, allowNull: true },
      action: { type: DataTypes.STRING(40), allowNull: false },
      detail: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'LeagueEvent', tableName: 'league_events', updatedAt: false },
  );
  return LeagueEvent;
}
