import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NUL_REFUSED } from "../src/http/nul-bytes.ts";
import { startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { signedInUser } from "./support/sessions.ts";

/** Every line the app logs, as written. */
const sink = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("../src/logger.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/logger.ts")>();
  return {
    ...real,
    createLogger: (_level: string, role: string) =>
      real.createLogger("info", role, { write: (line: string) => void sink.lines.push(line) }),
  };
});

/** Issue 32, L2: a NUL byte in a path, a query or a body is a 400, and none of the input reaches the log. */
describe.each(DB_KINDS)("requests with a NUL byte on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("are refused with a German message before any handler, and nothing of them is logged", async () => {
    const { headers } = await signedInUser(app.ctx.database.db);
    const id = randomUUID();
    const from = sink.lines.length;
    const json = { ...headers, "content-type": "application/json" };
    const answers = [
      await app.http.inject({
        method: "GET",
        url: `/api/presentations/${id}/files/praesentation.pptx%00`,
        headers,
      }),
      await app.http.inject({ method: "GET", url: "/api/presentations?order=neu%00geheim", headers }),
      await app.http.inject({ method: "GET", url: `/files/uploads/${id}/arbeit.pdf%00.png` }),
      await app.http.inject({
        method: "PATCH",
        url: `/api/presentations/${id}`,
        headers: json,
        payload: JSON.stringify({ methodology: "geheim\u0000text" }),
      }),
      await app.http.inject({
        method: "POST",
        url: "/api/auth/change-email",
        headers: json,
        payload: JSON.stringify({ newEmail: "neu@example.test", password: "geheim\u0000text" }),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(NUL_REFUSED);
    }
    const logged = sink.lines.slice(from).join("\n");
    expect(logged).not.toMatch(/"level":(50|60)/);
    expect(logged).not.toContain("geheim");
    expect(logged).not.toContain("%00");
    expect(logged).toContain("request with a NUL byte refused");
    // The same requests without the NUL byte are not refused by this rule.
    const plain = await app.http.inject({
      method: "PATCH",
      url: `/api/presentations/${id}`,
      headers: json,
      payload: JSON.stringify({ methodology: "geheim text" }),
    });
    expect(plain.json().code).not.toBe(NUL_REFUSED.code);
  });
});
