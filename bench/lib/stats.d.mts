export declare function median(values: number[]): number;
export declare const kb: (bytes: number) => string;
export declare const ms: (value: number) => string;
