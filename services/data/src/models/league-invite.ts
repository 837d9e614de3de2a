import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export function defineLeagueInvite(sequelize: Sequelize) {
  class LeagueInvite extends Model<InferAttributes<LeagueInvite>, InferCreationAttributes<LeagueInvite>> {
    declare id: CreationOptional<string>;
    declare leagueId: string;
    declare name: string;
    /** Where the invitation was sent (lower-cased). It grants nothing by itself: access comes
     * from the emailed token only (docs/decisions.md). */
    declare email: string;
    /** SHA-256 hex of the emailed token (null for invites from before tokens existed). */
    declare tokenHash: string | null;
    declare expiresAt: Date | null;
    /** Set when the token was spent (single use). */
    declare acceptedAt: CreationOptional<Date | null>;
    declare acceptedBy: CreationOptional<string | null>;
    /** An organizer withdrew it: the token opens nothing. */
    declare revokedAt: CreationOptional<Date | null>;
    declare createdAt: CreationOptional<Date>;
  }
  LeagueInvite.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      leagueId: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: true },
      expiresAt: { type: DataTypes.DATE(3), allowNull: true },
      acceptedAt: { type: DataTypes.DATE(3), allowNull: true },
      acceptedBy: { type: DataTypes.UUID, allowNull: true },
      revokedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'LeagueInvite', tableName: 'league_invites', updatedAt: false },
  );
  return LeagueInvite;
}
