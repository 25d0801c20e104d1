export * from "./auth.ts";
export * from "./payments.ts";
export * from "./presentations.ts";
