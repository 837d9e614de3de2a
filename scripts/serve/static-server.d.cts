import type { Server } from 'node:http';
export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}
export declare function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  cors?: boolean;
  spa?: boolean;
  /** The /remotes.json document: `{ remotes, previewOrigins }` (scripts/mf/remote-map.cjs). */
  remoteMap?: () => object;
  apiTarget?: string;
}): Promise<StaticServer>;
