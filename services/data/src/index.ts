export { openDatabase, type Database, type OpenDatabaseOptions } from './database';
export { DEFAULT_DATABASE_URL, describeDatabaseUrl, redact, REPO_ROOT, type Dialect } from './connection';
export { pendingMigrations } from './migrator';
export { hashPassword, checkPassword } from './passwords';
export * from './models';
export { Op, Transaction, UniqueConstraintError, ValidationError, type Sequelize } from 'sequelize';
