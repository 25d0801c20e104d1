import { type Presentation, type UploadCheck, WorkTypeSchema } from "@folienwerk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { uploadEmpty, uploadMissing } from "../errors.ts";
import { discard } from "../presentations/incoming.ts";
import { presentPresentation } from "../presentations/present.ts";
import { uploadPresentation } from "../presentations/start.ts";
import { checkThesisFile } from "../presentations/upload-check.ts";
import { enforceCheckLimit, enforceUploadLimits } from "../presentations/upload-limits.ts";
import { takeUploadSlot } from "../presentations/upload-slots.ts";
import { parseGerman } from "./parse.ts";
import { readUploadForm, type UploadedFile } from "./upload-form.ts";

/** The thesis upload and the anonymous pre-check; both read the file from disk and remove it afterwards. */
export function registerUploads(scope: FastifyInstance, ctx: AppContext): void {
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
        return reply.code(201).send((await presentPresentation(ctx.database.db, row)) satisfies Presentation);
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
}

/** An upload form's file, or the German answer when it has none or an empty one. */
function requireFile(file: UploadedFile | undefined): asserts file is UploadedFile {
  if (!file || file.size === 0) {
    throw file ? uploadEmpty() : uploadMissing();
  }
}
