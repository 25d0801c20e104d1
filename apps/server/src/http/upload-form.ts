import { once } from "node:events";
import { finished } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { checkHead, HEAD_BYTES, IngestError } from "@folienwerk/engine";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import {
  AppError,
  badRequest,
  uploadIncomplete,
  uploadRefused,
  uploadTooLarge,
  uploadTooManyFields,
  uploadTooManyFiles,
} from "../errors.ts";
import { discard, incomingFile, writeIncoming } from "../presentations/incoming.ts";

/** An uploaded file as it arrived on disk; the caller removes it (`discard`) when done with it. */
export interface UploadedFile {
  filename: string;
  path: string;
  size: number;
}

export interface UploadForm {
  file: UploadedFile | undefined;
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload: the `file` part goes to a file of its own in the incoming folder as it arrives (the size limit
 * holds while it streams, the type is checked from its first bytes), the text fields are kept. A file whose
 * first bytes are no PDF or Word document is refused then and the rest of it is read past, not stored. The
 * multipart plugin's own limits and a body that ends too early become German answers instead of a 500 or a
 * misleading "zu groß". Nothing is left on disk when it fails.
 */
export async function readUploadForm(
  req: FastifyRequest,
  config: Pick<Config, "MAX_UPLOAD_MB" | "dataDir">,
): Promise<UploadForm> {
  if (!req.isMultipart()) throw badRequest("Bitte lade eine Datei hoch.");
  let file: UploadForm["file"];
  const fields: Record<string, string> = {};
  let target: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || target) {
          part.file.resume();
          continue;
        }
        target = await incomingFile(config);
        const size = await saveFile(part, target);
        if (part.file.truncated)
          throw Object.assign(new Error("file too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
        file = { filename: part.filename, path: target, size };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (target) await discard(target);
    throw uploadError(error, config.MAX_UPLOAD_MB);
  }
  return { file, fields };
}

/**
 * Writes the part to `target` (only this process may read it) and returns its size. Its first HEAD_BYTES
 * are checked before anything is written; a file that is no document throws the engine's reason once the
 * rest has been read past.
 */
async function saveFile(part: MultipartFile, target: string): Promise<number> {
  const out = writeIncoming(target);
  const write = async (data: Buffer) => {
    if (!out.write(data)) await once(out, "drain");
  };
  const head: Buffer[] = [];
  let checked = false;
  let refused: AppError | null = null;
  let size = 0;
  const checkAndWriteHead = async () => {
    checked = true;
    const bytes = Buffer.concat(head);
    refused = headRefusal(bytes, part.filename);
    if (!refused) await write(bytes);
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (refused) continue;
      if (checked) {
        await write(chunk);
        continue;
      }
      head.push(chunk);
      if (size >= HEAD_BYTES) await checkAndWriteHead();
    }
    if (!checked && size > 0) await checkAndWriteHead();
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  await finished(out);
  if (refused) throw refused;
  return size;
}

/** The engine's reason for refusing a file from its first bytes, as the upload's answer; null when it may be a document. */
function headRefusal(head: Buffer, filename: string): AppError | null {
  try {
    checkHead(head, filename);
    return null;
  } catch (error) {
    if (error instanceof IngestError) return uploadRefused(error);
    throw error;
  }
}

/** The multipart plugin's codes (and busboy's message for a cut-off body) as the user's reason. */
function uploadError(error: unknown, maxUploadMb: number): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return uploadTooLarge(maxUploadMb);
    case "FST_FILES_LIMIT":
      return uploadTooManyFiles();
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return uploadTooManyFields();
    case "FST_MP_PREMATURE_CLOSE":
      return uploadIncomplete();
  }
  // busboy: "Unexpected end of multipart data", "Part terminated early due to unexpected end of …".
  if (/unexpected end of (multipart data|form)/i.test(message ?? "")) return uploadIncomplete();
  return error;
}
