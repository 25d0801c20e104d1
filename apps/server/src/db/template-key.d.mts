// Types of template-key.mjs (plain JavaScript, shared with scripts/build-server.mjs).
export declare function dbTemplateKey(migrationsFolder: string): string;
export declare function dbTemplateDir(root: string, key: string): string;
export declare function dbTemplateIsBuilt(dir: string): boolean;
