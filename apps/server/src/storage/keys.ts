import { randomUUID } from "node:crypto";

/** A lower-case extension of 1–5 letters or digits (with the dot), or "" when the name has none. */
function extensionOf(filename: string): string {
  return filename.match(/\.[A-Za-z0-9]{1,5}$/)?.[0]?.toLowerCase() ?? "";
}

/**
 * The storage key of an uploaded paper: under its presentation, named by a random id. Never built from the
 * time or the file name, so two uploads (even of the same name in the same millisecond) never share an
 * object. The original name is kept as metadata (`files.filename`, the download name); only the extension
 * survives here, because the file route derives the content type from it.
 */
export function uploadKey(presentationId: string, filename: string): string {
  return `pdfs/${presentationId}/${randomUUID()}${extensionOf(filename)}`;
}
