import { type Logger, pino } from "pino";

export function createLogger(level: string, role: string): Logger {
  return pino({
    level,
    base: { role },
    redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
  });
}
