import type { Server } from 'node:http';
import type { Express } from 'express';
export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}
export interface FrontEndOptions {
  root: string;
  cors?: boolean;
  spa?: boolean;
  /** The /remotes.json document: `{ remotes, previewOrigins }` (scripts/mf/remote-map.cjs). */
  remoteMap?: () => object;
  apiTarget?: string;
  /** Trusted edges (Express 'trust proxy' list); default TRUST_PROXY, else none. */
  trustProxy?: string;
  log?: (line: string) => void;
}
export declare function createFrontEndApp(options: FrontEndOptions): Express;
export declare function startStaticServer(options: FrontEndOptions & { port: number; host?: string }): Promise<StaticServer>;
