import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

import { LEAGUE_FORMATS, LEAGUE_PRIVACIES, LEAGUE_TYPES, type LeagueFormat, type LeaguePrivacy, type LeagueType } from '@fairway/contracts';

/** Derived fields of the spec's League (creatorName, isMember, userPosition, ...) are computed
 * by the leagues service from the creator association and the caller's rows; not stored. */
export function defineLeague(sequelize: Sequelize) {
  class League extends Model<InferAttributes<League>, InferCreationAttributes<League>> {
    declare id: CreationOptional<string>;
    declare name: string;
    declare description: CreationOptional<string | null>;
    declare type: CreationOptional<LeagueType>;
    declare privacy: CreationOptional<LeaguePrivacy>;
    declare createdBy: string;
    declare memberCount: CreationOptional<number>;
    declare maxMembers: CreationOptional<number>;
    /** DATEONLY, 'yyyy-MM-dd'. */
    declare endDate: CreationOptional<string | null>;
    declare isActive: CreationOptional<boolean>;
    declare format: CreationOptional<LeagueFormat>;
    /** JSON text of the format's options (the defaults fill what is missing) */
    declare formatOptions: CreationOptional<string | null>;
    /** DATEONLY: the first play window starts here (points); null = the creation day */
    declare startDate: CreationOptional<string | null>;
    declare season: CreationOptional<number>;
    /** the season this league follows */
    declare previousLeagueId: CreationOptional<string | null>;
    /** JSON text of the weekly skins settings; null plays no skins */
    declare skins: CreationOptional<string | null>;
    declare createdAt: CreationOptional<Date>;
    declare updatedAt: CreationOptional<Date>;
  }
  League.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      type: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'casual',
        validate: { isIn: [LEAGUE_TYPES as unknown as string[]] },
      },
      privacy: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'public',
        validate: { isIn: [LEAGUE_PRIVACIES as unknown as string[]] },
      },
      createdBy: { type: DataTypes.UUID, allowNull: false },
      memberCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      maxMembers: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 10 },
      endDate: { type: DataTypes.DATEONLY, allowNull: true },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      format: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'total-to-par',
        validate: { isIn: [LEAGUE_FORMATS as unknown as string[]] },
      },
      formatOptions: { type: DataTypes.TEXT, allowNull: true },
      startDate: { type: DataTypes.DATEONLY, allowNull: true },
      season: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      previousLeagueId: { type: DataTypes.UUID, allowNull: true },
      skins: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'League', tableName: 'leagues' },
  );
  return League;
}
