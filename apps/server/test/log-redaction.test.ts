import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { corpusPath } from "../../../scripts/corpus.ts";
import { redactSecrets } from "../src/logger.ts";
import type { OutboxEntry } from "../src/mail/mailer.ts";
import { Browser, startTestApp, type TestApp } from "./support/auth-app.ts";
import { multipart } from "./support/multipart.ts";
import { until } from "./support/until.ts";

/** Every line the app logs, as written (after the logger's own redaction). */
const sink = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("../src/logger.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/logger.ts")>();
  return {
    ...real,
    createLogger: (level: string, role: string) =>
      real.createLogger(level, role, { write: (line: string) => void sink.lines.push(line) }),
  };
});

const PAPER = "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf";

/**
 * The newest outbox mail to `to` whose links include `part`, and that link. The mail is written after the
 * answer (in the background), so it is waited for.
 */
function outboxLink(app: TestApp, to: string, part: string): Promise<string> {
  const dir = path.join(app.dataDir, "mail");
  const find = async () => {
    if (!fs.existsSync(dir)) return undefined;
    const entries = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .reverse()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as OutboxEntry);
    return entries
      .filter((e) => e.to === to)
      .flatMap((e) => e.links)
      .find((l) => l.includes(part));
  };
  return until(find, `the ${part} link for ${to}`, 30_000, 50);
}

describe.each(["info", "debug"])("the log at level %s", (level) => {
  let app: TestApp;
  /** Every secret value the journey saw: tokens, signatures, cookies and the links that carry them. */
  const secrets = new Set<string>();
  const keep = (...values: Array<string | null | undefined>) => {
    for (const v of values) if (v && v.length >= 8) secrets.add(v);
  };
  const keepCookies = (browser: Browser) => {
    for (const value of browser.cookies.values()) keep(value, decodeURIComponent(value));
  };

  beforeAll(async () => {
    sink.lines.length = 0;
    // No SMTP_URL: the outbox mailer, whose log line used to list every link.
    app = await startTestApp("pglite", { LOG_LEVEL: level, SOURCE_CHECK: "false" });
  });
  afterAll(async () => app?.close());

  it("audit: a whole journey's log holds no token, signature or secret link (finding 8)", async () => {
    const email = `journey-${level}@example.test`;
    const browser = new Browser(app);

    // Sign-up and verification link.
    expect((await browser.signUp(email, "erstes-passwort")).statusCode).toBe(200);
    const verify = await outboxLink(app, email, "/api/auth/verify-email");
    keep(verify, new URL(verify).searchParams.get("token"));
    expect((await browser.get(verify)).statusCode).toBe(302);
    keepCookies(browser);

    // Sign-in, a session token for the API and a JWT.
    const signIn = await browser.signIn(email, "erstes-passwort");
    expect(signIn.statusCode).toBe(200);
    keep(signIn.headers["set-auth-token"] as string);
    keepCookies(browser);
    const jwt = await browser.get("/api/auth/token");
    expect(jwt.statusCode).toBe(200);
    keep(jwt.json().token);

    // Password reset: the token travels as a path segment, then as a query parameter.
    const stranger = new Browser(app);
    const requested = await stranger.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/auth?reset=1",
    });
    expect(requested.statusCode).toBe(200);
    const resetLink = await outboxLink(app, email, "/api/auth/reset-password/");
    keep(resetLink, new URL(resetLink).pathname.split("/").pop());
    const landing = await stranger.get(resetLink);
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location as string, "http://x").searchParams.get("token");
    keep(token, landing.headers.location as string);
    expect((await stranger.get(`/auth?reset=1&token=${token}`)).statusCode).toBeLessThan(500);
    const reset = await stranger.post("/api/auth/reset-password", { newPassword: "zweites-pw", token });
    expect(reset.statusCode).toBe(200);
    expect((await browser.signIn(email, "zweites-pw")).statusCode).toBe(200);
    keepCookies(browser);

    // A Google callback's code and state.
    const code = "4/0AQlEd8x-oauth-code-secret";
    const state = "state-value-secret-123";
    keep(code, state);
    await browser.get(`/api/auth/callback/google?code=${encodeURIComponent(code)}&state=${state}`);

    // Upload, then download through the signed URL.
    const form = multipart(
      { work_type: "Hausarbeit" },
      { name: PAPER, data: fs.readFileSync(corpusPath(PAPER)), type: "application/pdf" },
    );
    const upload = await app.http.inject({
      method: "POST",
      url: "/api/presentations",
      headers: {
        ...form.headers,
        origin: browser.origin,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      payload: form.payload,
      remoteAddress: browser.remoteAddress,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json();
    await until(async () => {
      const res = await browser.get(`/api/presentations/${id}/analysis`);
      return res.json().status === "done" ? true : null;
    }, "free analysis");
    const redirect = await browser.get(`/api/presentations/${id}/files/source`);
    expect(redirect.statusCode).toBe(302);
    const signed = redirect.headers.location as string;
    const signedUrl = new URL(signed, "http://x");
    keep(signed, signedUrl.searchParams.get("sig"), `${signedUrl.pathname}${signedUrl.search}`);
    expect((await browser.get(signedUrl.pathname + signedUrl.search)).statusCode).toBe(200);

    expect((await browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);

    const log = sink.lines.join("");
    // The log saw the journey: requests with their (masked) secrets and the outbox lines.
    expect(log).toContain('"url":"/api/auth/verify-email?token=[Redacted]');
    expect(log).toContain('"url":"/api/auth/reset-password/[Redacted]?callbackURL=');
    expect(log).toMatch(/"url":"\/files\/pdfs\/[^"]+\?exp=\d+&sig=\[Redacted\]/);
    expect(log).toContain("/api/auth/callback/google?code=[Redacted]&state=[Redacted]");
    expect(log).toContain('"msg":"mail written to outbox"');
    expect(secrets.size).toBeGreaterThanOrEqual(10);
    for (const secret of secrets) {
      expect(log, `the log contains ${secret}`).not.toContain(secret);
      expect(log, `the log contains ${secret}`).not.toContain(encodeURIComponent(secret));
    }
  });
});

describe("redactSecrets", () => {
  it("audit: masks tokens inside encoded callback URLs, S3 signatures and secret-named fields (finding 8)", () => {
    const cases: Array<[string, string]> = [
      [
        "/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Freset%3Ftoken%3Dsecret1%26x%3D1",
        "/api/auth/verify-email?token=[Redacted]&callbackURL=%2Freset%3Ftoken%3D[Redacted]%26x%3D1",
      ],
      [
        "https://s3.example/b/k.pdf?X-Amz-Credential=AKIA%2Fx&X-Amz-Signature=deadbeef&X-Amz-Expires=300",
        "https://s3.example/b/k.pdf?X-Amz-Credential=[Redacted]&X-Amz-Signature=[Redacted]&X-Amz-Expires=300",
      ],
      [
        "/api/auth/reset-password/Zx81kq?callbackURL=%2Fauth",
        "/api/auth/reset-password/[Redacted]?callbackURL=%2Fauth",
      ],
      ['{"accessToken":"a\\"b","n":1}', '{"accessToken":"[Redacted]","n":1}'],
      ["/files/pdfs/x.pdf?exp=1&sig=00ff&name=a.pdf", "/files/pdfs/x.pdf?exp=1&sig=[Redacted]&name=a.pdf"],
      ["/api/presentations?order=desc", "/api/presentations?order=desc"],
    ];
    for (const [input, expected] of cases) expect(redactSecrets(input)).toBe(expected);
  });
});
