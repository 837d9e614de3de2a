import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineUser(sequelize: Sequelize) {
  class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
    declare id: CreationOptional<string>;
    declare email: string;
    declare passwordHash: string;
    declare firstName: string;
    declare lastName: string;
    declare profileImageUrl: CreationOptional<string | null>;
    /** DECIMAL(4,2): MySQL returns it as a string, SQLite as a number; serialise with toFixed. */
    declare handicap: CreationOptional<string | number>;
    declare totalRounds: CreationOptional<number>;
    declare bestRound: CreationOptional<number | null>;
    declare averageScore: CreationOptional<string | number | null>;
    declare createdAt: CreationOptional<Date>;
    declare updatedAt: CreationOptional<Date>;
  }
  User.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      email: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING(255), allowNull: false },
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false },
      profileImageUrl: { type: DataTypes.STRING(1024), allowNull: true },
      handicap: { type: DataTypes.DECIMAL(4, 2), allowNull: false, defaultValue: 0 },
      totalRounds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      bestRound: { type: DataTypes.INTEGER, allowNull: true },
      averageScore: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'User', tableName: 'users' },
  );
  return User;
}
