export interface ShellConfig {
  remotes: Record<string, string>;
  previewOrigins: string[];
}
export declare function buildRemoteMap(env?: NodeJS.ProcessEnv): Record<string, string>;
export declare function parsePreviewOrigins(value?: string): string[];
export declare function buildShellConfig(env?: NodeJS.ProcessEnv): ShellConfig;
