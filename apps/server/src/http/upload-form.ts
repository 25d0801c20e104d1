import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../errors.ts";

export interface UploadForm {
  file: { filename: string; data: Buffer } | undefined;
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload (the `file` part and the text fields). The multipart plugin's own limits and
 * a body that ends too early become German answers instead of a 500 or a misleading "zu groß".
 */
export async function readUploadForm(req: FastifyRequest, maxUploadMb: number): Promise<UploadForm> {
  if (!req.isMultipart()) throw badRequest("Bitte lade eine Datei hoch.");
  let file: UploadForm["file"];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          part.file.resume();
          continue;
        }
        file = { filename: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxUploadMb);
  }
  return { file, fields };
}

/** The multipart plugin's codes (and busboy's message for a cut-off body) as the user's reason. */
function uploadError(error: unknown, maxUploadMb: number): unknown {
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError(
        "upload_too_large",
        `Die Datei ist zu groß. Erlaubt sind höchstens ${maxUploadMb} MB.`,
        413,
      );
    case "FST_FILES_LIMIT":
      return new AppError("upload_too_many_files", "Bitte lade genau eine Datei hoch.", 400);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("upload_too_many_fields", "Das Formular enthält zu viele Felder.", 400);
    case "FST_MP_PREMATURE_CLOSE":
      return truncated();
  }
  // busboy: "Unexpected end of multipart data", "Part terminated early due to unexpected end of …".
  if (/unexpected end of (multipart data|form)/i.test(message ?? "")) return truncated();
  return error;
}

const truncated = () =>
  new AppError(
    "upload_incomplete",
    "Die Datei ist nicht vollständig angekommen. Bitte lade sie noch einmal hoch.",
    400,
  );
