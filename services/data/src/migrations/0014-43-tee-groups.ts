// Tee groups (docs/tee-groups.md): the groups an organizer confirmed for a league week, and who
// is in each with their answer.
// - tee_groups: one row per group (week = its Monday; date and slot within that week).
// - tee_group_members: one row per golfer placed; (leagueId, week, userId) is unique, so nobody is
//   in two groups of one week even when two confirmations race.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext, keyTypes, tableOptions } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  const { id, ref, uuid } = keyTypes(qi);
  await qi.createTable(
    'tee_groups',
    {
      id,
      leagueId: ref('leagues'),
      week: { type: DataTypes.DATEONLY, allowNull: false },
      date: { type: DataTypes.DATEONLY, allowNull: false },
      timeSlot: { type: DataTypes.STRING(32), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      /** The organizer who confirmed it (told about answers); no foreign key: the group outlives them. */
      confirmedBy: { type: uuid, allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );
  await qi.addIndex('tee_groups', ['leagueId', 'week', 'position'], { name: 'tee_groups_league_week' });

  await qi.createTable(
    'tee_group_members',
    {
      id,
      groupId: ref('tee_groups'),
      leagueId: ref('leagues'),
      week: { type: DataTypes.DATEONLY, allowNull: false },
      userId: ref('users'),
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'invited' },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      respondedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    tableOptions,
  );
  await qi.addIndex('tee_group_members', ['leagueId', 'week', 'userId'], {
    name: 'tee_group_members_league_week_user_unique',
    unique: true,
  });
  await qi.addIndex('tee_group_members', ['groupId'], { name: 'tee_group_members_group' });
  await qi.addIndex('tee_group_members', ['userId', 'week'], { name: 'tee_group_members_user_week' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.dropTable('tee_group_members');
  await qi.dropTable('tee_groups');
};
