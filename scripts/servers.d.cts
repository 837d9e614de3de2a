// Types of servers.cjs for the TypeScript callers (tests, bench).
export interface ServerProcess {
  name: string;
  dir: string;
  port: number;
  kind: 'service' | 'gateway' | 'front-end';
  ready: string;
}
/** One process of the system: one back-end server, or every front end (FRONT_ENDS). */
export interface SystemProcess {
  name: string;
  servers: ServerProcess[];
  /** Folder it runs in, relative to the repository root. */
  cwd: string;
  /** node's options (before the script) and arguments. */
  nodeFlags: string[];
  args: string[];
  /** PORT of a one-server process. */
  port?: number;
}
export declare const SERVERS: ServerProcess[];
export declare const FRONT_ENDS: string;
export declare function processesOf(servers: ServerProcess[], ports: Record<string, number>): SystemProcess[];
export declare const SERVER_BUILDS: Array<{ name: string; dir: string; entries: string[] }>;
export declare function wiringEnv(ports: Record<string, number>): Record<string, string>;
