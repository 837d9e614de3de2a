// What the migrations share: the context umzug hands them, the table options and the types of
// ids and of references to them. A shipped migration must keep producing the same schema, so
// these definitions do not change; a new column shape is a new helper.
import { DataTypes, type QueryInterface } from 'sequelize';

export type MigrationContext = { queryInterface: QueryInterface };

/** Every table's character set and collation (MariaDB; SQLite has no such options). */
export const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

/** The id column type, an id primary key, and a required reference to another table's id that
 * follows it on delete and update. UUID renders as CHAR(36) BINARY, which SQLite rejects; plain
 * CHAR(36) is its equivalent there. */
export function keyTypes(qi: QueryInterface) {
  const uuid = qi.sequelize.getDialect() === 'sqlite' ? DataTypes.CHAR(36) : DataTypes.UUID;
  const id = { type: uuid, primaryKey: true, allowNull: false };
  const ref = (table: string) => ({
    type: uuid,
    allowNull: false,
    references: { model: table, key: 'id' },
    onDelete: 'CASCADE',
    onUpdate: 'CASCADE',
  });
  return { uuid, id, ref };
}
