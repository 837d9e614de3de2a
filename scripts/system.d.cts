// Types of system.cjs for the TypeScript callers (e2e global setup, tests, bench).
import type { ServerProcess } from './servers.cjs';

export declare const ROOT: string;
export declare const SERVERS: ServerProcess[];
export declare const EMBEDDED_DATABASE: string;
export declare function hasBuild(app: { dir: string }): boolean;
export declare function missingServerBuilds(): string[];
export declare function buildFrontEnds(options?: {
  apps?: Array<{ dir: string }>;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<void>;
export declare function dropDatabase(databaseUrl: string): Promise<void>;
export declare function isListening(port: number): Promise<boolean>;
export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Each server's output goes to `<logDir>/<name>.log` instead of this terminal. */
  logDir?: string;
  /** Supervisor lines: servers up, exits, restarts. */
  log?: (line: string) => void;
  /** Port per server name (SERVERS[].name) instead of the port table's. */
  ports?: Record<string, number>;
  /** Start only these servers (SERVERS[].name). */
  only?: string[];
  /** Aborting it while servers start stops the ones already spawned (startSystem rejects). */
  signal?: AbortSignal;
}
export interface RunningSystem {
  url: string;
  env: NodeJS.ProcessEnv;
  ports: Record<string, number>;
  /** The current pid of a server's process (changes when it is restarted). */
  pid(name: string): number | undefined;
  stop(): Promise<void>;
}
export declare function startSystem(options?: StartOptions): Promise<RunningSystem>;
/** Starts the system and stops every server (then exits) on SIGINT/SIGTERM/SIGHUP or a fatal error. */
export declare function supervise(options?: Omit<StartOptions, 'signal'>): Promise<RunningSystem>;
