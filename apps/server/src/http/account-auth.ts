import type { FastifyInstance, FastifyReply } from "fastify";
import { CLIENT_IP_HEADER } from "../auth/auth.ts";
import { needsEqualTime, waitForAnswerFloor } from "../auth/equal-time.ts";
import { GENERIC_AUTH_ERROR, germanAuthMessage, rateLimitMessage } from "../auth/messages.ts";
import { forgetSessions } from "../auth/session-cache.ts";
import { requestUrl, toWebHeaders } from "../auth/web-request.ts";
import type { AppContext } from "../context.ts";

/** Auth calls that change no session or user; every other one clears the resolved-session cache. */
const READ_ONLY_AUTH_PATHS = new Set([
  "GET /api/auth/get-session",
  "GET /api/auth/token",
  "GET /api/auth/jwks",
]);

/**
 * Mounts better-auth under /api/auth/*. Bodies are passed through raw (JSON and the OAuth form_post),
 * the client address is the one Fastify resolved, and error bodies get a German `error` text.
 */
export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      handler: async (req, reply) => {
        const startedAt = performance.now();
        const headers = toWebHeaders(req);
        headers.delete(CLIENT_IP_HEADER);
        headers.set(CLIENT_IP_HEADER, req.ip);
        const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body);
        const request = new Request(requestUrl(req), {
          method: req.method,
          headers,
          body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
        });
        const pathname = new URL(request.url).pathname;
        let response: Response | null = null;
        try {
          response = await ctx.auth.handler(request);
          if (!READ_ONLY_AUTH_PATHS.has(`${req.method} ${pathname}`)) forgetSessions(ctx.auth);
        } catch (error) {
          req.log.error({ err: error }, "auth handler failed");
        }
        if (needsEqualTime(req.method, pathname)) await waitForAnswerFloor(startedAt);
        if (!response) return reply.code(500).send({ error: GENERIC_AUTH_ERROR, code: "internal" });
        return sendResponse(reply, response);
      },
    });
  });
}

async function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  reply.header("cache-control", "no-store");

  const text = await response.text();
  if (response.status < 400) return reply.send(text);

  let body: { code?: string; message?: string } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const retryAfter = Number(response.headers.get("x-retry-after")) || null;
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  // better-auth's per-IP limiter answers 429 without a code; our account lockout brings its own.
  const perIpLimit = response.status === 429 && !body?.code;
  const error = perIpLimit ? rateLimitMessage(retryAfter) : germanAuthMessage(response.status, body);
  const code = perIpLimit ? "RATE_LIMITED" : (body?.code ?? "AUTH_ERROR");
  return reply.type("application/json; charset=utf-8").send({ error, code, message: error });
}
