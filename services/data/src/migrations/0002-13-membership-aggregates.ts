// Per-membership round aggregates: each league_memberships row carries its member's
// round count, score sum and best score in that league, maintained in the same transaction as
// every round write (refreshUserStats), so the leaderboard, league list/detail and member
// answers read them instead of aggregating the league's rounds on every request. Also an index
// for a member's rounds newest first (the member page's pages).
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import { type MigrationContext } from '../migration-helpers';
import { MEMBERSHIP_AGGREGATES_SQL } from '../queries/membership-aggregates';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.addColumn('league_memberships', 'roundCount', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  await qi.addColumn('league_memberships', 'scoreSum', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  await qi.addColumn('league_memberships', 'bestScore', { type: DataTypes.INTEGER, allowNull: true });
  // Backfill existing memberships from their rounds (the same statement the writes use).
  await qi.sequelize.query(MEMBERSHIP_AGGREGATES_SQL);
  await qi.addIndex('rounds', ['leagueId', 'userId', 'createdAt'], { name: 'rounds_league_user_created_at' });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.removeIndex('rounds', 'rounds_league_user_created_at');
  await qi.removeColumn('league_memberships', 'bestScore');
  await qi.removeColumn('league_memberships', 'scoreSum');
  await qi.removeColumn('league_memberships', 'roundCount');
};
