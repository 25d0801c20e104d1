import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../../scripts/source-files.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * The texts that address the student: the web app (pages, dialogs, toasts, legal pages), the server
 * (mails, error messages, the test checkout page) and the shared contracts (their German messages). The
 * engine stays out: its examiner questions keep the examiner's "Sie" (DESIGN.md, issue 31).
 */
const ADDRESSING = ["apps/web/src", "apps/server/src", "packages/contracts/src"];

const FORMAL = /\b(?:Sie|Ihnen|Ihre?|Ihre[mnrs])\b/gu;
/** What may stand before a word that opens a sentence, a string or a JSX text. */
const OPENS = new Set([".", "!", "?", '"', "'", "`", "„", "“", "(", ">"]);

/**
 * Comments (English, and free to quote SPEC's old strings) are not what the student reads. A `//` comment
 * starts a line or follows a space; "https://" inside a string does not.
 */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|\s)\/\/.*$/gm, "$1");
}

/**
 * "Sie", "Ihnen", "Ihr", "Ihre", "Ihrem", "Ihren", "Ihrer", "Ihres" capitalised where no sentence starts:
 * there they can only be the polite form of address. At the start of a sentence or string they are the
 * pronoun ("Sie kann ein paar Minuten brauchen"), so they pass.
 */
function formalAddress(source: string): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  for (const match of text.matchAll(FORMAL)) {
    const at = match.index;
    const before = text.slice(0, at).trimEnd();
    if (before === "" || OPENS.has(before.at(-1) ?? "")) continue;
    found.push(
      text
        .slice(Math.max(0, at - 40), at + 30)
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  return found;
}

describe("one voice: the student is addressed as du", () => {
  it("finds the polite form mid-sentence and lets the pronoun at a sentence start pass", () => {
    const offenders = [
      '"Sind Sie sicher, dass Sie diese Präsentation löschen möchten?"',
      'const failed = "Fehler beim Starten der Vollanalyse. Bitte kontaktieren Sie den Support.";',
      "<p>\n  Bitte versuchen\n  Sie es erneut.\n</p>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal as source text under test
      "`Wir haben ${amount} von Ihnen erhalten.`",
      '"Für Ihre Arbeit erstellen wir …"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal as source text under test
      "`Der Link zu ${name} ist Ihrem Konto zugeordnet.`",
      "toast.error('Bitte prüfen Sie Ihr Passwort.')",
    ];
    for (const source of offenders) expect(formalAddress(source), source).not.toEqual([]);
    expect(formalAddress("toast.error('Bitte prüfen Sie Ihr Passwort.')")).toHaveLength(2);

    const fine = [
      '"Wir haben eine neue E-Mail angefordert. Sie kann ein paar Minuten brauchen."',
      "<p>\n  Die Beispielpräsentation hat unser System erstellt. Sie gibt Inhalte gekürzt wieder.\n</p>",
      '"Sie stehen spätestens nach 2 Werktagen bereit."',
      "// SPEC: 'Sind Sie sicher, dass Sie …' becomes du",
      'const url = "https://example.test/"; // Bitte kontaktieren Sie den Support',
      "/* Bitte kontaktieren Sie */ const ok = 1;",
      '"Die Dateien sind privat; sie werden nach 28 Tagen gelöscht, ihre Links laufen ab."',
    ];
    for (const source of fine) expect(formalAddress(source), source).toEqual([]);
  });

  it("the web app, the server's mails and messages and the shared contracts say du", () => {
    const offenders = ADDRESSING.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
        formalAddress(fs.readFileSync(file, "utf8")).map((text) => `${path.relative(ROOT, file)}: ${text}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
