// Types of servers.cjs for the TypeScript callers (tests, bench).
export interface ServerProcess {
  name: string;
  dir: string;
  port: number;
  kind: 'service' | 'gateway' | 'front-end';
  ready: string;
  run: string[];
}
export declare const SERVERS: ServerProcess[];
export declare const SERVER_BUILDS: Array<{ name: string; dir: string; entries: string[] }>;
export declare function wiringEnv(ports: Record<string, number>): Record<string, string>;
