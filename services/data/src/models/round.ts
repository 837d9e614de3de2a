import { ratedColumns } from './rated-columns';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineRound(sequelize: Sequelize) {
  class Round extends Model<InferAttributes<Round>, InferCreationAttributes<Round>> {
    declare id: CreationOptional<string>;
    declare userId: string;
    declare leagueId: string;
    declare course: string;
    declare score: number;
    /** DATEONLY, 'yyyy-MM-dd'. */
    declare date: string;
    declare notes: CreationOptional<string | null>;
    /** chosen by the browser for a queued submission; unique per user */
    declare idempotencyKey: CreationOptional<string | null>;
    /** the course's tee figures when the round was logged (see league-course.ts) */
    declare holes: CreationOptional<number>;
    declare par: CreationOptional<number>;
    declare rating: CreationOptional<number | string>;
    declare slope: CreationOptional<number>;
    declare holePars: CreationOptional<string | null>;
    declare strokeIndex: CreationOptional<string | null>;
    /** strokes per hole as a JSON array, null for a total-only round */
    declare holeScores: CreationOptional<string | null>;
    declare createdAt: CreationOptional<Date>;
    declare updatedAt: CreationOptional<Date>;
  }
  Round.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      course: { type: DataTypes.STRING(200), allowNull: false },
      score: { type: DataTypes.INTEGER, allowNull: false },
      date: { type: DataTypes.DATEONLY, allowNull: false },
      notes: { type: DataTypes.TEXT, allowNull: true },
      idempotencyKey: { type: DataTypes.STRING(64), allowNull: true },
      ...ratedColumns(),
      holeScores: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'Round', tableName: 'rounds' },
  );
  return Round;
}
