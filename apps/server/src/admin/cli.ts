import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { DataDirLockedError, lockDataDir } from "../data-dir.ts";
import { migrateDatabase } from "../db/client.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { AppError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { formatEuro } from "../payments/order.ts";
import { ORDER_NUMBER, presentationOfOrder, refundPresentation } from "../payments/refund.ts";

export const ADMIN_USAGE = `Folienwerk – Betreiberbefehle

  npm run admin -- refund <presentationId | Bestellnummer> [--force] [--reason "<Grund>"]
      Erstattet die bezahlte Bestellung einer Präsentation (Stripe, oder im Testmodus nur vermerkt);
      statt der Präsentations-ID geht die Bestellnummer aus der E-Mail des Kunden (FW-2026-000123)
      und schreibt dem Kunden eine E-Mail. Nur innerhalb von 14 Tagen nach der Zahlung; --force
      erstattet auch später.

Mit der eingebetteten Datenbank (ohne DATABASE_URL) muss der Server dafür gestoppt sein.`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

const stdio: AdminIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** `npm run admin -- <command>`; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: AdminIo = stdio,
): Promise<number> {
  let parsed: ReturnType<typeof parseRefundArgs>;
  try {
    parsed = parseRefundArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${ADMIN_USAGE}`);
    return 64;
  }
  if (!parsed) {
    io.out(ADMIN_USAGE);
    return 0;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 78;
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL ? config.LOG_LEVEL : "warn", "admin");
  let release: (() => void) | null = null;
  try {
    if (!config.DATABASE_URL) release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(
        `${error.message}\nDie eingebettete Datenbank kann nur ein Prozess öffnen: bitte den Server kurz stoppen.`,
      );
      return 75;
    }
    throw error;
  }
  const database = await openConfiguredDatabase(config);
  const mailer = createMailer(config, logger);
  try {
    await migrateDatabase(database);
    const deps = { config, database, logger, mailer };
    const presentationId = ORDER_NUMBER.test(parsed.presentationId)
      ? await presentationOfOrder(deps, parsed.presentationId)
      : parsed.presentationId;
    const result = await refundPresentation(deps, presentationId, {
      force: parsed.force,
      reason: parsed.reason,
    });
    const amount = formatEuro(result.amountCents);
    io.out(
      result.provider === "test"
        ? `Testbestellung ${result.orderNumber} als erstattet vermerkt (${amount}, es wurde kein Geld bewegt). Kunde per E-Mail informiert.`
        : `Erstattet: Bestellung ${result.orderNumber}, ${amount} über Stripe (Erstattung ${result.refundId}, Status ${result.refundStatus}). Kunde per E-Mail informiert.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`Nicht erstattet: ${error.userMessage}`);
      return 1;
    }
    const message = (error as { message?: string }).message ?? String(error);
    io.err(`Nicht erstattet: ${message}`);
    return 1;
  } finally {
    await mailer.close().catch(() => {});
    await database.close();
    release?.();
  }
}

function parseRefundArgs(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: "boolean", default: false },
      reason: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, presentationId, ...rest] = positionals;
  if (values.help || !command || command === "help") return null;
  if (command !== "refund") throw new Error(`Unbekannter Befehl „${command}“.`);
  if (!presentationId || rest.length > 0)
    throw new Error("Bitte genau eine Präsentations-ID oder Bestellnummer angeben.");
  return { presentationId, force: values.force ?? false, reason: values.reason };
}
