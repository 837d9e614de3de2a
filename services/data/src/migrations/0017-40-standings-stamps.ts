// users.standingsStamp: a counter every write that can move a league's standings bumps for the
// golfers whose rounds it touched (each round write, in the same transaction as the user's
// statistics; a partner's confirmation; course figures applied to played rounds). A member's
// rounds in any league feed the index behind each of their rounds, so the stamps of a league's
// members, read with them, tell the leagues service whether the table it kept is still current
// (services/leagues/src/domain/standings-cache.ts) in one process or in many.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from 'umzug';
import type { MigrationContext } from '../migration-helpers';

export const up: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.addColumn('users', 'standingsStamp', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
};

export const down: MigrationFn<MigrationContext> = async ({ context: { queryInterface: qi } }) => {
  await qi.removeColumn('users', 'standingsStamp');
};
