import { and, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { account, session, user } from "../db/schema/auth.ts";
import { csrfRejected, unauthorized } from "../errors.ts";
import type { Auth } from "./auth.ts";
import { trustedOrigins } from "./origins.ts";
import type { RequestUser } from "./request-user.ts";
import { cachedUser, rememberUser } from "./session-cache.ts";
import { toWebHeaders } from "./web-request.ts";

/** The services a request's user is read with (an AppContext has them). */
export interface UserLookup {
  auth: Auth;
  config: Config;
  database: Database;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The signed-in user of a request: the session cookie, `Authorization: Bearer <session token>`,
 * or `Authorization: Bearer <JWT>` from /api/auth/token (verified against our JWKS).
 * Throws AppError 401 otherwise. A cookie-authenticated state-changing request must come from one
 * of our origins (CSRF).
 */
export async function requireUser(ctx: UserLookup, req: FastifyRequest): Promise<RequestUser> {
  const found = await optionalUser(ctx, req);
  if (!found) throw unauthorized();
  return found;
}

/** Like requireUser, but null for a signed-out request. */
export async function optionalUser(ctx: UserLookup, req: FastifyRequest): Promise<RequestUser | null> {
  const authorization = req.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer && bearer.split(".").length === 3) return userFromJwt(ctx, bearer);

  if (!bearer && !SAFE_METHODS.has(req.method)) assertTrustedOrigin(ctx, req);
  const credential = `${authorization ?? ""}\n${req.headers.cookie ?? ""}`;
  const cached = cachedUser(ctx.auth, credential);
  if (cached) return cached;
  const result = await ctx.auth.api.getSession({ headers: toWebHeaders(req) }).catch(() => null);
  if (!result) return null;
  const found = { id: result.user.id, email: result.user.email, name: result.user.name || null };
  rememberUser(ctx.auth, credential, found, new Date(result.session.expiresAt));
  return found;
}

/** Origin (or Referer) must name one of our origins; browsers always send one on cross-site POSTs. */
export function assertTrustedOrigin(ctx: Pick<UserLookup, "config">, req: FastifyRequest): void {
  const origin = req.headers.origin ?? originOf(req.headers.referer);
  if (!origin || !trustedOrigins(ctx.config).includes(origin)) throw csrfRejected();
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const jwtClaims = z.object({ sub: z.string(), sid: z.string() });

/**
 * The user of a JWT from /api/auth/token, while the session it was issued from lives: sign-out,
 * a password change or reset and account deletion end the session, and with it every token of it.
 * Looked up on every request (no cache), so the end takes effect in every web process at once.
 */
async function userFromJwt(ctx: UserLookup, token: string): Promise<RequestUser | null> {
  const { payload } = await ctx.auth.api.verifyJWT({ body: { token } }).catch(() => ({ payload: null }));
  const claims = jwtClaims.safeParse(payload);
  if (!claims.success) return null;
  const [row] = await ctx.database.db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        eq(session.id, claims.data.sid),
        eq(session.userId, claims.data.sub),
        gt(session.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  return { ...row, name: row.name || null };
}

/**
 * "credential" if the user has a password, else the first external provider ("google"). Asked only
 * where it matters (the account page), not on every authenticated request.
 */
export async function signInProvider(ctx: Pick<UserLookup, "database">, userId: string): Promise<string> {
  const rows = await ctx.database.db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(account.createdAt);
  if (rows.some((r) => r.providerId === "credential")) return "credential";
  return rows[0]?.providerId ?? "credential";
}
