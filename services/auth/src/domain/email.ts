/** Emails are stored trimmed and lower-cased, so uniqueness and sign-in are case-insensitive
 * on every database (MariaDB's collation already is; SQLite's is not). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
