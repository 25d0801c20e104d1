import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { urlHasNul } from "../logger.ts";

/**
 * A NUL byte belongs in no URL and no text field: PostgreSQL refuses it in text, and a file name with one
 * means an attack, not a typo. Such a request is refused before any handler sees it, as a 400 with a German
 * message, and nothing of the input is logged (the request log keeps method and route only).
 */
export const NUL_REFUSED = {
  error: "Die Anfrage enthält ein ungültiges Zeichen.",
  code: "invalid_character",
} as const;

/** A NUL anywhere in a parsed JSON value, or in a raw text body passed through unparsed (auth routes). */
export function bodyHasNul(body: unknown): boolean {
  if (Buffer.isBuffer(body)) return body.includes(0) || /\\u0000/i.test(body.toString("latin1"));
  const pending: unknown[] = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function refuse(req: FastifyRequest, reply: FastifyReply) {
  req.log.info(
    { method: req.method, route: req.routeOptions.url ?? null },
    "request with a NUL byte refused",
  );
  return reply.code(400).send(NUL_REFUSED);
}

/** Installs the refusal on every route of `app` (call before the routes are registered). */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    if (urlHasNul(req.url)) return refuse(req, reply);
  });
  app.addHook("preValidation", async (req, reply) => {
    const type = String(req.headers["content-type"] ?? "");
    // Uploads are binary: a NUL byte in a PDF is normal.
    if (type.startsWith("multipart/")) return;
    if (bodyHasNul(req.body)) return refuse(req, reply);
  });
}
