import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { bearer, genericOAuth, jwt } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { account, jwks, rateLimit, session, user, verification } from "../db/schema/auth.ts";
import type { Mailer } from "../mail/mailer.ts";
import {
  confirmationMail,
  emailChangeMail,
  existingAccountMail,
  type MailContent,
  passwordResetMail,
} from "../mail/templates.ts";
import { type BackgroundTasks, createBackgroundTasks } from "./background.ts";
import { authHooks } from "./hooks.ts";
import { clearSignInAttempts } from "./lockout.ts";
import { trustedOrigins } from "./origins.ts";

/** The header our Fastify mount sets to the client address Fastify resolved (never the client's own). */
export const CLIENT_IP_HEADER = "x-folienwerk-client-ip";
export const GOOGLE_PROVIDER_ID = "google";

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

/** Per-IP limits on the endpoints that guess passwords or send mail: [window seconds, max requests]. */
const LIMITS: Record<string, [number, number]> = {
  "/sign-in/email": [60, 10],
  "/sign-up/email": [600, 5],
  "/request-password-reset": [600, 5],
  "/reset-password": [600, 10],
  "/send-verification-email": [600, 5],
  "/change-password": [600, 10],
  "/change-email": [600, 5],
  "/sign-in/social": [60, 20],
};

export function createAuth({ config, database, mailer, logger, secret }: AuthDeps) {
  const log = logger.child({ module: "auth" });
  const send = (to: string, content: MailContent) => mailer.send({ to, ...content });
  const background = createBackgroundTasks(log);
  // The hooks resolve sessions through the finished instance (bearer plugin included).
  const self: { auth?: Auth } = {};
  const sessionOf = async (headers: Headers | undefined) =>
    headers && self.auth ? self.auth.api.getSession({ headers }) : null;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET }
      : null;
  const issuer = (config.GOOGLE_ISSUER ?? "https://accounts.google.com").replace(/\/$/, "");

  const auth = betterAuth({
    appName: "Folienwerk",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification, jwks, rateLimit },
    }),
    trustedOrigins: trustedOrigins(config),
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const fn = level === "error" ? log.error : level === "warn" ? log.warn : log.debug;
        fn.call(log, { args: args.length ? args.map(String) : undefined }, message);
      },
    },
    onAPIError: {
      // Refusals (wrong password, expired link…) are answers, not faults; only the rest is logged as error.
      onError: (error) => {
        if (isAPIError(error) && Number(error.statusCode) < 500) log.debug({ err: error }, "auth refused");
        else log.error({ err: error }, "auth endpoint failed");
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => send(user.email, passwordResetMail(url)),
      onPasswordReset: async ({ user }) => clearSignInAttempts(database, user.email),
      onExistingUserSignUp: async ({ user }) =>
        send(user.email, existingAccountMail(`${config.publicUrl}/auth`)),
      // The stand-in user answered for an address that already has an account must look like a new
      // one, consent timestamps included (see databaseHooks below), or the answer tells them apart.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        termsAcceptedAt: coreFields.createdAt,
        ageConfirmedAt: coreFields.createdAt,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // The resend endpoint (/send-verification-email) awaits this, unlike sign-up and sign-in: the mail
      // goes out after the answer, or a slow mail server would tell a pending address from an unknown one.
      sendVerificationEmail: async ({ user: target, url }) =>
        background.handler(
          (async () => {
            // better-auth passes the *new* address here when an e-mail change is being confirmed.
            const [stored] = await database.db
              .select({ email: user.email })
              .from(user)
              .where(eq(user.id, target.id));
            const isChange = stored !== undefined && stored.email !== target.email;
            await send(target.email, isChange ? emailChangeMail(url, target.email) : confirmationMail(url));
          })(),
        ),
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        termsAcceptedAt: { type: "date", required: false, input: false },
        ageConfirmedAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: Object.fromEntries(
        Object.entries(LIMITS).map(([path, [window, max]]) => [path, { window, max }]),
      ),
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      cookiePrefix: "folienwerk",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mail goes out after the answer (auth/background.ts).
      backgroundTasks: { handler: background.handler },
      // better-auth skips these under test runners by default; we want them everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: authHooks({ database, sessionOf, send, supportEmail: config.SUPPORT_EMAIL }),
    databaseHooks: {
      user: {
        create: {
          // E-mail sign-up is refused above without both consents; Google sign-in shows the same
          // consent note beside its button, so every created account has accepted them now.
          before: async (data) => {
            const now = data.createdAt instanceof Date ? data.createdAt : new Date();
            return { data: { ...data, termsAcceptedAt: now, ageConfirmedAt: now } };
          },
        },
      },
    },
    plugins: [
      bearer(),
      jwt({
        // Tokens are fetched from /api/auth/token when needed; signing one into a header of every
        // session lookup cost a key decryption and a signature per authenticated request.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: "15m",
          // `sid` ties the token to its session: require-user accepts it only while that session lives.
          definePayload: ({ user, session }) => ({ email: user.email, name: user.name, sid: session.id }),
        },
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  self.auth = auth;
  backgroundOf.set(auth, background);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

const backgroundOf = new WeakMap<object, BackgroundTasks>();

/** Waits for mail still being sent in the background (before the mailer closes at shutdown). */
export async function settleBackgroundTasks(auth: Auth): Promise<void> {
  await backgroundOf.get(auth)?.settle();
}
