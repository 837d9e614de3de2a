// Types of chromium.cjs for the TypeScript callers (the e2e config).
export declare const CHROMIUM: string;
export declare const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
