import type { Request, Response } from 'express';

/** The shell's configuration for one request (scripts/mf/remote-map.mjs): the remote map (name ->
 * manifest URL) and the preview origins; the release channel adds which build each remote got. */
export interface ShellConfig {
  remotes: Record<string, string>;
  previewOrigins?: string[];
  channels?: Record<string, 'stable' | 'canary'>;
}

/** The configuration for one request (the release channel chooses per visitor). */
export type ShellConfigFor = (req: Request, res: Response) => ShellConfig;
