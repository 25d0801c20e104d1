import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { ownedInvoicePdf } from "../payments/invoice.ts";
import { readFigure } from "../presentations/artifacts.ts";
import { INVOICE_FILENAME, signedFileUrl, TEMPLATES_ZIP } from "../presentations/files.ts";
import { ensureTemplatesZip } from "../presentations/templates-zip.ts";
import { idParams } from "./parse.ts";

const figureParams = z.object({ id: z.string(), file: z.string() });

/** A presentation's files: the deliverables by signed URL, the invoice and the thesis's figures directly. */
export function registerPresentationFiles(scope: FastifyInstance, ctx: AppContext): void {
  scope.get("/api/presentations/:id/files/*", async (req, reply: FastifyReply) => {
    const user = await requireUser(ctx, req);
    const { id } = idParams.parse(req.params);
    const name = decodeURIComponent((req.params as { "*": string })["*"]);
    if (name === TEMPLATES_ZIP) await ensureTemplatesZip(ctx, user.id, id);
    const url = await signedFileUrl(ctx, user.id, id, name);
    reply.header("cache-control", "private, no-store");
    return reply.redirect(url, 302);
  });

  // The invoice of the paid order: drawn on request from the payment, served directly to its owner.
  scope.get(`/api/presentations/:id/${INVOICE_FILENAME}`, async (req, reply: FastifyReply) => {
    const user = await requireUser(ctx, req);
    const { id } = idParams.parse(req.params);
    const pdf = await ownedInvoicePdf(ctx, user.id, id);
    return reply
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", `attachment; filename="${INVOICE_FILENAME}"`)
      .type("application/pdf")
      .send(Buffer.from(pdf));
  });

  // A picture of a figure or table of the owner's thesis (the free analysis shows them as previews).
  // Served directly, not via a signed URL, so the browser can keep it in its private cache.
  scope.get("/api/presentations/:id/figures/:file", async (req, reply: FastifyReply) => {
    const user = await requireUser(ctx, req);
    const { id, file } = figureParams.parse(req.params);
    const picture = await readFigure(ctx, user.id, id, file);
    return reply
      .header("cache-control", "private, max-age=3600")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", "inline")
      .type(picture.contentType)
      .send(picture.stream);
  });
}
