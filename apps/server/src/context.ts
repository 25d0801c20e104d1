import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { PresentationEvents } from "./events/presentation-events.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { BlobStore } from "./storage/blob-store.ts";

/** The services one process holds; passed to HTTP handlers and job handlers alike. */
export interface AppContext {
  config: Config;
  database: Database;
  blobs: BlobStore;
  boss: PgBoss;
  logger: Logger;
  /** HMAC/auth secret (AUTH_SECRET, or the one generated into DATA_DIR for the embedded default). */
  secret: string;
  /** Outgoing mail: SMTP_URL, or the outbox folder DATA_DIR/mail. */
  mailer: Mailer;
  /** better-auth (sessions, sign-in, JWT); use `requireUser` from auth/require-user.ts in routes. */
  auth: Auth;
  /** Cross-process change notifications for live progress. */
  events: PresentationEvents;
}
