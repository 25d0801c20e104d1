import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the local stand-in for an OpenAI-compatible /audio/transcriptions endpoint received. */
interface Received {
  path: string;
  authorization: string | undefined;
  model: string | null;
  language: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: Buffer | null;
}

/** A local HTTP server speaking the OpenAI transcription protocol (multipart in, `{ text }` out). */
export function startTranscriptionServer() {
  const received: Received[] = [];
  let next: { status: number; body: unknown } = { status: 200, body: { text: "" } };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      // Parse the multipart body with the platform's own parser, as a real endpoint would.
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      }).formData();
      const file = form.get("file");
      received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        model: form.get("model") as string | null,
        language: form.get("language") as string | null,
        fileName: file instanceof File ? file.name : null,
        fileType: file instanceof File ? file.type : null,
        fileBytes: file instanceof File ? Buffer.from(await file.arrayBuffer()) : null,
      });
      res.writeHead(next.status, { "content-type": "application/json" });
      res.end(JSON.stringify(next.body));
    });
  });
  return {
    received,
    answer(status: number, body: unknown) {
      next = { status, body };
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
