/** The options of `folienwerk make`: its usage text, and the arguments read and checked. */
import { parseArgs } from "node:util";
import { RESEARCH_TYPES } from "@folienwerk/contracts";
import type { runDeckPipeline } from "../pipeline.ts";
import { say } from "./console.ts";

export const MAKE_USAGE = `folienwerk make <datei> [--minutes 15] [--work-type bachelor] [--method empirical] [--methodology "…"] --out <ordner>

  Erstellt aus einer Arbeit alle Dateien: praesentation.pptx, sprechernotizen.pdf/.docx,
  pruefungsfragen.pdf/.json und Bildvorlagen (bilder/). Fortschritt je Schritt auf stderr.
  --minutes <n>        Vortragsdauer 5–45 Minuten (Standard 15)
  --work-type <art>    hausarbeit | bachelor | master | doktor | Freitext (Standard bachelor)
  --method <art>       ${RESEARCH_TYPES.join(" | ")} (Standard empirical)
  --methodology <text> Eigene Beschreibung des Vorgehens (prägt die Methodenfolien)
  --out <ordner>       Zielordner
  Mit LLM_BASE_URL, LLM_MODEL (und LLM_API_KEY) schreibt ein OpenAI-kompatibles Modell die Texte.`;

export interface MakeOptions {
  file: string;
  out: string;
  /** The questionnaire the deck is made for, as the pipeline takes it. */
  questionnaire: Parameters<typeof runDeckPipeline>[0]["questionnaire"];
}

/** The checked options, or the exit code after printing the usage or saying what is wrong. */
export function readMakeOptions(argv: string[]): MakeOptions | number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      minutes: { type: "string", default: "15" },
      "work-type": { type: "string", default: "bachelor" },
      method: { type: "string", default: "empirical" },
      methodology: { type: "string", default: "" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const file = positionals[0];
  if (values.help || !file || !values.out) {
    process.stdout.write(`${MAKE_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const minutes = Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 45) {
    say("Die Vortragsdauer (--minutes) muss eine ganze Zahl zwischen 5 und 45 Minuten sein.");
    return 2;
  }
  const researchType = RESEARCH_TYPES.find((type) => type === values.method);
  if (!researchType) {
    say(
      `Das Vorgehen (--method) muss ${RESEARCH_TYPES.slice(0, -1).join(", ")} oder ${RESEARCH_TYPES.at(-1)} sein.`,
    );
    return 2;
  }
  return {
    file,
    out: values.out,
    questionnaire: { workType: values["work-type"], researchType, minutes, methodology: values.methodology },
  };
}
