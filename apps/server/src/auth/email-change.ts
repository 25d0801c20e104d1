import { randomBytes } from "node:crypto";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { and, eq, gt, max } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { account, verification } from "../db/schema/auth.ts";
import { emailChangeNoticeMail, type MailContent } from "../mail/templates.ts";

/**
 * An e-mail change (POST /api/auth/change-email) moves the account, and with it every password reset,
 * to another mailbox. So it needs the current password, and the current address is told, with a way
 * to object: a password-reset link. A new password (reset or change) cancels every change requested
 * before it: each request is recorded with its time in milliseconds, and better-auth's confirmation link
 * for the new address is refused when the password changed after the request or no request is recorded.
 * (The link's own `iat` has whole seconds, too coarse to order it against a password change.)
 */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The signed-in user of a hook's request, resolved as the endpoint will (cookie or bearer token;
 * better-auth's bearer plugin runs only after our hook, so `getSessionFromCtx` would miss bearers).
 */
export type SessionLookup = (
  headers: Headers | undefined,
) => Promise<{ user: { id: string; email: string } } | null>;

export const PASSWORD_REQUIRED_CODE = "PASSWORD_REQUIRED";
export const NO_PASSWORD_CODE = "EMAIL_CHANGE_NEEDS_PASSWORD";
/** Where the objection link lands: the sign-in page's "set a new password" form. */
const RESET_LANDING = "/auth?reset=1";
/** As long as the confirmation link to the new address (emailVerification.expiresIn). */
const OBJECTION_VALID_SECONDS = 24 * 60 * 60;

const changeEmailBody = z.object({ newEmail: z.string(), password: z.unknown().optional() });

/** Before /change-email: the session's user must give their current password. */
export async function requirePasswordForEmailChange(
  ctx: HookContext,
  sessionOf: SessionLookup,
): Promise<void> {
  const body = changeEmailBody.safeParse(ctx.body);
  if (!body.success) return; // better-auth refuses the malformed body itself
  const signedIn = await sessionOf(ctx.headers);
  if (!signedIn) return; // …and the missing session
  // A password of another type (null, a number, a list) is no password: refused like a missing one, before
  // better-auth (whose own schema does not know the field) could mail the new address.
  const password = body.data.password;
  if (typeof password !== "string" || !password) {
    throw new APIError("BAD_REQUEST", { code: PASSWORD_REQUIRED_CODE, message: "password required" });
  }
  const accounts = await ctx.context.internalAdapter.findAccounts(signedIn.user.id);
  const hash = accounts.find((a) => a.providerId === "credential")?.password;
  if (!hash) throw new APIError("BAD_REQUEST", { code: NO_PASSWORD_CODE, message: "no password" });
  if (!(await ctx.context.password.verify({ hash, password }))) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
  }
}

/** After a successful /change-email: the notice to the current address, sent in the background. */
export async function noticeEmailChange(
  ctx: HookContext,
  sessionOf: SessionLookup,
  send: (to: string, content: MailContent) => Promise<void>,
  supportEmail: string,
): Promise<void> {
  const signedIn = await sessionOf(ctx.headers);
  const body = changeEmailBody.safeParse(ctx.body);
  if (!signedIn || !body.success) return;
  const token = randomBytes(24).toString("base64url");
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: signedIn.user.id,
    expiresAt: new Date(Date.now() + OBJECTION_VALID_SECONDS * 1000),
  });
  const url = `${ctx.context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_LANDING)}`;
  const newEmail = body.data.newEmail.trim().toLowerCase();
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: pendingChangeId(signedIn.user.id),
    value: newEmail,
    expiresAt: new Date(Date.now() + OBJECTION_VALID_SECONDS * 1000),
  });
  ctx.context.runInBackground(send(signedIn.user.email, emailChangeNoticeMail(newEmail, url, supportEmail)));
}

const pendingChangeId = (userId: string) => `email-change:${userId}`;

const changeToken = z.object({ updateTo: z.string(), userId: z.string() });

/** The claims of an e-mail-change link (better-auth checks its signature itself), or null. */
function changeTokenClaims(token: unknown) {
  if (typeof token !== "string") return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    const claims = changeToken.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

/** Before /verify-email: refuses an e-mail change that was never recorded or that a new password cancelled. */
export async function refuseCancelledEmailChange(ctx: HookContext, database: Database): Promise<void> {
  const query = (ctx.query ?? {}) as { token?: unknown; callbackURL?: unknown };
  const claims = changeTokenClaims(query.token);
  if (!claims) return;
  const [pending] = await database.db
    .select({ requestedAt: max(verification.createdAt) })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, pendingChangeId(claims.userId)),
        eq(verification.value, claims.updateTo.trim().toLowerCase()),
        gt(verification.expiresAt, new Date()),
      ),
    );
  const [credential] = await database.db
    .select({ passwordChangedAt: account.updatedAt })
    .from(account)
    .where(and(eq(account.userId, claims.userId), eq(account.providerId, "credential")));
  const requestedAt = pending?.requestedAt;
  if (requestedAt && (!credential || credential.passwordChangedAt <= requestedAt)) return;
  if (typeof query.callbackURL === "string") {
    const target = new URL(query.callbackURL, ctx.context.baseURL);
    target.searchParams.set("error", "INVALID_TOKEN");
    throw ctx.redirect(
      query.callbackURL.startsWith("/") ? `${target.pathname}${target.search}` : target.href,
    );
  }
  throw new APIError("UNAUTHORIZED", { code: "INVALID_TOKEN", message: "Invalid token" });
}
