import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { buildHttp } from "../src/http/server.ts";
import { MAX_AUDIO_BYTES } from "../src/http/transcribe.ts";
import { signedInUser } from "./support/sessions.ts";
import { startTranscriptionServer } from "./support/transcription-server.ts";

function audioForm(data: Buffer, type = "audio/webm;codecs=opus", field = "audio_file") {
  const boundary = `----fw${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="aufnahme.webm"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

// Not a real recording: the route forwards bytes unchanged, so any bytes prove the pass-through.
const RECORDING = Buffer.from("1a45dfa3 webm/opus test recording bytes", "utf8");

describe("POST /helper/transcribe-upload", () => {
  const upstream = startTranscriptionServer();
  let running: RunningApp;
  let dataDir: string;
  let auth: { authorization: string };

  const web = () => {
    if (!running.http) throw new Error("the app has no HTTP server");
    return running.http;
  };
  const post = (app: FastifyInstance, form: ReturnType<typeof audioForm>, headers: object = auth) =>
    app.inject({
      method: "POST",
      url: "/helper/transcribe-upload",
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });

  beforeAll(async () => {
    const base = await upstream.listen();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fw-transcribe-"));
    running = await startApp(
      loadConfig({
        DATA_DIR: dataDir,
        PORT: "0",
        LOG_LEVEL: "silent",
        TRANSCRIBE_BASE_URL: base,
        TRANSCRIBE_API_KEY: "sk-test-transcribe",
        TRANSCRIBE_MODEL: "whisper-large-v3",
      }),
      "web",
    );
    ({ headers: auth } = await signedInUser(running.ctx.database.db));
  });

  afterAll(async () => {
    await running?.close();
    await upstream.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    upstream.received.length = 0;
  });

  it("forwards the recording to the configured endpoint and returns its text", async () => {
    upstream.answer(200, { text: "  Ich habe 12 Interviews mit Lehrkräften geführt.  " });
    const res = await post(web(), audioForm(RECORDING));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      text: "Ich habe 12 Interviews mit Lehrkräften geführt.",
      message: "Transkription erfolgreich.",
    });
    expect(upstream.received).toHaveLength(1);
    const [got] = upstream.received;
    if (!got) throw new Error("nothing forwarded");
    expect(got.path).toBe("/v1/audio/transcriptions");
    expect(got.authorization).toBe("Bearer sk-test-transcribe");
    expect(got.model).toBe("whisper-large-v3");
    expect(got.language).toBe("de");
    expect(got.fileName).toBe("aufnahme.webm");
    expect(got.fileType).toMatch(/^audio\/webm/);
    expect(got.fileBytes?.equals(RECORDING)).toBe(true);
  });

  it("says so when nothing was recognised", async () => {
    upstream.answer(200, { text: "" });
    const res = await post(web(), audioForm(RECORDING));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "empty", text: "" });
  });

  it("answers 'Transkription fehlgeschlagen' when the endpoint fails", async () => {
    upstream.answer(500, { error: { message: "model overloaded" } });
    const res = await post(web(), audioForm(RECORDING));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: "error", message: "Transkription fehlgeschlagen" });
  });

  it("refuses signed-out callers, non-audio files, missing and oversized recordings before forwarding", async () => {
    const app = web();
    // A browser without a session (same-origin, so the CSRF check passes and the auth check answers).
    const signedOut = await post(app, audioForm(RECORDING), { origin: running.ctx.config.publicUrl });
    expect(signedOut.statusCode).toBe(401);
    const notAudio = await post(app, audioForm(RECORDING, "application/pdf"));
    expect(notAudio.statusCode).toBe(415);
    expect(notAudio.json().error).toBe("Dieses Aufnahmeformat wird nicht unterstützt.");
    const wrongField = await post(app, audioForm(RECORDING, "audio/webm", "file"));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe("Es wurde keine Aufnahme gesendet.");
    const tooBig = await post(app, audioForm(Buffer.alloc(MAX_AUDIO_BYTES + 1024, 1)));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatch(/zu lang/);
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 503 'unavailable' without a configured endpoint, and the public config says so", async () => {
    const ctx = { ...running.ctx, config: { ...running.ctx.config, TRANSCRIBE_BASE_URL: undefined } };
    const app = await buildHttp(ctx, { role: "web" });
    try {
      const res = await post(app, audioForm(RECORDING));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "unavailable", code: "transcription_unavailable" });
      expect(res.json().message).toMatch(/nicht eingerichtet/);
      const config = await app.inject({ method: "GET", url: "/api/config" });
      expect(config.json().transcriptionEnabled).toBe(false);
      expect(upstream.received).toHaveLength(0);
    } finally {
      await app.close();
    }
    const enabled = await web().inject({ method: "GET", url: "/api/config" });
    expect(enabled.json().transcriptionEnabled).toBe(true);
  });
});
