import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A closest-to-the-pin or longest-drive result an organizer recorded for a league week. */
export function defineLeagueContest(sequelize: Sequelize) {
  class LeagueContest extends Model<InferAttributes<LeagueContest>, InferCreationAttributes<LeagueContest>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    /** DATEONLY: the Monday of the week */
    declare week: string;
    declare kind: string;
    declare hole: number;
    declare course: string | null;
    declare winnerId: string;
    /** DECIMAL: a string from MariaDB, a number from SQLite */
    declare distance: number | string;
    declare unit: string;
    declare prize: string | null;
    declare recordedBy: string | null;
    declare createdAt: CreationOptional<Date>;
  }
  LeagueContest.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      week: { type: DataTypes.DATEONLY, allowNull: false },
      kind: { type: DataTypes.STRING(24), allowNull: false },
      hole: { type: DataTypes.INTEGER, allowNull: false },
      course: { type: DataTypes.STRING(120), allowNull: true },
      winnerId: { type: DataTypes.UUID, allowNull: false },
      distance: { type: DataTypes.DECIMAL(7, 2), allowNull: false },
      unit: { type: DataTypes.STRING(4), allowNull: false },
      prize: { type: DataTypes.STRING(100), allowNull: true },
      recordedBy: { type: DataTypes.UUID, allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'LeagueContest', tableName: 'league_contests', updatedAt: false },
  );
  return LeagueContest;
}
