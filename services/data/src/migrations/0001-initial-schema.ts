import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

const timestamp = { type: DataTypes.DATE(3), allowNull: false };

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { uuid, id, ref } = keyTypes(qi);
  await qi.createTable(
    'users',
    {
      id,
      email: { type: DataTypes.STRING(255), allowNull: false },
      passwordHash: { type: DataTypes.STRING(255), allowNull: false },
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false },
      profileImageUrl: { type: DataTypes.STRING(1024), allowNull: true },
      handicap: { type: DataTypes.DECIMAL(4, 2), allowNull: false, defaultValue: 0 },
      totalRounds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      bestRound: { type: DataTypes.INTEGER, allowNull: true },
      averageScore: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
      createdAt: timestamp,
      updatedAt: timestamp,
    },
    tableOptions,
  );
  await qi.addIndex('users', ['email'], { name: 'users_email_unique', unique: true });

  await qi.createTable(
    'leagues',
    {
      id,
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'casual' },
      privacy: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'public' },
      createdBy: ref('users'),
      memberCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      maxMembers: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 10 },
      endDate: { type: DataTypes.DATEONLY, allowNull: true },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: timestamp,
      updatedAt: timestamp,
    },
    tableOptions,
  );
  await qi.addIndex('leagues', ['privacy', 'createdAt'], { name: 'leagues_privacy_created_at' });
  await qi.addIndex('leagues', ['createdAt'], { name: 'leagues_created_at' });
  await qi.addIndex('leagues', ['createdBy'], { name: 'leagues_created_by' });

  await qi.createTable(
    'league_courses',
    {
      id,
      leagueId: ref('leagues'),
      name: { type: DataTypes.STRING(200), allowNull: false },
      rounds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    tableOptions,
  );
  await qi.addIndex('league_courses', ['leagueId', 'position'], { name: 'league_courses_league_position' });

  await qi.createTable(
    'league_memberships',
    {
      id,
      leagueId: ref('leagues'),
      userId: ref('users'),
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      joinedAt: timestamp,
    },
    tableOptions,
  );
  await qi.addIndex('league_memberships', ['leagueId', 'userId'], { name: 'league_memberships_league_user_unique', unique: true });
  await qi.addIndex('league_memberships', ['userId', 'joinedAt'], { name: 'league_memberships_user_joined' });

  await qi.createTable(
    'league_invites',
    {
      id,
      leagueId: ref('leagues'),
      name: { type: DataTypes.STRING(200), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      createdAt: timestamp,
    },
    tableOptions,
  );
  await qi.addIndex('league_invites', ['leagueId', 'email'], { name: 'league_invites_league_email_unique', unique: true });
  await qi.addIndex('league_invites', ['email'], { name: 'league_invites_email' });

  await qi.createTable(
    'rounds',
    {
      id,
      userId: ref('users'),
      leagueId: ref('leagues'),
      course: { type: DataTypes.STRING(200), allowNull: false },
      score: { type: DataTypes.INTEGER, allowNull: false },
      date: { type: DataTypes.DATEONLY, allowNull: false },
      notes: { type: DataTypes.TEXT, allowNull: true },
      createdAt: timestamp,
      updatedAt: timestamp,
    },
    tableOptions,
  );
  // Leaderboards and "rounds remaining per course" read by league, user and course.
  await qi.addIndex('rounds', ['leagueId', 'userId', 'course'], { name: 'rounds_league_user_course' });
  await qi.addIndex('rounds', ['leagueId', 'createdAt'], { name: 'rounds_league_created_at' });
  await qi.addIndex('rounds', ['userId', 'createdAt'], { name: 'rounds_user_created_at' });

  await qi.createTable(
    'availabilities',
    {
      id,
      userId: ref('users'),
      leagueId: ref('leagues'),
      date: { type: DataTypes.DATEONLY, allowNull: false },
      timeSlot: { type: DataTypes.STRING(32), allowNull: false },
      preferredCourse: { type: DataTypes.STRING(200), allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      createdAt: timestamp,
      updatedAt: timestamp,
    },
    tableOptions,
  );
  await qi.addIndex('availabilities', ['userId', 'leagueId', 'date', 'timeSlot'], {
    name: 'availabilities_user_league_date_slot_unique',
    unique: true,
  });
  await qi.addIndex('availabilities', ['leagueId', 'date'], { name: 'availabilities_league_date' });

  await qi.createTable(
    'password_reset_tokens',
    {
      id,
      userId: ref('users'),
      tokenHash: { type: DataTypes.STRING(128), allowNull: false },
      expiresAt: timestamp,
      used: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: timestamp,
    },
    tableOptions,
  );
  await qi.addIndex('password_reset_tokens', ['tokenHash'], { name: 'password_reset_tokens_token_hash_unique', unique: true });
  await qi.addIndex('password_reset_tokens', ['userId'], { name: 'password_reset_tokens_user' });

  await qi.createTable(
    'sessions',
    {
      sid: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
      sess: { type: DataTypes.JSON, allowNull: false },
      expire: timestamp,
      userId: { type: uuid, allowNull: true },
    },
    tableOptions,
  );
  await qi.addIndex('sessions', ['expire'], { name: 'sessions_expire' });
  await qi.addIndex('sessions', ['userId'], { name: 'sessions_user' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  for (const table of [
    'sessions',
    'password_reset_tokens',
    'availabilities',
    'rounds',
    'league_invites',
    'league_memberships',
    'league_courses',
    'leagues',
    'users',
  ]) {
    await qi.dropTable(table);
  }
};
