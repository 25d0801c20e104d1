import multipart from "@fastify/multipart";
import {
  type AnalysisResult,
  type JobStart,
  ListQuerySchema,
  type Presentation,
  type PresentationDetail,
  type PresentationEvents,
  QuestionnaireAnswersSchema,
  type TitlePageAnswer,
  TitlePageFieldsSchema,
  type UploadCheck,
  WorkTypeSchema,
} from "@folienwerk/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { AppError, badRequest, uploadEmpty, uploadMissing } from "../errors.ts";
import { isResync } from "../events/presentation-events.ts";
import { ownedInvoicePdf } from "../payments/invoice.ts";
import { readFigure } from "../presentations/artifacts.ts";
import { deletePresentation } from "../presentations/delete.ts";
import { INVOICE_FILENAME, signedFileUrl, TEMPLATES_ZIP } from "../presentations/files.ts";
import { discard, incomingDir, sweepIncoming } from "../presentations/incoming.ts";
import { presentDetail, presentPresentation, presentPresentations } from "../presentations/present.ts";
import { saveQuestionnaire } from "../presentations/questionnaire.ts";
import { findOwned, findOwnedLive, listOwned } from "../presentations/repository.ts";
import { startFullPipeline, uploadPresentation } from "../presentations/start.ts";
import { ensureTemplatesZip } from "../presentations/templates-zip.ts";
import { saveTitlePage, titlePageOf } from "../presentations/title-page.ts";
import { checkThesisFile } from "../presentations/upload-check.ts";
import { enforceCheckLimit, enforceUploadLimits } from "../presentations/upload-limits.ts";
import { takeUploadSlot } from "../presentations/upload-slots.ts";
import { readUploadForm, type UploadedFile } from "./upload-form.ts";

const idParams = z.object({ id: z.string() });
const figureParams = z.object({ id: z.string(), file: z.string() });
/** The presentations resource (SPEC §7 "data backend"): every row and file checked against the owner. */
export async function registerPresentations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxBytes = ctx.config.MAX_UPLOAD_MB * 1024 * 1024;
  await sweepIncoming(incomingDir(ctx.config));
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 10_000 },
    });

    scope.get("/api/presentations", async (req): Promise<Presentation[]> => {
      const user = await requireUser(ctx, req);
      const { order } = parseGerman(ListQuerySchema, req.query);
      const rows = await listOwned(ctx.database.db, user.id, order);
      return presentPresentations(ctx.database.db, rows);
    });

    scope.post("/api/presentations", async (req, reply) => {
      const user = await requireUser(ctx, req);
      // Before the hourly count: an upload refused for being one too many at once may come back.
      const release = takeUploadSlot(ctx, user.id, req.ip);
      try {
        await enforceUploadLimits(ctx, user.id, req.ip);
        const { file, fields } = await readUploadForm(req, ctx.config);
        try {
          requireFile(file);
          const workType = parseGerman(WorkTypeSchema, fields.work_type ?? fields.workType);
          const row = await uploadPresentation(ctx, user.id, { ...file, workType });
          return reply
            .code(201)
            .send((await presentPresentation(ctx.database.db, row)) satisfies Presentation);
        } finally {
          if (file) await discard(file.path);
        }
      } finally {
        release();
      }
    });

    // Issue 31 point 3: the wizard's file check before sign-in. Anonymous; read like the upload, then removed.
    scope.post("/api/uploads/check", async (req): Promise<UploadCheck> => {
      const release = takeUploadSlot(ctx, `anonymous:${req.ip}`, req.ip);
      try {
        await enforceCheckLimit(ctx, req.ip);
        const { file } = await readUploadForm(req, ctx.config);
        try {
          requireFile(file);
          return await checkThesisFile(ctx, file, `anonymous:${req.ip}`);
        } finally {
          if (file) await discard(file.path);
        }
      } finally {
        release();
      }
    });

    scope.get("/api/presentations/:id", async (req): Promise<PresentationDetail> => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      return presentDetail(ctx.database.db, await findOwned(ctx.database.db, user.id, id));
    });

    scope.patch("/api/presentations/:id", async (req): Promise<Presentation> => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      const answers = parseGerman(QuestionnaireAnswersSchema, req.body);
      const row = await saveQuestionnaire(ctx, user.id, id, answers);
      await ctx.events.publish({ userId: user.id, presentationId: id, kind: "stage" });
      return presentPresentation(ctx.database.db, row);
    });

    scope.delete("/api/presentations/:id", async (req, reply) => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      await deletePresentation(ctx, user.id, id);
      await ctx.events.publish({ userId: user.id, presentationId: id, kind: "deleted" });
      return reply.code(204).send();
    });

    scope.get("/api/presentations/:id/analysis", async (req): Promise<AnalysisResult> => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      // The analysis is thesis content: past retention there is none (410), as on every content route.
      const row = await findOwnedLive(ctx.database.db, user.id, id, ctx.config.RETENTION_DAYS);
      return { status: row.freeAnalysisStatus, html: row.analysisHtmlContent ?? null };
    });

    scope.get("/api/presentations/:id/title-page", async (req): Promise<TitlePageAnswer> => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      return titlePageOf(ctx, user.id, id);
    });

    scope.put("/api/presentations/:id/title-page", async (req): Promise<TitlePageAnswer> => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      const fields = parseGerman(TitlePageFieldsSchema, req.body);
      return saveTitlePage(ctx, user.id, id, fields);
    });

    scope.post("/api/presentations/:id/retry", async (req): Promise<JobStart> => {
      const user = await requireUser(ctx, req);
      const { id } = idParams.parse(req.params);
      return startFullPipeline(ctx, user.id, id);
    });

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

    scope.get("/api/presentations/events", async (req, reply) => {
      const user = await requireUser(ctx, req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 3000\n\n");
      const send = <E extends keyof PresentationEvents>(event: E, data: PresentationEvents[E]) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // One change after the other: a slow read of an older change must not arrive after a newer one.
      let sending = Promise.resolve();
      const unsubscribe = await ctx.events.subscribe(
        user.id,
        (event) => {
          sending = sending.then(async () => {
            // The server's LISTEN connection was lost and is back: changes in between were not announced.
            if (isResync(event)) {
              send("resync", {});
              return;
            }
            try {
              const row = await findOwned(ctx.database.db, user.id, event.presentationId);
              send("presentation", await presentPresentation(ctx.database.db, row));
            } catch (error) {
              if (error instanceof AppError && error.status === 404)
                send("deleted", { id: event.presentationId });
              // The database is away: its return brings a resync, so nothing is sent now.
              else req.log.warn({ err: error }, "could not read a changed presentation for its event");
            }
          });
        },
        () => res.end(),
      );
      const heartbeat = setInterval(() => res.write(": ping\n\n"), 20_000);
      heartbeat.unref();
      req.raw.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    });
  });
}

/** An upload form's file, or the German answer when it has none or an empty one. */
function requireFile(file: UploadedFile | undefined): asserts file is UploadedFile {
  if (!file || file.size === 0) {
    throw file ? uploadEmpty() : uploadMissing();
  }
}

/** Parses a body with a schema whose messages are German; the first message becomes the user message. */
export function parseGerman<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Die Eingaben sind ungültig.");
  return parsed.data;
}
