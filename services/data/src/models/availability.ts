import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineAvailability(sequelize: Sequelize) {
  class Availability extends Model<InferAttributes<Availability>, InferCreationAttributes<Availability>> {
    declare id: CreationOptional<string>;
    declare userId: string;
    declare leagueId: string;
    /** DATEONLY, 'yyyy-MM-dd'. */
    declare date: string;
    /** Slot id: early-morning, morning, afternoon or evening. */
    declare timeSlot: string;
    declare preferredCourse: CreationOptional<string | null>;
    declare notes: CreationOptional<string | null>;
    /** Chosen by the client per submission: a repeat answers this entry. */
    declare idempotencyKey: CreationOptional<string | null>;
    declare createdAt: CreationOptional<Date>;
    declare updatedAt: CreationOptional<Date>;
  }
  Availability.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      date: { type: DataTypes.DATEONLY, allowNull: false },
      timeSlot: { type: DataTypes.STRING(32), allowNull: false },
      preferredCourse: { type: DataTypes.STRING(200), allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      idempotencyKey: { type: DataTypes.STRING(64), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'Availability', tableName: 'availabilities' },
  );
  return Availability;
}
