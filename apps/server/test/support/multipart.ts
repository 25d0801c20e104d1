import type { TestApp } from "./auth-app.ts";

/** A multipart/form-data body with text fields and at most one `file` part, as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const boundary = `----fw${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/presentations with one thesis file, as the upload form sends it (optionally from `remoteAddress`). */
export function postThesis(
  app: TestApp,
  headers: Record<string, string>,
  file: { name: string; data: Buffer },
  remoteAddress?: string,
) {
  const form = multipart({ work_type: "Bachelorarbeit" }, file);
  return app.http.inject({
    method: "POST",
    url: "/api/presentations",
    headers: { ...headers, ...form.headers },
    payload: form.payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
