import path from "node:path";
import type { Operator, PublicConfig, StatedTimes } from "@folienwerk/contracts";
import { z } from "zod";

/**
 * The one environment schema. Validated at boot; a bad value stops the process with a message
 * naming the variable. An empty string counts as unset.
 */

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const optionalUrl = z.url().optional();

/** proxy-addr's names for address ranges, usable in TRUST_PROXY beside IPs and CIDRs. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(PROXY_RANGES)]);

/**
 * Which proxies may set X-Forwarded-For: a hop count ("1" = the one reverse proxy in front of us; the
 * right-most forwarded address is the client) or a comma-separated list of proxy IPs/CIDRs. Unset or "0":
 * no proxy is trusted and the socket address is the client, whatever the headers say.
 */
const trustProxy = z.string().transform((value, ctx): number | string[] => {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  } else {
    const list = value.split(",").map((entry) => entry.trim());
    if (list.every((entry) => proxyAddress.safeParse(entry).success)) return list;
  }
  ctx.addIssue({
    code: "custom",
    message: `must be a hop count 0–10 or a comma-separated list of proxy IPs/CIDRs (${PROXY_RANGES.join(", ")} allowed)`,
  });
  return z.NEVER;
});

/** The operator data a production start requires; without them the pages say "Lokale Testinstallation". */
const OPERATOR_KEYS = ["COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_EMAIL"] as const;
const OPERATOR_KEY_MEANING: Record<(typeof OPERATOR_KEYS)[number], string> = {
  COMPANY_NAME: "name",
  COMPANY_ADDRESS: "postal address",
  COMPANY_EMAIL: "contact e-mail",
};

/** What one process does: web serves HTTP, worker runs the jobs, all does both (the default). */
export const ROLES = ["all", "web", "worker"] as const;
export type Role = (typeof ROLES)[number];

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    ROLE: z.enum(ROLES).default("all"),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxy.optional(),
    DATA_DIR: z.string().default("./data"),
    WEB_DIST_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),

    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),

    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().default("Folienwerk <no-reply@folienwerk.local>"),
    MAIL_OUTBOX_IN_PRODUCTION: bool.default(false),

    STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
    STRIPE_API_BASE: optionalUrl,

    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: optionalUrl,

    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),

    TRANSCRIBE_BASE_URL: optionalUrl,
    TRANSCRIBE_API_KEY: z.string().optional(),
    TRANSCRIBE_MODEL: z.string().default("whisper-1"),

    RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(28),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(500).default(50),
    /** How long reading one upload may take before it is refused (the student is told to re-export). */
    UPLOAD_READ_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    UPLOADS_PER_HOUR_ACCOUNT: z.coerce.number().int().min(1).default(12),
    UPLOADS_PER_HOUR_IP: z.coerce.number().int().min(1).default(30),
    UPLOAD_CHECKS_PER_HOUR_IP: z.coerce.number().int().min(1).default(30),
    UPLOADS_AT_ONCE_ACCOUNT: z.coerce.number().int().min(1).default(2),
    UPLOADS_AT_ONCE_IP: z.coerce.number().int().min(1).default(10),
    SOURCE_CHECK: bool.default(true),
    PRICE_CENTS: z.coerce.number().int().min(50).default(1900),
    /**
     * The earlier price shown crossed out beside the price: unset by default (one price). Only the real
     * lowest price of the last 30 days may be set here (German price rules, § 11 PAngV).
     */
    PRICE_ORIGINAL_CENTS: z.coerce.number().int().min(0).optional(),
    OFFER_ENDS_AT: z.iso.datetime({ offset: true }).optional(),
    /** The saving the offer banner claims; capped by (and without it, equal to) the earlier price's saving. */
    OFFER_DISCOUNT_EUR: z.coerce.number().int().min(0).optional(),
    /** Stated delivery time until enough deliveries are measured; completes "Deine Präsentation ist … fertig". */
    TYPICAL_DELIVERY_TEXT: z.string().default("meist in wenigen Minuten"),
    /** The same for the free analysis. */
    TYPICAL_ANALYSIS_TEXT: z.string().default("meist in wenigen Minuten"),

    COMPANY_NAME: z.string().optional(),
    COMPANY_ADDRESS: z.string().optional(),
    COMPANY_REPRESENTATIVE: z.string().optional(),
    COMPANY_REGISTER: z.string().optional(),
    COMPANY_VAT_ID: z.string().optional(),
    COMPANY_EMAIL: z.email().optional(),
    SUPPORT_EMAIL: z.email().default("support@folienwerk.local"),
    TERMS_DATE: z.string().default("20.05.2025"),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
    // Impressum, AGB and Datenschutz name the operator: a public installation must not run without them.
    if (env.NODE_ENV === "production") {
      for (const key of OPERATOR_KEYS) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `is required in production (the operator's ${OPERATOR_KEY_MEANING[key]} for Impressum, AGB and Datenschutz)`,
          });
        }
      }
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    // In production the outbox would hold every reset and verification link: real mail, or a staging
    // box that says so explicitly (its outbox is on disk only; /dev/mail never exists in production).
    if (env.NODE_ENV === "production" && !env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "is required in production (the mail outbox is for development; a staging box may set MAIL_OUTBOX_IN_PRODUCTION=true)",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads. */
export const ENV_KEYS = Object.keys(envSchema.shape);

export interface Config extends Env {
  /** Absolute data folder. */
  dataDir: string;
  publicUrl: string;
  /** Mail goes to DATA_DIR/mail instead of SMTP. */
  mailOutbox: boolean;
  /** The outbox is readable at /dev/mail: never in production, where it would show every reset link. */
  devMailbox: boolean;
  /** No Stripe key: our own test checkout is used. */
  paymentTestMode: boolean;
  /** Fastify's trustProxy: false (no proxy, the default), a hop count, or the trusted proxy addresses. */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parse an environment (default: process.env). Empty strings count as unset. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== "") cleaned[key] = value.trim();
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        const shown = typeof issue.path[0] === "string" ? cleaned[issue.path[0]] : undefined;
        const secret = /SECRET|KEY|PASSWORD|URL/.test(name);
        return `${name}: ${issue.message}${shown !== undefined && !secret ? ` (got "${shown}")` : ""}`;
      }),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    mailOutbox: !env.SMTP_URL,
    devMailbox: !env.SMTP_URL && env.NODE_ENV !== "production",
    paymentTestMode: !env.STRIPE_SECRET_KEY,
    trustProxy: env.TRUST_PROXY || false,
  };
}

/** The stated times from the configured fallback texts alone (nothing measured yet). */
export function configuredTimes(config: Config): StatedTimes {
  return {
    analysis: config.TYPICAL_ANALYSIS_TEXT,
    delivery: config.TYPICAL_DELIVERY_TEXT,
    measured: { analysis: false, delivery: false },
  };
}

/** The configured earlier price when it is above the price; null means one price, nothing crossed out. */
export function earlierPriceCents(config: Config): number | null {
  const earlier = config.PRICE_ORIGINAL_CENTS;
  return earlier !== undefined && earlier > config.PRICE_CENTS ? earlier : null;
}

/**
 * The saving the offer banner may claim, in whole euros: never more than the earlier price saves, and
 * 0 (no banner) without one; an unset OFFER_DISCOUNT_EUR claims that saving.
 */
export function offerDiscountEur(config: Config): number {
  const earlier = earlierPriceCents(config);
  if (earlier === null) return 0;
  const saving = Math.floor((earlier - config.PRICE_CENTS) / 100);
  return Math.min(config.OFFER_DISCOUNT_EUR ?? saving, saving);
}

/** The operator as the Impressum, the legal pages and the invoices name it. */
export function operator(config: Config): Operator {
  return {
    /** False on a local test installation (allowed outside production only): the pages say so. */
    configured: OPERATOR_KEYS.every((key) => Boolean(config[key])),
    name: config.COMPANY_NAME ?? "Folienwerk",
    address: config.COMPANY_ADDRESS ?? null,
    representative: config.COMPANY_REPRESENTATIVE ?? null,
    register: config.COMPANY_REGISTER ?? null,
    vatId: config.COMPANY_VAT_ID ?? null,
    email: config.COMPANY_EMAIL ?? config.SUPPORT_EMAIL,
  };
}

/** The values the browser may see; nothing else from the config leaves the server. */
export function publicConfig(config: Config, times: StatedTimes = configuredTimes(config)): PublicConfig {
  return {
    priceCents: config.PRICE_CENTS,
    priceOriginalCents: earlierPriceCents(config),
    offerEndsAt: config.OFFER_ENDS_AT ?? null,
    offerDiscountEur: offerDiscountEur(config),
    times,
    retentionDays: config.RETENTION_DAYS,
    maxUploadMb: config.MAX_UPLOAD_MB,
    supportEmail: config.SUPPORT_EMAIL,
    googleEnabled: Boolean(config.GOOGLE_CLIENT_ID),
    transcriptionEnabled: Boolean(config.TRANSCRIBE_BASE_URL),
    paymentTestMode: config.paymentTestMode,
    mailOutbox: config.devMailbox,
    company: operator(config),
    termsDate: config.TERMS_DATE,
  };
}
