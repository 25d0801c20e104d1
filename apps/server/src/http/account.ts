import { DeleteAccountBodySchema, type DeleteAccountResponse, type MeResponse } from "@folienwerk/contracts";
import type { FastifyInstance } from "fastify";
import { deleteAccount } from "../account/delete.ts";
import { exportAccountData } from "../account/export.ts";
import { optionalUser, requireUser, signInProvider } from "../auth/require-user.ts";
import { toWebHeaders } from "../auth/web-request.ts";
import type { AppContext } from "../context.ts";
import { badRequest } from "../errors.ts";

/** /api/account: who am I, DSGVO export, account deletion. Sign-in itself lives under /api/auth. */
export function registerAccount(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/account/me", async (req, reply): Promise<MeResponse> => {
    reply.header("cache-control", "no-store");
    const user = await optionalUser(ctx, req);
    return { user: user && { ...user, provider: await signInProvider(ctx, user.id) } };
  });

  app.get("/api/account/export", async (req, reply) => {
    const me = await requireUser(ctx, req);
    const data = await exportAccountData(ctx, me.id);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="folienwerk-daten-${day}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(data, null, 2));
  });

  app.post("/api/account/delete", async (req, reply) => {
    const me = await requireUser(ctx, req);
    const { confirmEmail } = DeleteAccountBodySchema.parse(req.body ?? {});
    if (confirmEmail.toLowerCase() !== me.email.toLowerCase()) {
      throw badRequest("Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein.");
    }
    // Sign out first so the response clears the session cookie.
    const signOut = await ctx.auth.api
      .signOut({ headers: toWebHeaders(req), asResponse: true })
      .catch(() => null);
    await deleteAccount(ctx, me.id);
    const cookies = signOut?.headers.getSetCookie() ?? [];
    if (cookies.length) reply.header("set-cookie", cookies);
    return { deleted: true } satisfies DeleteAccountResponse;
  });
}
