import multipart from "@fastify/multipart";
import {
  type AnalysisResult,
  type JobStart,
  ListQuerySchema,
  type Presentation,
  type PresentationDetail,
  QuestionnaireAnswersSchema,
  type TitlePageAnswer,
  TitlePageFieldsSchema,
} from "@folienwerk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { deletePresentation } from "../presentations/delete.ts";
import { incomingDir, sweepIncoming } from "../presentations/incoming.ts";
import { presentDetail, presentPresentation, presentPresentations } from "../presentations/present.ts";
import { saveQuestionnaire } from "../presentations/questionnaire.ts";
import { findOwned, findOwnedLive, listOwned } from "../presentations/repository.ts";
import { startFullPipeline } from "../presentations/start.ts";
import { saveTitlePage, titlePageOf } from "../presentations/title-page.ts";
import { registerEventStream } from "./event-stream.ts";
import { idParams, parseGerman } from "./parse.ts";
import { registerPresentationFiles } from "./presentation-files.ts";
import { registerUploads } from "./uploads.ts";

/**
 * The presentations resource (SPEC §7 "data backend"): every row and file checked against the owner. One
 * scope with the multipart parser holds the uploads, the resource itself, its files and its event stream.
 */
export async function registerPresentations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxBytes = ctx.config.MAX_UPLOAD_MB * 1024 * 1024;
  await sweepIncoming(incomingDir(ctx.config));
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 10_000 },
    });
    registerResource(scope, ctx);
    registerUploads(scope, ctx);
    registerPresentationFiles(scope, ctx);
    registerEventStream(scope, ctx);
  });
}

/**
 * The caller's presentations (newest or oldest first) and each one: read, answer the questionnaire, delete,
 * its analysis, its title page, a retry.
 */
function registerResource(scope: FastifyInstance, ctx: AppContext): void {
  scope.get("/api/presentations", async (req): Promise<Presentation[]> => {
    const user = await requireUser(ctx, req);
    const { order } = parseGerman(ListQuerySchema, req.query);
    const rows = await listOwned(ctx.database.db, user.id, order);
    return presentPresentations(ctx.database.db, rows);
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
}
