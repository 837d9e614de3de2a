import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/**
 * The release channel's tables (migration 0009-26-release-channel) and the stored key its
 * visitor cookies are signed with (service_keys, migration 0010-32-notifications). Defined apart
 * from defineModels: only the shell's servers use them, and they load nothing else.
 */
export function defineReleaseModels(sequelize: Sequelize) {
  /** One remote's channel: its stable build, a canary with its share, the stable builds before. */
  class ReleaseChannel extends Model<InferAttributes<ReleaseChannel>, InferCreationAttributes<ReleaseChannel>> {
    declare remote: string;
    declare stableUrl: string | null;
    declare canaryUrl: string | null;
    declare canaryPercent: number;
    /** JSON array of the earlier stable manifest URLs, oldest first. */
    declare history: string;
    declare updatedAt: CreationOptional<Date>;
  }
  ReleaseChannel.init(
    {
      remote: { type: DataTypes.STRING(64), primaryKey: true },
      stableUrl: { type: DataTypes.STRING(2000), allowNull: true },
      canaryUrl: { type: DataTypes.STRING(2000), allowNull: true },
      canaryPercent: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      history: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'ReleaseChannel', tableName: 'release_channel', createdAt: false },
  );

  /** One operator change, with who made it and the channel before and after (JSON). */
  class ReleaseChange extends Model<InferAttributes<ReleaseChange>, InferCreationAttributes<ReleaseChange>> {
    declare id: CreationOptional<number>;
    declare remote: string;
    declare action: string;
    declare actor: string;
    declare fromState: string;
    declare toState: string;
    declare createdAt: CreationOptional<Date>;
  }
  ReleaseChange.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      remote: { type: DataTypes.STRING(64), allowNull: false },
      action: { type: DataTypes.STRING(16), allowNull: false },
      actor: { type: DataTypes.STRING(200), allowNull: false },
      fromState: { type: DataTypes.TEXT, allowNull: false },
      toState: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'ReleaseChange', tableName: 'release_changes', updatedAt: false },
  );

  /** A key a server makes for itself on first use and keeps, so every replica signs alike. */
  class ServiceKey extends Model<InferAttributes<ServiceKey>, InferCreationAttributes<ServiceKey>> {
    declare name: string;
    declare value: string;
    declare createdAt: CreationOptional<Date>;
  }
  ServiceKey.init(
    {
      name: { type: DataTypes.STRING(64), primaryKey: true },
      value: { type: DataTypes.STRING(128), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'ServiceKey', tableName: 'service_keys', updatedAt: false },
  );

  return { ReleaseChannel, ReleaseChange, ServiceKey };
}
