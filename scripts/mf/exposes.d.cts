export function exposesOf(appDir: string): Record<string, string>;
