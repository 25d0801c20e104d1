/**
 * The HTTP contracts between apps/server and apps/web: zod schemas for what the server reads and the
 * shapes it answers with. The server parses with the schemas and types its replies with the inferred
 * types; the web imports types only (`import type`), so zod never reaches the browser bundle.
 */
export * from "./account.ts";
export * from "./config.ts";
export * from "./errors.ts";
export * from "./payments.ts";
export * from "./presentations.ts";
export * from "./questions.ts";
export * from "./terms.ts";
export * from "./transcription.ts";
