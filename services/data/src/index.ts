export { openDatabase, type Database, type OpenDatabaseOptions } from './database';
export { DEFAULT_DATABASE_URL, describeDatabaseUrl, redact, REPO_ROOT, type Dialect } from './locations';
export { pendingMigrations } from './migrator';
export { inTransaction, isRetryableLockError } from './transaction';
export { hashPassword, checkPassword } from './passwords';
export * from './models';
export { Op, QueryTypes, Transaction, UniqueConstraintError, ValidationError, type Sequelize, type WhereOptions } from 'sequelize';
// Shared queries (one place for SQL used by more than one service).
export * from './course-figures';
export * from './queries/rounds';
export * from './queries/user-stats';
export { MEMBERSHIP_AGGREGATES_SQL, refreshMembershipAggregates } from './queries/membership-aggregates';
export * from './queries/score-history';
export * from './queries/round-signals';
export * from './queries/domain-events';
export { sqlInstant } from './sql-instant';
export { createReleaseStore, type ReleaseStore } from './release-store';
export * from './queries/standings';
