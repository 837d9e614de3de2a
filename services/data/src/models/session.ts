import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** The gateway's session rows when no Redis is configured (express-session store). */
export function defineSession(sequelize: Sequelize) {
  class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
    declare sid: string;
    declare sess: Record<string, unknown>;
    declare expire: Date;
    /** Owner of the session, so a password change can end the user's other sessions. */
    declare userId: CreationOptional<string | null>;
  }
  Session.init(
    {
      sid: { type: DataTypes.STRING(255), primaryKey: true },
      sess: {
        type: DataTypes.JSON,
        allowNull: false,
        // MariaDB's JSON is LONGTEXT and SQLite's is TEXT: both can hand back a string.
        get(this: Session) {
          const raw = this.getDataValue('sess') as unknown;
          return typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : (raw as Record<string, unknown>);
        },
      },
      expire: { type: DataTypes.DATE, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: true },
    },
    { sequelize, modelName: 'Session', tableName: 'sessions', timestamps: false },
  );
  return Session;
}
