// Where the data lives, without the database library: the repository root, the embedded
// default and the parsing and redaction of DATABASE_URL. Servers that never open the database
// (the gateway with Redis sessions) read these without loading Sequelize.
import fs from 'node:fs';
import path from 'node:path';

export type Dialect = 'mysql' | 'sqlite';

/** The repository root: embedded database paths are resolved against it, not against the
 * working directory, because `npm start -w <app>` runs each server in its own folder. Found as the
 * nearest folder up whose package.json declares the workspaces, so it holds both for these sources
 * and for a server compiled into one file under `<app>/dist`. */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir;
  }
  throw new Error(`No workspace root (package.json with "workspaces") above ${from}`);
}
export const DEFAULT_DATABASE_URL = `sqlite:${path.join(REPO_ROOT, '.data', 'fairway.sqlite')}`;

export interface ConnectionTarget {
  dialect: Dialect;
  /** mysql: the database name; sqlite: the absolute file path (or ':memory:'). */
  database: string;
  /** Human-readable description for start-up logs (never includes a password). */
  description: string;
}

export function describeDatabaseUrl(url: string): ConnectionTarget {
  if (url.startsWith('sqlite:')) {
    const file = sqliteFile(url);
    return { dialect: 'sqlite', database: file, description: `SQLite file ${file}` };
  }
  if (url.startsWith('mysql:') || url.startsWith('mariadb:')) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database) throw new Error(`DATABASE_URL must name a database (mysql://user:pass@host:3306/fairway), got "${redact(url)}"`);
    return {
      dialect: 'mysql',
      database,
      description: `MySQL ${parsed.hostname}:${parsed.port || '3306'}/${database}`,
    };
  }
  throw new Error(`DATABASE_URL must start with mysql:// or sqlite:, got "${redact(url)}"`);
}

/** `sqlite:relative/file`, `sqlite:/abs/file`, `sqlite:///abs/file` and `sqlite::memory:`. */
function sqliteFile(url: string): string {
  const rest = url.slice('sqlite:'.length).replace(/^\/\//, '');
  if (rest === ':memory:' || rest === '') return ':memory:';
  return path.isAbsolute(rest) ? rest : path.resolve(REPO_ROOT, rest);
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
