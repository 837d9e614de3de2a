export function platformVersion(): string;
export function snapshotFile(version?: string): string;
export function describePlatformContract(): string;
