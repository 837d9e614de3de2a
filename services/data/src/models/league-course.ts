import { ratedColumns } from './rated-columns';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineLeagueCourse(sequelize: Sequelize) {
  class LeagueCourse extends Model<InferAttributes<LeagueCourse>, InferCreationAttributes<LeagueCourse>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    declare name: string;
    /** Rounds each member may log on this course (1..10; a course without a value allows 1). */
    declare rounds: CreationOptional<number>;
    /** Order in which the creator listed the courses. */
    declare position: CreationOptional<number>;
    /** Tee figures (docs/rounds.md, "Courses and ratings"); the defaults are the neutral course. */
    declare holes: CreationOptional<number>;
    declare par: CreationOptional<number>;
    /** DECIMAL(4,1): a string on MySQL, a number on SQLite */
    declare rating: CreationOptional<number | string>;
    declare slope: CreationOptional<number>;
    /** JSON arrays as text, null without hole-by-hole data */
    declare holePars: CreationOptional<string | null>;
    declare strokeIndex: CreationOptional<string | null>;
  }
  LeagueCourse.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      rounds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1, validate: { min: 1, max: 10 } },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...ratedColumns(),
    },
    { sequelize, modelName: 'LeagueCourse', tableName: 'league_courses', timestamps: false },
  );
  return LeagueCourse;
}
