export declare const SESSION_COOKIE: string;
export declare const ROUTE_MODULES: { path: string; signedOut: string[]; signedIn: string[] }[];
export declare function hasSession(cookieHeader?: string): boolean;
export declare function hasDemoFlag(cookieHeader?: string): boolean;
export declare function routeModules(pathname: string, options: { signedIn: boolean }): { remote: string; module: string }[];
