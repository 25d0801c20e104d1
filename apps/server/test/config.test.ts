import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "../src/config.ts";

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
