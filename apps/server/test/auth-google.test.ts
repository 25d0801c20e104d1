import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, startTestApp, type TestApp } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { completeProviderLogin, startOidcProvider } from "./support/oidc.ts";

const PUBLIC_URL = "http://app.folienwerk.test";
const CALLBACK = `${PUBLIC_URL}/api/auth/callback/google`;

describe.each(DB_KINDS)("Google sign-in against a loopback OpenID Connect provider on %s", (kind) => {
  let app: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: "folienwerk-test",
      clientSecret: "folienwerk-test-secret",
      redirectUri: CALLBACK,
      accounts: {
        "google-sub-1001": { email: "lena.google@example.test", name: "Lena Beispiel" },
      },
    });
    app = await startTestApp(kind, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: "folienwerk-test",
      GOOGLE_CLIENT_SECRET: "folienwerk-test-secret",
      GOOGLE_ISSUER: provider.issuer,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  async function signInWithGoogle(browser: Browser) {
    const start = await browser.post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/",
      errorCallbackURL: "/?auth=error",
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = start.json().url as string;
    expect(authorizeUrl.startsWith(`${provider.issuer}/`)).toBe(true);
    expect(new URL(authorizeUrl).searchParams.get("code_challenge_method")).toBe("S256");
    const callback = await completeProviderLogin(authorizeUrl, "google-sub-1001", CALLBACK);
    return browser.get(callback);
  }

  it("tells the browser Google is enabled", async () => {
    expect((await app.http.inject({ url: "/api/config" })).json().googleEnabled).toBe(true);
  });

  it("signs in through the provider, returns to the root, and marks the user as Google", async () => {
    const browser = new Browser(app);
    const back = await signInWithGoogle(browser);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/");
    const me = await browser.me();
    expect(me).toMatchObject({
      email: "lena.google@example.test",
      name: "Lena Beispiel",
      provider: "google",
    });

    // Google users have no password here.
    const change = await browser.post("/api/auth/change-password", {
      currentPassword: "irgendwas",
      newPassword: "neues-passwort",
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toMatch(/Google/);

    // A second sign-in finds the same account.
    const again = new Browser(app);
    await signInWithGoogle(again);
    expect((await again.me())?.id).toBe(me?.id);
  });

  it("refuses a callback whose state was not issued to this browser", async () => {
    const victim = new Browser(app);
    const start = await victim.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
    const callback = await completeProviderLogin(start.json().url, "google-sub-1001", CALLBACK);
    const attacker = new Browser(app);
    const res = await attacker.get(callback);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
    expect(await attacker.me()).toBeNull();
  });
});

describe("Google sign-in without configuration", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(async () => app?.close());

  it("is hidden and refused", async () => {
    expect((await app.http.inject({ url: "/api/config" })).json().googleEnabled).toBe(false);
    const res = await new Browser(app).post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/",
    });
    expect(res.statusCode).toBe(404);
  });
});
