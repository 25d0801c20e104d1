import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp } from "./auth-app.ts";
import { type SmtpTestServer, startSmtpServer } from "./smtp.ts";

/**
 * For a describe block: a whole app on `kind` that mails through an in-process SMTP server, started
 * before its tests and closed after them, and fresh addresses. Read `app` and `smtp` inside tests.
 */
export function mailingApp(kind: "pglite" | "postgres", smtpOptions: { acceptDelayMs?: number } = {}) {
  let n = 0;
  const env = {
    app: undefined as unknown as TestApp,
    smtp: undefined as unknown as SmtpTestServer,
    address: (tag: string) => `${tag}-${kind}-${++n}@example.test`,
  };
  beforeAll(async () => {
    env.smtp = await startSmtpServer(smtpOptions);
    env.app = await startTestApp(kind, { SMTP_URL: env.smtp.url });
  });
  afterAll(async () => {
    await env.app?.close();
    await env.smtp?.close();
  });
  return env;
}
