import { type DestinationStream, type Logger, pino } from "pino";

/**
 * Secrets never reach the log (audit finding 8: a reset token read from the log took over an account).
 * Three layers: the request serializer logs the URL with its secrets masked, pino's redaction drops
 * secret fields and headers, and every written line passes `redactSecrets` as a last net, so a URL in an
 * error message or a third-party debug line is masked as well.
 */
export const REDACTED = "[Redacted]";

/** `?` / `&` / `=`, also percent-encoded (once or more: a callbackURL inside a query). */
const SEP = "(?:[?&]|%(?:25)*(?:3F|26))";
const EQ = "(?:=|%(?:25)*3D)";
/** Query parameters whose value is a secret: auth and reset tokens, signed-URL and S3 signatures, OAuth. */
const SECRET_PARAM = String.raw`(?:[\w.-]*(?:token|sig|signature|secret|password|credential)|code|state)`;
/** A value ends at the next parameter (also encoded), a quote, a space or the fragment. */
const VALUE = String.raw`(?:(?!%(?:25)*26)[^&\s"'\\#<>])+`;

const RULES: Array<[RegExp, string]> = [
  [new RegExp(`(${SEP}${SECRET_PARAM}${EQ})${VALUE}`, "gi"), `$1${REDACTED}`],
  // better-auth's reset link carries the token as a path segment: /api/auth/reset-password/<token>.
  [/(\/reset-password\/)[^/?#\s"'\\<>]+/gi, `$1${REDACTED}`],
  // JWTs (verification links, /api/auth/token) wherever they appear.
  [/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/g, REDACTED],
  // A secret-named JSON field at any depth ("accessToken":"…"), beyond pino's fixed redact paths.
  [/("[\w.-]*(?:token|password|secret|signature)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, `$1"${REDACTED}"`],
];

/** The text with every URL secret and secret-named JSON field masked. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** A NUL byte in a URL, encoded or raw: the request is refused (http/nul-bytes.ts) and its URL not logged. */
export function urlHasNul(url: string): boolean {
  return url.includes("%00") || url.includes("\u0000");
}

/** Fastify's request serializer, with the URL's secrets masked. */
function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url:
      req.url === undefined
        ? undefined
        : urlHasNul(req.url)
          ? "[URL with a NUL byte, not logged]"
          : redactSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.secret",
  "*.links",
];

/** The process logger; `destination` defaults to stdout (tests pass a buffer). */
export function createLogger(level: string, role: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { role },
    serializers: { req: requestSerializer },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}
