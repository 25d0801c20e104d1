import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "../src/config.ts";

const OPERATOR = {
  COMPANY_NAME: "Folienwerk Testbetrieb GmbH",
  COMPANY_ADDRESS: "Beispielweg 7, 12345 Musterstadt",
  COMPANY_EMAIL: "kontakt@folienwerk.example",
};

describe("config", () => {
  it("has embedded defaults that need no external service", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.mailOutbox).toBe(true);
    expect(config.paymentTestMode).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.RETENTION_DAYS).toBe(28);
    expect(config.PRICE_CENTS).toBe(1900);
  });

  it("treats an empty string as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "  " });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ RETENTION_DAYS: "0" }, "RETENTION_DAYS"],
    [{ S3_BUCKET: "b" }, "S3_BUCKET"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ NODE_ENV: "production" }, "AUTH_SECRET"],
    [{ S3_FORCE_PATH_STYLE: "maybe" }, "S3_FORCE_PATH_STYLE"],
  ])("refuses %o naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });

  it("audit: production without SMTP_URL refuses to start with the outbox mailer, naming SMTP_URL", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40), ...OPERATOR };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: is required in production/);
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example.test:25" }).mailOutbox).toBe(false);
    // A staging box may opt in; its outbox stays on disk, the browser is never pointed at /dev/mail.
    const staging = loadConfig({ ...production, MAIL_OUTBOX_IN_PRODUCTION: "true" });
    expect(staging.mailOutbox).toBe(true);
    expect(staging.devMailbox).toBe(false);
    expect(publicConfig(staging).mailOutbox).toBe(false);
    expect(loadConfig({}).devMailbox).toBe(true);
  });

  it("production refuses to start without the operator's name, address and contact, naming each variable", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40), SMTP_URL: "smtp://m:25" };
    let message = "";
    try {
      loadConfig(production);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("COMPANY_NAME: is required in production");
    expect(message).toContain("COMPANY_ADDRESS: is required in production");
    expect(message).toContain("COMPANY_EMAIL: is required in production");
    // One missing is named alone; all three given, the start goes ahead.
    const { COMPANY_ADDRESS: _, ...withoutAddress } = OPERATOR;
    expect(() => loadConfig({ ...production, ...withoutAddress })).toThrow(
      /COMPANY_ADDRESS: is required in production(?![\s\S]*COMPANY_(NAME|EMAIL))/,
    );
    const config = loadConfig({ ...production, ...OPERATOR });
    expect(publicConfig(config).company).toMatchObject({
      configured: true,
      name: OPERATOR.COMPANY_NAME,
      address: OPERATOR.COMPANY_ADDRESS,
      email: OPERATOR.COMPANY_EMAIL,
    });
  });

  it("outside production an installation without operator data says it is a local test installation", () => {
    const company = publicConfig(loadConfig({})).company;
    expect(company).toMatchObject({ configured: false, name: "Folienwerk", address: null });
    expect(company.email).toBe("support@folienwerk.local");
    expect(JSON.stringify(company)).not.toContain("nicht konfiguriert");
    expect(publicConfig(loadConfig({ COMPANY_NAME: "X GmbH" })).company.configured).toBe(false);
  });

  it("states the configured times until measurements exist", () => {
    const times = publicConfig(loadConfig({ TYPICAL_DELIVERY_TEXT: "meist in etwa 2 Stunden" })).times;
    expect(times).toEqual({
      analysis: "meist in wenigen Minuten",
      delivery: "meist in etwa 2 Stunden",
      measured: { analysis: false, delivery: false },
    });
  });

  it("audit: X-Forwarded-For is trusted only from proxies named in TRUST_PROXY (default: none)", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: "production",
        AUTH_SECRET: "p".repeat(40),
        SMTP_URL: "smtp://m:25",
        ...OPERATOR,
      }).trustProxy,
    ).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback, ::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "loopback",
      "::1",
    ]);
    for (const bad of ["true", "11", "10.0.0.0/8,proxy.example.test", "1.2.3"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });

  it("never shows secrets in the error", () => {
    try {
      loadConfig({ STRIPE_SECRET_KEY: "pk_live_verysecret" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("STRIPE_SECRET_KEY");
      expect((error as Error).message).not.toContain("verysecret");
    }
  });

  it("exposes only the listed values to the browser", () => {
    const config = loadConfig({
      AUTH_SECRET: "x".repeat(40),
      STRIPE_SECRET_KEY: "sk_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    const json = JSON.stringify(publicConfig(config));
    expect(json).not.toContain("xxxxxxxx");
    expect(json).not.toContain("sk_1");
    expect(publicConfig(config).paymentTestMode).toBe(false);
  });

  it("shows one price unless a real, higher earlier price is configured", () => {
    const shown = (env: Record<string, string>) => {
      const { priceCents, priceOriginalCents, offerDiscountEur } = publicConfig(loadConfig(env));
      return { priceCents, priceOriginalCents, offerDiscountEur };
    };
    const offer = { OFFER_ENDS_AT: "2030-01-01T00:00:00+01:00" };
    expect(shown({})).toEqual({ priceCents: 1900, priceOriginalCents: null, offerDiscountEur: 0 });
    // An offer banner without an earlier price would claim a saving that never existed.
    expect(shown({ ...offer, OFFER_DISCOUNT_EUR: "60" }).offerDiscountEur).toBe(0);
    expect(shown({ PRICE_ORIGINAL_CENTS: "1900" }).priceOriginalCents).toBeNull();
    expect(shown({ PRICE_ORIGINAL_CENTS: "1500" }).priceOriginalCents).toBeNull();
    expect(shown({ ...offer, PRICE_ORIGINAL_CENTS: "2950" })).toEqual({
      priceCents: 1900,
      priceOriginalCents: 2950,
      offerDiscountEur: 10,
    });
    expect(shown({ PRICE_ORIGINAL_CENTS: "7900", OFFER_DISCOUNT_EUR: "80" }).offerDiscountEur).toBe(60);
    expect(shown({ PRICE_ORIGINAL_CENTS: "7900", OFFER_DISCOUNT_EUR: "40" }).offerDiscountEur).toBe(40);
  });
});

describe(".env.example", () => {
  it("documents every variable of the schema, one line each, and nothing else", async () => {
    const { ENV_KEYS } = await import("../src/config.ts");
    const fs = await import("node:fs");
    const text = fs.readFileSync(new URL("../../../.env.example", import.meta.url), "utf8");
    const documented = text
      .split("\n")
      .filter((l) => /^[A-Z0-9_]+=/.test(l))
      .map((l) => l.split("=")[0]);
    expect([...documented].sort()).toEqual([...ENV_KEYS].sort());
    for (const line of text.split("\n").filter((l) => /^[A-Z0-9_]+=/.test(l))) expect(line).toMatch(/#\s*\S/);
  });
});
