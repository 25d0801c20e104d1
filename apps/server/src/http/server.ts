import fs from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { type Config, publicConfig } from "../config.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { statedTimes } from "../presentations/durations.ts";
import { registerAccount } from "./account.ts";
import { registerAuthRoutes } from "./account-auth.ts";
import { isApiPath } from "./api-paths.ts";
import { registerCore } from "./core.ts";
import { registerDevMail } from "./dev-mail.ts";
import { registerFiles } from "./files.ts";
import { registerHealth } from "./health.ts";
import { refuseNulBytes } from "./nul-bytes.ts";
import { registerPayments } from "./payments.ts";
import { registerPresentations } from "./presentations.ts";
import { registerTranscribe } from "./transcribe.ts";
import { webDir as webDirOf } from "./web-dist.ts";

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes "trust the n nearest addresses" (Fastify itself
 * trusts nothing for a bare number): with 1, the right-most X-Forwarded-For entry is the client.
 */
function trustProxyOption(
  trust: Config["trustProxy"],
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_addr, hop) => hop < trust;
}

export async function buildHttp(ctx: AppContext, opts: { role: string }): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "img-src": ["'self'", "data:", "blob:", ...(ctx.blobs.kind === "s3" ? ["https:", "http:"] : [])],
        // The API test page (/api-test) may call a local backend on :8000, in development only.
        "connect-src": [
          "'self'",
          ...(ctx.config.NODE_ENV === "development"
            ? ["http://localhost:8000", "http://127.0.0.1:8000"]
            : []),
        ],
        "media-src": ["'self'", "blob:"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(error.status).send({ error: error.userMessage, code: error.code });
    }
    if (error instanceof ZodError) {
      // zod's own issue texts are English: the user gets the German summary, the log keeps the issues.
      req.log.info({ issues: error.issues }, "invalid input");
      return reply.code(400).send({ error: "Die Eingaben sind ungültig.", code: "invalid_input" });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({
        error: status === 413 ? "Die Anfrage ist zu groß." : "Die Anfrage ist ungültig.",
        code: "bad_request",
      });
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: "Ein unerwarteter Fehler ist aufgetreten.", code: "internal" });
  });

  refuseNulBytes(app);
  registerHealth(app, ctx, opts.role);
  registerFiles(app, ctx);
  await registerAuthRoutes(app, ctx);
  registerAccount(app, ctx);
  registerDevMail(app, ctx);
  await registerPresentations(app, ctx);
  registerCore(app, ctx);
  await registerTranscribe(app, ctx);
  await registerPayments(app, ctx);
  // The stated times are measured medians, cached for a minute (presentations/durations.ts).
  app.get("/api/config", async () => publicConfig(ctx.config, await statedTimes(ctx)));

  // wildcard: false lists the files once at startup: the folder must not be rebuilt under a running server.
  const webDir = webDirOf(ctx.config);
  const hasWeb = fs.existsSync(path.join(webDir, "index.html"));
  // The landing page comes prerendered (apps/web/scripts/build.ts); every other route gets the shell.
  const hasLanding = fs.existsSync(path.join(webDir, "landing.html"));
  if (hasWeb) {
    // preCompressed: the web build writes .br/.gz beside each text asset (apps/web/vite.config.ts).
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = isApiPath(req.url);
    if ((req.method === "GET" || req.method === "HEAD") && !isApi && hasWeb) {
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .sendFile(hasLanding && req.url.split(/[?#]/)[0] === "/" ? "landing.html" : "index.html");
    }
    return reply.code(404).send({ error: "Nicht gefunden.", code: "not_found" });
  });

  return app;
}
