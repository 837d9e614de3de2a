export declare const ROUTE_DATA: Readonly<Record<string, readonly string[]>>;
export declare function routeData(pathname: string): readonly string[];
