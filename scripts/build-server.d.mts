// Types of build-server.mjs (plain JavaScript, so that `npm start` runs it without a compiler).
export declare const serverDist: string;
export declare const serverMain: string;
export declare function newestMtime(entry: string): number;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
