import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** Something that happened in a league, written in the transaction of the change (transactional
 * outbox) and turned into notifications by the notifications worker. */
export function defineDomainEvent(sequelize: Sequelize) {
  class DomainEvent extends Model<InferAttributes<DomainEvent>, InferCreationAttributes<DomainEvent>> {
    declare id: CreationOptional<string>;
    declare kind: string;
    declare leagueId: string | null;
    declare actorId: string | null;
    /** JSON: what the notification texts need, as it was at the time. */
    declare payload: string;
    declare dedupeKey: CreationOptional<string | null>;
    declare createdAt: CreationOptional<Date>;
    declare lockedUntil: CreationOptional<Date | null>;
    declare claimToken: CreationOptional<string | null>;
    declare attempts: CreationOptional<number>;
    declare lastError: CreationOptional<string | null>;
    declare processedAt: CreationOptional<Date | null>;
    declare failedAt: CreationOptional<Date | null>;
  }
  DomainEvent.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      leagueId: { type: DataTypes.UUID, allowNull: true },
      actorId: { type: DataTypes.UUID, allowNull: true },
      payload: { type: DataTypes.TEXT, allowNull: false },
      dedupeKey: { type: DataTypes.STRING(120), allowNull: true },
      createdAt: DataTypes.DATE(3),
      lockedUntil: { type: DataTypes.DATE(3), allowNull: true },
      claimToken: { type: DataTypes.CHAR(36), allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastError: { type: DataTypes.STRING(1000), allowNull: true },
      processedAt: { type: DataTypes.DATE(3), allowNull: true },
      failedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { sequelize, modelName: 'DomainEvent', tableName: 'domain_events', updatedAt: false },
  );
  return DomainEvent;
}

/** One person's notification about one event. */
export function defineNotification(sequelize: Sequelize) {
  class Notification extends Model<InferAttributes<Notification>, InferCreationAttributes<Notification>> {
    declare id: CreationOptional<string>;
    declare userId: string;
    declare eventId: string;
    declare kind: string;
    declare text: string;
    declare link: string;
    declare leagueId: string | null;
    declare createdAt: CreationOptional<Date>;
    declare readAt: CreationOptional<Date | null>;
    declare mailedAt: CreationOptional<Date | null>;
    /** What it is about, for coalescing (services/notifications/src/domain/coalesce.ts); null: never merged. */
    declare coalesceKey: CreationOptional<string | null>;
  }
  Notification.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      eventId: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      text: { type: DataTypes.STRING(500), allowNull: false },
      link: { type: DataTypes.STRING(300), allowNull: false },
      leagueId: { type: DataTypes.UUID, allowNull: true },
      createdAt: DataTypes.DATE(3),
      readAt: { type: DataTypes.DATE(3), allowNull: true },
      mailedAt: { type: DataTypes.DATE(3), allowNull: true },
      coalesceKey: { type: DataTypes.STRING(120), allowNull: true },
    },
    { sequelize, modelName: 'Notification', tableName: 'notifications', updatedAt: false },
  );
  return Notification;
}

/** A person's notification settings; no row means the defaults. */
export function defineNotificationPreference(sequelize: Sequelize) {
  class NotificationPreference extends Model<InferAttributes<NotificationPreference>, InferCreationAttributes<NotificationPreference>> {
    declare userId: string;
    declare email: string;
    declare timeZone: string;
    /** JSON array of league ids. */
    declare mutedLeagues: string;
    declare updatedAt: CreationOptional<Date>;
  }
  NotificationPreference.init(
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      email: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'weekly' },
      timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'UTC' },
      mutedLeagues: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'NotificationPreference', tableName: 'notification_preferences', createdAt: false },
  );
  return NotificationPreference;
}

/** A recap or digest that went (or is going) out: unique per person, kind and period. */
export function defineEmailDigest(sequelize: Sequelize) {
  class EmailDigest extends Model<InferAttributes<EmailDigest>, InferCreationAttributes<EmailDigest>> {
    declare id: CreationOptional<string>;
    declare userId: string;
    declare kind: string;
    declare period: string;
    declare createdAt: CreationOptional<Date>;
  }
  EmailDigest.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      period: { type: DataTypes.STRING(10), allowNull: false },
      createdAt: DataTypes.DATE(3),
    },
    { sequelize, modelName: 'EmailDigest', tableName: 'email_digests', updatedAt: false },
  );
  return EmailDigest;
}
