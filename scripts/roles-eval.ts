/**
 * `npm run roles`: how well the sentence-role rules (packages/engine/src/understand/sentence-role/) do on the
 * labelled sentences (packages/engine/test/fixtures/labelled-sentences.json), precision and recall per role,
 * separately for the build part (the theses the rules were written from) and the held-apart part (five theses
 * the rules were never tuned on; the list is HELD_APART_SOURCES below and each sentence carries its `split`).
 *
 *   npm run roles                 # both tables
 *   npm run roles -- --errors=roadmap   # also list the build sentences of one role that are misclassified
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { classifySentence } from "../packages/engine/src/understand/sentence-role/classify.ts";
import {
  SENTENCE_ROLES,
  type SentenceInput,
  type SentenceRole,
} from "../packages/engine/src/understand/sentence-role/roles.ts";

export interface LabelledSentence extends SentenceInput {
  role: SentenceRole;
  /** Corpus file the sentence was taken from (or "synthetic …" for the few written by hand). */
  source: string;
  /** "held-apart": from one of HELD_APART_SOURCES, only measured; "build": the rules may be fitted to it. */
  split: "build" | "held-apart";
}

/** The five theses whose sentences are never used to write rules (see docs/decisions/022-…). */
export const HELD_APART_SOURCES: ReadonlySet<string> = new Set([
  "de_ba_statistik_netzwerkdaten-ergm_lmu_38p.pdf",
  "de_hausarbeit_theologie_exegese-markus-2_kirchlicher-fernunterricht_31p.pdf",
  "en_ba_luftfahrttechnik_les-waermeuebergang-tragfluegel_fh-joanneum_45p.pdf",
  "de_seminararbeit_vwl-oekonometrie_fifa-marktwert-regression_tu-berlin_40p.pdf",
  "de_hausarbeit_soziologie_sentiment-fluechtlingskrise_15p.pdf",
]);

/** Roles whose sentences must never reach a slide; the held-apart thresholds are asserted for these. */
export const NEVER_ON_A_SLIDE = [
  "roadmap",
  "housekeeping",
  "figure-description",
] as const satisfies readonly SentenceRole[];

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../packages/engine/test/fixtures",
);

export function loadLabelledSentences(): LabelledSentence[] {
  return JSON.parse(
    readFileSync(path.join(FIXTURES, "labelled-sentences.json"), "utf8"),
  ) as LabelledSentence[];
}

/**
 * Probe sentences (packages/engine/test/fixtures/probe-sentences.json): written by hand in six rounds, not
 * taken from any thesis, to cover the many ways a thesis in any field points at its figures and tables and
 * talks about itself (its conventions, material, omissions), with near misses of other roles. The cues for
 * figure descriptions and housekeeping were written from rounds 1–3 (decision 053), round 4 (decision 057) and
 * round 5 (decision 058), each after it had been measured; round 6 ("test") was written afterwards by someone
 * who had seen neither the rules nor the earlier rounds, and is only measured.
 */
export interface ProbeSentence extends SentenceInput {
  role: SentenceRole;
  round: number;
  split: "build" | "test";
}

export function loadProbeSentences(): ProbeSentence[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, "probe-sentences.json"), "utf8")) as ProbeSentence[];
}

export interface RoleScore {
  n: number;
  predicted: number;
  correct: number;
  precision: number;
  recall: number;
}

export interface RoleScores {
  size: number;
  accuracy: number;
  perRole: Record<SentenceRole, RoleScore>;
  confusion: Record<SentenceRole, Partial<Record<SentenceRole, number>>>;
  /** Sentences whose predicted role differs from the label. */
  errors: { sentence: SentenceInput & { role: SentenceRole }; predicted: SentenceRole }[];
}

export function scoreRoles(set: readonly (SentenceInput & { role: SentenceRole })[]): RoleScores {
  const perRole = Object.fromEntries(
    SENTENCE_ROLES.map((r) => [r, { n: 0, predicted: 0, correct: 0, precision: 0, recall: 0 }]),
  ) as Record<SentenceRole, RoleScore>;
  const confusion = Object.fromEntries(SENTENCE_ROLES.map((r) => [r, {}])) as RoleScores["confusion"];
  const errors: RoleScores["errors"] = [];
  let correct = 0;
  for (const s of set) {
    const predicted = classifySentence(s);
    perRole[s.role].n++;
    perRole[predicted].predicted++;
    confusion[s.role][predicted] = (confusion[s.role][predicted] ?? 0) + 1;
    if (predicted === s.role) {
      correct++;
      perRole[s.role].correct++;
    } else errors.push({ sentence: s, predicted });
  }
  for (const r of SENTENCE_ROLES) {
    const x = perRole[r];
    x.precision = x.predicted ? x.correct / x.predicted : 0;
    x.recall = x.n ? x.correct / x.n : 0;
  }
  return { size: set.length, accuracy: set.length ? correct / set.length : 0, perRole, confusion, errors };
}

/** One table: accuracy, then n, precision, recall and the main confusions per role. */
export function formatRoleTable(title: string, scores: RoleScores): string {
  const lines = [`${title}: accuracy ${scores.accuracy.toFixed(3)} on ${scores.size} labelled sentences`];
  for (const role of SENTENCE_ROLES) {
    const { n, precision, recall } = scores.perRole[role];
    const misses = Object.entries(scores.confusion[role])
      .filter(([r]) => r !== role)
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .map(([r, c]) => `${r}:${c}`)
      .join(" ");
    lines.push(
      `  ${role.padEnd(19)} n=${String(n).padStart(4)}  P=${precision.toFixed(2)}  R=${recall.toFixed(2)}  ${misses ? `→ ${misses}` : ""}`,
    );
  }
  return lines.join("\n");
}

export function splitOf<T extends { split: string }>(set: readonly T[], split: T["split"]): T[] {
  return set.filter((s) => s.split === split);
}

function main() {
  const set = loadLabelledSentences();
  const build = scoreRoles(splitOf(set, "build"));
  console.log(formatRoleTable("build part", build));
  console.log();
  console.log(formatRoleTable("held-apart part", scoreRoles(splitOf(set, "held-apart"))));
  const probes = loadProbeSentences();
  console.log();
  console.log(formatRoleTable("probe sentences, rounds 1-5 (build)", scoreRoles(splitOf(probes, "build"))));
  console.log();
  console.log(formatRoleTable("probe sentences, round 6 (test)", scoreRoles(splitOf(probes, "test"))));
  // Error lists only for the build part: the held-apart sentences are for measuring, not for writing rules.
  const role = process.argv.find((a) => a.startsWith("--errors="))?.split("=")[1];
  if (role) {
    console.log();
    for (const { sentence: s, predicted } of build.errors)
      if (s.role === role || predicted === role)
        console.log(`${s.role} → ${predicted} [${s.chapterRole}] ${s.headingPath.at(-1) ?? ""} | ${s.text}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
