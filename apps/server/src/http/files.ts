import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { BlobNotFoundError } from "../storage/blob-store.ts";
import { LocalBlobStore } from "../storage/local-store.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".doc": "application/msword",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".zip": "application/zip",
  ".html": "text/html; charset=utf-8",
};

/** GET /files/<key>?exp&sig[&name]: serves local blobs behind an expiring HMAC signature. */
export function registerFiles(app: FastifyInstance, ctx: AppContext): void {
  const store = ctx.blobs;
  if (!(store instanceof LocalBlobStore)) return;
  app.get<{ Params: { "*": string }; Querystring: Record<string, string | undefined> }>(
    "/files/*",
    async (req, reply) => {
      const key = req.params["*"];
      const { exp, sig, name } = req.query;
      if (!store.verify(key, exp, sig, name ?? "")) {
        return reply
          .code(404)
          .send({ error: "Die Datei wurde nicht gefunden oder der Link ist abgelaufen." });
      }
      try {
        const stream = await store.get(key);
        const ext = path.extname(key).toLowerCase();
        reply.header("content-type", CONTENT_TYPES[ext] ?? "application/octet-stream");
        reply.header("cache-control", "private, no-store");
        reply.header("x-content-type-options", "nosniff");
        // SVG and HTML are always downloaded, never rendered in our origin.
        const inline = ext !== ".svg" && ext !== ".html";
        const disposition = inline && !name ? "inline" : "attachment";
        const fileName = name || path.basename(key);
        reply.header(
          "content-disposition",
          `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        );
        return reply.send(stream);
      } catch (error) {
        if (error instanceof BlobNotFoundError) {
          return reply
            .code(404)
            .send({ error: "Die Datei wurde nicht gefunden oder der Link ist abgelaufen." });
        }
        throw error;
      }
    },
  );
}
