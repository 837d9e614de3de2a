export interface FrontEndApp {
  name: string;
  dir: string;
  port: number;
}
export interface RemoteApp extends FrontEndApp {
  env: string;
}
export declare const REMOTES: RemoteApp[];
export declare const SHELL: FrontEndApp;
export declare const APPS: FrontEndApp[];
