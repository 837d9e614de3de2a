export declare function buildRemoteMap(env?: NodeJS.ProcessEnv): Record<string, string>;
