import type { Request } from 'express';
export declare function createPreloads(options: { rootDir: string }): {
  startupScripts: string[];
  links(req: { path?: string; headers: { cookie?: string } }): string[];
  manifestLinks(modules: { remote: string; module: string }[], remotes?: Record<string, string>): string[];
  modulesFor(req: Request): { remote: string; module: string }[];
};
