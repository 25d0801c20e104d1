import { type JobStart, PresentationIdBodySchema } from "@folienwerk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { presentPresentation } from "../presentations/present.ts";
import { findOwnedLive } from "../presentations/repository.ts";
import { runSingleStage, SINGLE_STAGE_PATHS } from "../presentations/single-stage.ts";
import { startFreeAnalysis, startFullPipeline } from "../presentations/start.ts";
import { idParams, parseGerman } from "./parse.ts";

/** SPEC §7 application API: start the pipelines and run single engine stages for the caller's presentation. */
export function registerCore(app: FastifyInstance, ctx: AppContext): void {
  /** Every route here works on the thesis: past retention there is none left (410), nothing is served. */
  const live = (userId: string, id: string) =>
    findOwnedLive(ctx.database.db, userId, id, ctx.config.RETENTION_DAYS);

  app.post("/core/process-full-pipeline", async (req): Promise<JobStart> => {
    const user = await requireUser(ctx, req);
    const { presentationId } = parseGerman(PresentationIdBodySchema, req.body);
    await live(user.id, presentationId);
    return startFullPipeline(ctx, user.id, presentationId);
  });

  app.post("/presentations/:id/start-full-pipeline", async (req): Promise<JobStart> => {
    const user = await requireUser(ctx, req);
    const { id } = idParams.parse(req.params);
    await live(user.id, id);
    return startFullPipeline(ctx, user.id, id);
  });

  for (const path of ["/core/process-free-pipeline", "/free/analysis"]) {
    app.post(path, async (req): Promise<JobStart> => {
      const user = await requireUser(ctx, req);
      const { presentationId } = parseGerman(PresentationIdBodySchema, req.body);
      await live(user.id, presentationId);
      return startFreeAnalysis(ctx, user.id, presentationId);
    });
  }

  /** The image templates ("placeholders") of a finished presentation, in the SPEC §3 generated_images shape. */
  app.get("/presentations/:id/placeholder", async (req) => {
    const user = await requireUser(ctx, req);
    const { id } = idParams.parse(req.params);
    const dto = await presentPresentation(ctx.database.db, await live(user.id, id));
    return { presentationId: id, generated_images: dto.generated_images ?? {} };
  });

  for (const [path, stage] of Object.entries(SINGLE_STAGE_PATHS)) {
    app.post(path, async (req) => {
      const user = await requireUser(ctx, req);
      const { presentationId } = parseGerman(PresentationIdBodySchema, req.body);
      await live(user.id, presentationId);
      return runSingleStage(ctx, user.id, presentationId, stage);
    });
  }
}
