import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import type { MailContent } from "../mail/templates.ts";
import {
  type HookContext,
  noticeEmailChange,
  refuseCancelledEmailChange,
  requirePasswordForEmailChange,
  type SessionLookup,
} from "./email-change.ts";
import { clearSignInAttempts, countSignInAttempt } from "./lockout.ts";

export const CONSENT_REQUIRED_MESSAGE =
  "Bitte bestätige, dass du mindestens 18 Jahre alt bist, und akzeptiere AGB und Datenschutzerklärung.";

interface HookDeps {
  database: Database;
  sessionOf: SessionLookup;
  send: (to: string, content: MailContent) => Promise<void>;
  supportEmail: string;
}

const signInBody = z.object({ email: z.string().min(1) });

function requireConsent(ctx: HookContext): void {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (body.acceptTerms !== true || body.confirmAge !== true) {
    throw new APIError("BAD_REQUEST", { message: CONSENT_REQUIRED_MESSAGE, code: "CONSENT_REQUIRED" });
  }
}

/** Our rules around better-auth's endpoints, by path. */
export function authHooks({ database, sessionOf, send, supportEmail }: HookDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case "/sign-up/email":
        return requireConsent(ctx);
      case "/sign-in/email": {
        const body = signInBody.safeParse(ctx.body);
        if (body.success) await countSignInAttempt(database, body.data.email);
        return;
      }
      case "/change-email":
        return requirePasswordForEmailChange(ctx, sessionOf);
      case "/verify-email":
        return refuseCancelledEmailChange(ctx, database);
      case "/change-password":
        // A new password ends every session and with it every API token (issue 15), not only when the
        // client asks for it.
        return { context: { body: { revokeOtherSessions: true } } };
      default:
        return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    if (ctx.path === "/sign-in/email") {
      // Only the right password gets this far: a sign-in, or the reminder to confirm the address.
      const rightPassword = !failed || returned.body?.code === "EMAIL_NOT_VERIFIED";
      const body = signInBody.safeParse(ctx.body);
      if (rightPassword && body.success) await clearSignInAttempts(database, body.data.email);
    }
    if (ctx.path === "/change-email" && !failed) await noticeEmailChange(ctx, sessionOf, send, supportEmail);
  });

  return { before, after };
}
