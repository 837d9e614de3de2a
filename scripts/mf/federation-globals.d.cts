export declare const FEDERATION_LIBRARY_GLOBALS: Record<string, string>;
export declare const BUNDLER_RUNTIME_GLOBAL: string;
