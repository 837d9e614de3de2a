// Data access for users: the only place the auth service builds user queries.
import { QueryTypes, type Database, type Transaction, type User } from '@fairway/data';

export function findUserById(db: Database, id: string, transaction?: Transaction): Promise<User | null> {
  return db.models.User.findByPk(id, { transaction, lock: transaction ? transaction.LOCK.UPDATE : undefined });
}

const PUBLIC_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'handicap',
  'totalRounds',
  'bestRound',
  'averageScore',
  'createdAt',
  'updatedAt',
] as const;
type PublicUserColumn = (typeof PUBLIC_USER_COLUMNS)[number];

/** What the public user is made of (toPublicUser): a model instance, or the plain row read for
 * the current user (dates as strings on SQLite). */
export type PublicUserFields = Omit<Pick<User, PublicUserColumn>, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

const PUBLIC_USER_SQL = `SELECT ${PUBLIC_USER_COLUMNS.map((column) => `\`${column}\``).join(', ')} FROM \`users\` WHERE \`id\` = :id LIMIT 1`;

/** The columns of the public user as a plain row, written out: the current user is read on every
 * page load, and Sequelize's finder and model instance cost more CPU than the lookup. */
export async function findPublicUserFields(db: Database, id: string): Promise<PublicUserFields | null> {
  const rows = await db.sequelize.query<PublicUserFields>(PUBLIC_USER_SQL, { replacements: { id }, type: QueryTypes.SELECT });
  return rows[0] ?? null;
}

export function findUserByEmail(db: Database, email: string, transaction?: Transaction): Promise<User | null> {
  return db.models.User.findOne({ where: { email }, transaction });
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export function createUser(db: Database, user: NewUser): Promise<User> {
  return db.models.User.create(user);
}
