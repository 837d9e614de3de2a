import type { Database } from './database';

/**
 * An instant as a statement replacement, to the millisecond. Sequelize writes a Date replacement
 * without its milliseconds on MySQL, so "created before this instant" would round to the second;
 * on SQLite this is the text the DATE(3) columns hold, so the comparison is the stored text's.
 */
export function sqlInstant(db: Database, instant: Date): string {
  const text = instant.toISOString().replace('T', ' ').replace('Z', '');
  return db.dialect === 'sqlite' ? `${text} +00:00` : text;
}
