// Types of system.cjs for the TypeScript callers (e2e global setup, tests).
export declare const ROOT: string;
export interface ServerPart {
  name: string;
  dir: string;
  port: number;
}
export declare const BACKEND: ServerPart[];
export declare const GATEWAY: ServerPart;
export declare const EMBEDDED_DATABASE: string;
export declare function hasBuild(app: { dir: string }): boolean;
export declare function buildFrontEnds(options?: {
  apps?: Array<{ dir: string }>;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<void>;
export declare function ensureDatabase(databaseUrl: string): Promise<void>;
export declare function dropDatabase(databaseUrl: string): Promise<void>;
export interface RunningSystem {
  url: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}
export declare function startSystem(options?: {
  env?: NodeJS.ProcessEnv;
  logDir?: string;
  log?: (line: string) => void;
  frontEndOnly?: boolean;
}): Promise<RunningSystem>;
