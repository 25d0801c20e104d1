import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { TranscriptionAnswer } from "@folienwerk/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { requireUser } from "../auth/require-user.ts";
import type { AppContext } from "../context.ts";
import { audioMissing, audioTooLarge, audioType, rateLimited } from "../errors.ts";

/** ~3 minutes of webm/opus at the browser's default bitrate fit comfortably; anything bigger is refused. */
export const MAX_AUDIO_BYTES = 8 * 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 60_000;
const AUDIO_TYPES = /^audio\/(webm|ogg|mp4|mpeg|wav|x-wav|aac)\b/;

export const TRANSCRIPTION_FAILED = "Transkription fehlgeschlagen";
export const TRANSCRIPTION_UNAVAILABLE =
  "Die Spracheingabe ist auf diesem Server nicht eingerichtet. Bitte tippe deinen Text ein.";

const answer = (reply: FastifyReply, code: number, body: TranscriptionAnswer & { code?: string }) =>
  reply.code(code).send(code >= 400 ? { ...body, error: body.message } : body);

/**
 * POST /helper/transcribe-upload (SPEC §7 voice input): multipart `audio_file` → forwarded to an
 * OpenAI-compatible `/audio/transcriptions` endpoint (TRANSCRIBE_BASE_URL). Without one the route
 * answers 503 `unavailable`, and the web app shows the microphone disabled (publicConfig.transcriptionEnabled).
 */
export async function registerTranscribe(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { TRANSCRIBE_BASE_URL: baseUrl, TRANSCRIBE_API_KEY: apiKey, TRANSCRIBE_MODEL: model } = ctx.config;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 2, fieldSize: 100 },
    });
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => rateLimited("voice"),
    });

    scope.post(
      "/helper/transcribe-upload",
      { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } } },
      async (req, reply) => {
        await requireUser(ctx, req);
        if (!baseUrl) {
          return answer(reply, 503, {
            status: "unavailable",
            text: "",
            message: TRANSCRIPTION_UNAVAILABLE,
            code: "transcription_unavailable",
          });
        }
        if (!req.isMultipart()) throw audioMissing();

        let audio: { data: Buffer; type: string; filename: string } | undefined;
        try {
          for await (const part of req.parts()) {
            if (part.type !== "file") continue;
            if (part.fieldname !== "audio_file" || audio) {
              part.file.resume();
              continue;
            }
            audio = { data: await part.toBuffer(), type: part.mimetype, filename: part.filename };
          }
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
            throw audioTooLarge();
          }
          throw error;
        }
        if (!audio || audio.data.length === 0) {
          throw audioMissing();
        }
        if (!AUDIO_TYPES.test(audio.type)) {
          throw audioType();
        }

        const form = new FormData();
        const extension = audio.type.match(/^audio\/(?:x-)?(\w+)/)?.[1] ?? "webm";
        form.append(
          "file",
          new Blob([new Uint8Array(audio.data)], { type: audio.type }),
          `aufnahme.${extension}`,
        );
        form.append("model", model);
        form.append("language", "de");
        form.append("response_format", "json");

        let text: string;
        try {
          const res = await fetch(`${baseUrl.replace(/\/$/, "")}/audio/transcriptions`, {
            method: "POST",
            headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
            body: form,
            signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
          });
          if (!res.ok) {
            const detail = (await res.text().catch(() => "")).slice(0, 300);
            throw new Error(`transcription endpoint answered ${res.status}: ${detail}`);
          }
          const body = (await res.json()) as { text?: unknown };
          if (typeof body.text !== "string") throw new Error("transcription answer has no text");
          text = body.text.trim();
        } catch (error) {
          req.log.warn({ err: error, bytes: audio.data.length }, "transcription failed");
          return answer(reply, 502, {
            status: "error",
            text: "",
            message: TRANSCRIPTION_FAILED,
            code: "transcription_failed",
          });
        }
        if (!text) {
          return answer(reply, 200, {
            status: "empty",
            text: "",
            message: "Es wurde keine Sprache erkannt. Bitte versuche es noch einmal.",
          });
        }
        return answer(reply, 200, { status: "success", text, message: "Transkription erfolgreich." });
      },
    );
  });
}
