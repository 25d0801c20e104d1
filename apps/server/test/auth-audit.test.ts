import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANSWER_FLOOR_MS } from "../src/auth/equal-time.ts";
import { LOCKOUT_WINDOW_MS, lockoutKey } from "../src/auth/lockout.ts";
import { rateLimit, user } from "../src/db/schema/index.ts";
import { Browser, confirmedBrowser } from "./support/auth-app.ts";
import { DB_KINDS } from "./support/databases.ts";
import { mailingApp } from "./support/mailing-app.ts";
import { signedInUser } from "./support/sessions.ts";
import { linkIn } from "./support/smtp.ts";

/** Regression tests for the account findings of the security audit (issue 15: 6, 7, 11, lockout). */

const LOCKED = /^Zu viele fehlgeschlagene Anmeldeversuche mit dieser E-Mail-Adresse\. Bitte warte 15 Minuten/;

describe.each(DB_KINDS)("account security on %s", (kind) => {
  const env = mailingApp(kind);
  const { address } = env;

  async function apiToken(browser: Browser): Promise<string> {
    const res = await browser.get("/api/auth/token");
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }
  const withToken = (
    jwt: string,
    method: "GET" | "POST" = "GET",
    url = "/api/account/export",
    body?: unknown,
  ) =>
    env.app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${jwt}`, ...(body ? { "content-type": "application/json" } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  async function signedIn(email: string, password: string): Promise<Browser> {
    const browser = new Browser(env.app);
    expect((await browser.signIn(email, password)).statusCode).toBe(200);
    return browser;
  }
  /** Requests a reset for `email` and sets `password` through the mailed link. */
  async function resetPassword(email: string, password: string) {
    const stranger = new Browser(env.app);
    const mark = env.smtp.mails.length;
    await stranger.post("/api/auth/request-password-reset", { email, redirectTo: "/auth?reset=1" });
    await setPasswordThrough(linkIn(await env.smtp.next(email, mark), "/api/auth/reset-password/"), password);
  }
  async function setPasswordThrough(link: string, password: string) {
    const stranger = new Browser(env.app);
    const landing = await stranger.get(link);
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location as string, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    expect(
      (await stranger.post("/api/auth/reset-password", { newPassword: password, token })).statusCode,
    ).toBe(200);
  }

  it("audit: an API token ends with its session (sign-out, password change, password reset, deletion)", async () => {
    const email = address("token");
    const browser = await confirmedBrowser(env.app, env.smtp, email, "token-pw-1");

    // Sign-out.
    const beforeSignOut = await apiToken(browser);
    expect((await withToken(beforeSignOut)).statusCode).toBe(200);
    expect((await browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    const afterSignOut = await withToken(beforeSignOut);
    expect(afterSignOut.statusCode).toBe(401);
    expect(afterSignOut.json().error).toBe("Bitte melde dich an, um fortzufahren.");

    // Password change, even by a client that does not ask to end the other sessions.
    const changer = await signedIn(email, "token-pw-1");
    const other = await signedIn(email, "token-pw-1");
    const changerToken = await apiToken(changer);
    const otherToken = await apiToken(other);
    const changed = await changer.post("/api/auth/change-password", {
      currentPassword: "token-pw-1",
      newPassword: "token-pw-2",
    });
    expect(changed.statusCode).toBe(200);
    expect((await withToken(otherToken)).statusCode).toBe(401);
    expect((await withToken(changerToken)).statusCode).toBe(401);
    expect(await other.me()).toBeNull();
    expect((await changer.me())?.email).toBe(email);
    expect((await withToken(await apiToken(changer))).statusCode).toBe(200);

    // Password reset: a token from before cannot delete the account.
    const beforeReset = await apiToken(await signedIn(email, "token-pw-2"));
    await resetPassword(email, "token-pw-3");
    const deletion = await withToken(beforeReset, "POST", "/api/account/delete", { confirmEmail: email });
    expect(deletion.statusCode).toBe(401);
    expect(await env.app.ctx.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);

    // Account deletion.
    const deleter = await signedIn(email, "token-pw-3");
    const beforeDeletion = await apiToken(deleter);
    expect((await deleter.post("/api/account/delete", { confirmEmail: email })).statusCode).toBe(200);
    expect((await withToken(beforeDeletion)).statusCode).toBe(401);
  });

  it("audit: an e-mail change needs the current password and the old address gets a notice to object", async () => {
    const email = address("alt");
    const newEmail = address("neu");
    const browser = await confirmedBrowser(env.app, env.smtp, email, "wechsel-pw-1");
    const mark = env.smtp.mails.length;
    const change = (body: Record<string, unknown>) =>
      browser.post("/api/auth/change-email", {
        newEmail,
        callbackURL: "/account-settings?auth=email-changed",
        ...body,
      });

    const without = await change({});
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe(
      "Bitte gib dein aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.",
    );
    // A password of another type is no password: refused, and nobody gets a mail. (From a second client:
    // each address may ask five times in ten minutes.)
    const typedClient = await signedIn(email, "wechsel-pw-1");
    for (const password of [null, 123, ["wechsel-pw-1"], { value: "wechsel-pw-1" }]) {
      const typed = await typedClient.post("/api/auth/change-email", { newEmail, password });
      expect(typed.statusCode, JSON.stringify(password)).toBe(400);
      expect(typed.json().error).toBe(
        "Bitte gib dein aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.",
      );
    }
    // An API client with a session token as bearer is held to the same rule.
    const bearer = (await new Browser(env.app).signIn(email, "wechsel-pw-1")).headers["set-auth-token"];
    const viaBearer = await env.app.http.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      payload: JSON.stringify({ newEmail }),
    });
    expect(viaBearer.statusCode).toBe(400);
    const wrong = await change({ password: "falsches-pw" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("Das aktuelle Passwort ist falsch.");

    expect((await change({ password: "wechsel-pw-1" })).statusCode).toBe(200);
    const confirmation = await env.smtp.next(newEmail, mark);
    const notice = await env.smtp.next(email, mark);
    expect(notice.subject).toBe("Die E-Mail-Adresse deines Folienwerk-Kontos soll geändert werden");
    expect(notice.text).toContain(`die E-Mail-Adresse auf ${newEmail} zu ändern`);
    expect(notice.text).toContain("Das war ich nicht – Passwort neu setzen:");
    expect(notice.text).toContain("die beantragte Änderung verfällt");
    expect(notice.html).toContain("Das war ich nicht – Passwort neu setzen");
    // Only the accepted request mailed the new address.
    expect(env.smtp.mails.slice(mark).filter((m) => m.to.includes(newEmail))).toHaveLength(1);
    // …and the refused ones sent no notice to the current address either.
    expect(env.smtp.mails.slice(mark).filter((m) => m.to.includes(email))).toHaveLength(1);

    // The owner objects: a new password through the notice's link signs out everywhere…
    await setPasswordThrough(linkIn(notice, "/api/auth/reset-password/"), "wechsel-pw-2");
    expect(await browser.me()).toBeNull();
    // …and the confirmation link to the new address no longer works.
    const late = await new Browser(env.app).get(linkIn(confirmation, "/api/auth/verify-email"));
    expect(late.statusCode).toBe(302);
    expect(late.headers.location).toBe("/account-settings?auth=email-changed&error=INVALID_TOKEN");
    const [row] = await env.app.ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toBeDefined();
    expect((await new Browser(env.app).signIn(email, "wechsel-pw-2")).statusCode).toBe(200);

    // A confirmation requested after the new password still works.
    const again = await signedIn(email, "wechsel-pw-2");
    const mark2 = env.smtp.mails.length;
    const asked = await again.post("/api/auth/change-email", {
      newEmail,
      password: "wechsel-pw-2",
      callbackURL: "/account-settings?auth=email-changed",
    });
    expect(asked.statusCode).toBe(200);
    const fresh = await env.smtp.next(newEmail, mark2);
    const confirmed = await again.get(linkIn(fresh, "/api/auth/verify-email"));
    expect(confirmed.headers.location).toBe("/account-settings?auth=email-changed");
    expect((await again.me())?.email).toBe(newEmail);
  });

  it("audit: an e-mail change is refused for an account without a password (Google)", async () => {
    const { headers } = await signedInUser(env.app.ctx.database.db);
    const res = await env.app.http.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ newEmail: address("google-neu"), password: "irgendwas-1" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Dein Konto ist mit Google verbunden und hat kein Passwort. Ohne Passwort kannst du die E-Mail-Adresse hier nicht ändern.",
    );
  });

  it("audit: ten failed sign-ins lock an account for a while, from any client, the same for unknown addresses", async () => {
    const known = address("sperre");
    const unknown = address("unbekannt");
    await confirmedBrowser(env.app, env.smtp, known, "richtiges-pw");
    for (let i = 0; i < 10; i++) {
      // A new client each time: the per-IP limit never applies.
      expect((await new Browser(env.app).signIn(known, `falsch-${i}-pw`)).statusCode).toBe(401);
      expect((await new Browser(env.app).signIn(unknown, `falsch-${i}-pw`)).statusCode).toBe(401);
    }
    const locked = await new Browser(env.app).signIn(known, "richtiges-pw");
    const lockedUnknown = await new Browser(env.app).signIn(unknown, "richtiges-pw");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(LOCKED);
    expect(locked.json().code).toBe("ACCOUNT_LOCKED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(lockedUnknown.statusCode).toBe(locked.statusCode);
    expect(lockedUnknown.json()).toEqual(locked.json());

    // Other accounts are not affected.
    const neighbour = address("nachbar");
    await confirmedBrowser(env.app, env.smtp, neighbour, "nachbar-pw");
    expect((await new Browser(env.app).signIn(neighbour, "nachbar-pw")).statusCode).toBe(200);

    // After the window the right password works again, and a success starts the count afresh.
    await env.app.ctx.database.db
      .update(rateLimit)
      .set({ lastRequest: sql`${rateLimit.lastRequest} - ${LOCKOUT_WINDOW_MS + 1000}` })
      .where(eq(rateLimit.key, lockoutKey(known)));
    expect((await new Browser(env.app).signIn(known, "richtiges-pw")).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await new Browser(env.app).signIn(known, `falsch-${i}-pw`);
    expect((await new Browser(env.app).signIn(known, "richtiges-pw")).statusCode).toBe(429);

    // A password reset lifts the lock.
    await resetPassword(known, "neues-richtiges-pw");
    expect((await new Browser(env.app).signIn(known, "neues-richtiges-pw")).statusCode).toBe(200);
  });
});

/** A mail server that takes SLOW_MAIL_MS to accept each message: answers must not wait for it. */
const SLOW_MAIL_MS = 3_000;
const ROUNDS = 7;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; res: T }> {
  const started = performance.now();
  const res = await fn();
  return { ms: performance.now() - started, res };
}

/** What a sign-up answer says, field by field, with unique values (ids, times) reduced to their form. */
function signUpShape(body: { token: unknown; user: Record<string, unknown> }, typedEmail: string) {
  const u = body.user;
  const isDate = (v: unknown) => typeof v === "string" && !Number.isNaN(Date.parse(v));
  return {
    token: body.token,
    keys: Object.keys(u).sort(),
    fields: Object.fromEntries(
      Object.entries(u).map(([key, value]) => {
        if (key === "id") return [key, `id of ${String(value).length} chars`];
        if (key === "email") return [key, value === typedEmail ? "the typed address" : value];
        if (isDate(value)) return [key, "date"];
        return [key, value];
      }),
    ),
    consentWhenCreated: u.termsAcceptedAt === u.createdAt && u.ageConfirmedAt === u.createdAt,
  };
}

function expectSameTime(known: number[], unknown: number[]) {
  // Structural: both kinds wait for the same floor and never for the (slow) mail server.
  for (const ms of [...known, ...unknown]) {
    expect(ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 1);
    expect(ms).toBeLessThan(SLOW_MAIL_MS);
  }
  // Statistical, with a generous bound: medians of interleaved requests.
  expect(Math.abs(median(known) - median(unknown))).toBeLessThan(200);
}

describe.each(DB_KINDS)("equal answers for known and unknown addresses on %s", (kind) => {
  const env = mailingApp(kind, { acceptDelayMs: SLOW_MAIL_MS });
  const { address } = env;

  it("audit: sign-up answers a registered and a new address with the same body, in the same time", async () => {
    const known = address("registriert");
    await confirmedBrowser(env.app, env.smtp, known, "registriert-pw");
    const times = { known: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      const fresh = address("neu");
      // A new client per request: sign-up allows 5 per address and 10 minutes.
      const again = await timed(() => new Browser(env.app).signUp(known, "anderes-pw-1"));
      const first = await timed(() => new Browser(env.app).signUp(fresh, "anderes-pw-1"));
      expect(again.res.statusCode).toBe(200);
      expect(first.res.statusCode).toBe(200);
      expect(signUpShape(again.res.json(), known)).toEqual(signUpShape(first.res.json(), fresh));
      times.known.push(again.ms);
      times.fresh.push(first.ms);
    }
    expectSameTime(times.known, times.fresh);
  });

  it("audit: a password reset answers a registered and an unknown address the same, in the same time", async () => {
    const known = address("registriert");
    await confirmedBrowser(env.app, env.smtp, known, "registriert-pw");
    const times = { known: [] as number[], unknown: [] as number[] };
    const mark = env.smtp.mails.length;
    for (let i = 0; i < ROUNDS; i++) {
      const request = (email: string) =>
        timed(() =>
          new Browser(env.app).post("/api/auth/request-password-reset", {
            email,
            redirectTo: "/auth?reset=1",
          }),
        );
      const forKnown = await request(known);
      const forUnknown = await request(address("niemand"));
      expect(forKnown.res.statusCode).toBe(200);
      expect(forUnknown.res.statusCode).toBe(200);
      expect(forUnknown.res.body).toBe(forKnown.res.body);
      times.known.push(forKnown.ms);
      times.unknown.push(forUnknown.ms);
    }
    expectSameTime(times.known, times.unknown);
    // The mail still arrives, after the answer.
    expect((await env.smtp.next(known, mark)).subject).toBe("Passwort zurücksetzen für Folienwerk");
  });

  it("audit: a resent confirmation answers a pending, a confirmed and an unknown address the same, in the same time", async () => {
    const confirmed = address("bestaetigt");
    await confirmedBrowser(env.app, env.smtp, confirmed, "bestaetigt-pw");
    const pending = address("wartend");
    expect((await new Browser(env.app).signUp(pending, "wartend-pw-1")).statusCode).toBe(200);
    const times = { pending: [] as number[], other: [] as number[] };
    const mark = env.smtp.mails.length;
    for (let i = 0; i < ROUNDS; i++) {
      // A new client per request: a resend allows 5 per client and 10 minutes.
      const resend = (email: string) =>
        timed(() =>
          new Browser(env.app).post("/api/auth/send-verification-email", {
            email,
            callbackURL: "/?auth=verified",
          }),
        );
      const forPending = await resend(pending);
      const forOther = await resend(i % 2 ? confirmed : address("niemand"));
      expect(forPending.res.statusCode).toBe(200);
      expect(forOther.res.body).toBe(forPending.res.body);
      times.pending.push(forPending.ms);
      times.other.push(forOther.ms);
    }
    expectSameTime(times.pending, times.other);
    // Only the pending address gets mail: a new confirmation link, after the answer.
    const resent = await env.smtp.next(pending, mark);
    expect(resent.subject).toBe("Bitte bestätige deine E-Mail-Adresse für Folienwerk");
    expect(env.smtp.mails.slice(mark).some((m) => m.to.includes(confirmed))).toBe(false);
  });

  it("limits resent confirmations per client with a German message", async () => {
    const b = new Browser(env.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await b.post("/api/auth/send-verification-email", { email: address("flut") });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toMatch(/^Zu viele Versuche\. Bitte warte/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
