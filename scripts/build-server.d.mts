/** Types of build-server.mjs for the TypeScript that imports it (the browser tests' global setup). */
export declare const SERVER_ENTRY: string;
export declare const newest: (entry: string) => number;
export declare function buildServer(options?: { force?: boolean }): Promise<boolean>;
export declare const SERVER_BUILD_OPTIONS: import('esbuild').BuildOptions;
