// Notifications (docs/notifications.md):
// - domain_events: what happened (a round logged, a member joined...), written by the services in
//   the transaction of the change (transactional outbox) and turned into notifications by the
//   notifications service's worker, once each (claimed with a conditional UPDATE).
// - notifications: one row per person per event; (eventId, userId, kind) is unique, so even two
//   workers processing one event can store it only once.
// - notification_preferences: email frequency, time zone, muted leagues (absent row = defaults).
// - league_standings: the positions last seen per league, to tell who moved.
// - email_digests: one row per person per recap period; its unique key makes a recap go out
//   once, whatever the number of replicas or restarts.
// - service_keys: keys a service makes for itself (the unsubscribe links' signing key).
// - mail_outbox.headers: extra mail headers (List-Unsubscribe).
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, ref, uuid } = keyTypes(qi);
  await qi.createTable(
    'domain_events',
    {
      id,
      kind: { type: DataTypes.STRING(40), allowNull: false },
      // No foreign keys: an event outlives the round or league it tells about.
      leagueId: { type: uuid, allowNull: true },
      actorId: { type: uuid, allowNull: true },
      payload: { type: DataTypes.TEXT, allowNull: false },
      /** Events found by a sweep (a league's end date passed) are recorded once per key. */
      dedupeKey: { type: DataTypes.STRING(120), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      lockedUntil: { type: DataTypes.DATE(3), allowNull: true },
      claimToken: { type: DataTypes.CHAR(36), allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastError: { type: DataTypes.STRING(1000), allowNull: true },
      processedAt: { type: DataTypes.DATE(3), allowNull: true },
      failedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    tableOptions,
  );
  await qi.addIndex('domain_events', ['processedAt', 'failedAt', 'createdAt'], { name: 'domain_events_due' });
  await qi.addIndex('domain_events', ['dedupeKey'], { name: 'domain_events_dedupe_unique', unique: true });
  await qi.addIndex('domain_events', ['leagueId', 'createdAt'], { name: 'domain_events_league_created' });

  await qi.createTable(
    'notifications',
    {
      id,
      userId: ref('users'),
      eventId: { type: uuid, allowNull: false },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      text: { type: DataTypes.STRING(500), allowNull: false },
      link: { type: DataTypes.STRING(300), allowNull: false },
      leagueId: { type: uuid, allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      readAt: { type: DataTypes.DATE(3), allowNull: true },
      /** Mailed (each event) or included in a daily digest; null while it is still to mail. */
      mailedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    tableOptions,
  );
  await qi.addIndex('notifications', ['eventId', 'userId', 'kind'], { name: 'notifications_event_user_kind_unique', unique: true });
  await qi.addIndex('notifications', ['userId', 'createdAt'], { name: 'notifications_user_created' });
  await qi.addIndex('notifications', ['userId', 'readAt'], { name: 'notifications_user_read' });

  await qi.createTable(
    'notification_preferences',
    {
      userId: { ...ref('users'), primaryKey: true },
      email: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'weekly' },
      timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'UTC' },
      mutedLeagues: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );

  await qi.createTable(
    'league_standings',
    {
      leagueId: { ...ref('leagues'), primaryKey: true },
      userId: { type: uuid, allowNull: false, primaryKey: true },
      position: { type: DataTypes.INTEGER, allowNull: false },
    },
    tableOptions,
  );

  await qi.createTable(
    'email_digests',
    {
      id,
      userId: ref('users'),
      kind: { type: DataTypes.STRING(10), allowNull: false },
      /** The recap's week (its Monday) or the digest's day, yyyy-MM-dd in the person's zone. */
      period: { type: DataTypes.STRING(10), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('email_digests', ['userId', 'kind', 'period'], { name: 'email_digests_user_kind_period_unique', unique: true });

  // Keys the services make for themselves on first use (the unsubscribe links' signing key):
  // stored, so every replica and the digest command sign alike across restarts.
  await qi.createTable(
    'service_keys',
    {
      name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      value: { type: DataTypes.STRING(128), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );

  await qi.addColumn('mail_outbox', 'headers', { type: DataTypes.TEXT, allowNull: true });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.removeColumn('mail_outbox', 'headers');
  for (const table of ['service_keys', 'email_digests', 'league_standings', 'notification_preferences', 'notifications', 'domain_events']) {
    await qi.dropTable(table);
  }
};
