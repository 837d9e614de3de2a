import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A confirmed tee group of a league week (docs/tee-groups.md). */
export function defineTeeGroup(sequelize: Sequelize) {
  class TeeGroup extends Model<InferAttributes<TeeGroup>, InferCreationAttributes<TeeGroup>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    /** The week's Monday, 'yyyy-MM-dd'. */
    declare week: string;
    declare date: string;
    declare timeSlot: string;
    declare position: number;
    declare confirmedBy: string | null;
    declare createdAt: CreationOptional<Date>;
  }
  TeeGroup.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      week: { type: DataTypes.DATEONLY, allowNull: false },
      date: { type: DataTypes.DATEONLY, allowNull: false },
      timeSlot: { type: DataTypes.STRING(32), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      confirmedBy: { type: DataTypes.UUID, allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'TeeGroup', tableName: 'tee_groups', updatedAt: false },
  );
  return TeeGroup;
}

/** A golfer placed in a tee group and their answer: invited, accepted or declined. */
export function defineTeeGroupMember(sequelize: Sequelize) {
  class TeeGroupMember extends Model<InferAttributes<TeeGroupMember>, InferCreationAttributes<TeeGroupMember>> {
    declare id: CreationOptional<string>;
    declare groupId: string;
    declare leagueId: string;
    declare week: string;
    declare userId: string;
    declare status: CreationOptional<string>;
    declare createdAt: CreationOptional<Date>;
    declare respondedAt: CreationOptional<Date | null>;
  }
  TeeGroupMember.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      groupId: { type: DataTypes.UUID, allowNull: false },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      week: { type: DataTypes.DATEONLY, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'invited' },
      createdAt: DataTypes.DATE(3),
      respondedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { sequelize, modelName: 'TeeGroupMember', tableName: 'tee_group_members', updatedAt: false },
  );
  return TeeGroupMember;
}
