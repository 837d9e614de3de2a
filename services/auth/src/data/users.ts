// Data access for users: the only place the auth service builds user queries.
import type { Database, Transaction, User } from '@fairway/data';

export function findUserById(db: Database, id: string, transaction?: Transaction): Promise<User | null> {
  return db.models.User.findByPk(id, { transaction, lock: transaction ? transaction.LOCK.UPDATE : undefined });
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
