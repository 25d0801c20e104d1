/**
 * Notes in the student's own voice: a thesis sentence turned into the first person where that is safe.
 * "In dieser Arbeit" → "In meiner Arbeit", "Die vorliegende Arbeit" → "Meine Arbeit", "Der Verfasser hat"
 * → "Ich habe", "Im Modell wählen wir" → "Im Modell wähle ich"; English "In this thesis" → "In my thesis",
 * "we are" → "I am". Only determiners, pronouns and the verb next to them change; a sentence whose
 * pronoun cannot be changed safely stays as it is.
 */
import { capitalise } from "./capitalise.ts";

const WORK_DE = "(?:(?:Bachelor|Master|Seminar|Haus|Abschluss|Projekt|Studien)arbeit|Arbeit)";

/** German determiner phrases that name the thesis itself, with their first-person form. */
const DE_WORK: Array<[RegExp, string]> = [
  [new RegExp(`\\bder (?:hier )?vorliegenden (${WORK_DE}|Studie|Untersuchung)\\b`, "gu"), "meiner $1"],
  [new RegExp(`\\bdieser (${WORK_DE})\\b`, "gu"), "meiner $1"],
  [new RegExp(`\\b[Dd]ie (?:hier )?vorliegende (${WORK_DE}|Studie|Untersuchung)\\b`, "gu"), "meine $1"],
  [new RegExp(`\\b[Dd]iese (${WORK_DE})\\b`, "gu"), "meine $1"],
];

/** First person singular of German verbs that are not formed by the regular rule. */
const DE_FIRST_SINGULAR: Record<string, string> = {
  hat: "habe",
  ist: "bin",
  wird: "werde",
  gibt: "gebe",
  nimmt: "nehme",
  sieht: "sehe",
  hält: "halte",
  lässt: "lasse",
  misst: "messe",
  trifft: "treffe",
  spricht: "spreche",
  sind: "bin",
  haben: "habe",
  werden: "werde",
  können: "kann",
  müssen: "muss",
  wollen: "will",
  dürfen: "darf",
  sollen: "soll",
  möchten: "möchte",
  wissen: "weiß",
  waren: "war",
  hatten: "hatte",
  wurden: "wurde",
  konnten: "konnte",
  mussten: "musste",
  wollten: "wollte",
  sollten: "sollte",
};

const DE_UNCHANGED = new Set([
  "kann",
  "muss",
  "will",
  "darf",
  "soll",
  "möchte",
  "war",
  "hatte",
  "wurde",
  "konnte",
]);

/** "verwendet" → "verwende", "wählen" → "wähle", "verwendeten" → "verwendete"; null when unsure. */
function germanFirstSingular(verb: string): string | null {
  const known = DE_FIRST_SINGULAR[verb];
  if (known) return known;
  if (DE_UNCHANGED.has(verb) || /te$/u.test(verb)) return verb;
  if (!/^\p{Ll}{3,}$/u.test(verb) || /[äöü]/u.test(verb.slice(-4))) return null;
  if (/ten$/u.test(verb)) return verb.slice(0, -1);
  if (/eln$/u.test(verb)) return `${verb.slice(0, -3)}le`;
  if (/ern$/u.test(verb)) return `${verb.slice(0, -1)}e`;
  if (/en$/u.test(verb)) return verb.slice(0, -1);
  if (/[^e]t$/u.test(verb)) return `${verb.slice(0, -1)}e`;
  if (/et$/u.test(verb)) return verb.slice(0, -1);
  return null;
}

const POSSESSIVE_DE: Record<string, string> = {
  unser: "mein",
  unsere: "meine",
  unseren: "meinen",
  unserem: "meinem",
  unserer: "meiner",
  unseres: "meines",
};

/**
 * "wir" → "ich" with its verb, only where the verb stands right next to the pronoun in a main clause
 * ("Wir wählen …", "Im Modell wählen wir …"); "dass wir … haben" is left alone (null).
 */
function germanWeToI(sentence: string): string | null {
  if (/\b(uns|unsrer)\b/iu.test(sentence)) return null;
  const tokens = sentence.split(" ");
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? "";
    if (!/^[Ww]ir[,.]?$/u.test(t)) continue;
    const punct = t.slice(3);
    const before = tokens[i - 1] ?? "";
    const after = (tokens[i + 1] ?? "").replace(/[,.]$/u, "");
    if (i === 0 && /^\p{Ll}/u.test(after) && !punct) {
      const verb = germanFirstSingular(after);
      if (!verb) return null;
      tokens[0] = "Ich";
      tokens[1] = (tokens[1] ?? "").replace(after, verb);
    } else if (i > 0 && /^\p{Ll}+$/u.test(before) && !/,$/u.test(tokens[i - 2] ?? "")) {
      const verb = germanFirstSingular(before);
      if (!verb) return null;
      tokens[i - 1] = verb;
      tokens[i] = `ich${punct}`;
    } else return null;
  }
  return tokens
    .map((t) =>
      t.replace(/^([Uu])nser(e[nmrs]?)?\b/u, (w) => {
        const mine = POSSESSIVE_DE[w.toLowerCase()] ?? w;
        return /^U/u.test(w) ? capitalise(mine) : mine;
      }),
    )
    .join(" ");
}

/** "Der Verfasser hat …" / "… hat der Verfasser …" → "Ich habe …" / "… habe ich …". */
function germanAuthorToI(sentence: string): string {
  const author =
    "(?:[Dd]er Verfasser|[Dd]ie Verfasserin|[Dd]er Autor dieser Arbeit|[Dd]ie Autorin dieser Arbeit)";
  return sentence
    .replace(new RegExp(`^${author} (\\p{Ll}+)\\b`, "u"), (all, verb: string) => {
      const mine = germanFirstSingular(verb);
      return mine ? `Ich ${mine}` : all;
    })
    .replace(new RegExp(`\\b(\\p{Ll}+) ${author}\\b`, "gu"), (all, verb: string) => {
      const mine = germanFirstSingular(verb);
      return mine ? `${mine} ich` : all;
    });
}

const EN_WORK = "(thesis|study|work|paper|project|dissertation|research)";

/** "we" → "I" (with "are"/"were"), "our" → "my", "this thesis" → "my thesis". */
function englishFirstPerson(sentence: string): string {
  return sentence
    .replace(
      new RegExp(
        `\\b([Ii]n|[Ff]or|[Oo]f|[Tt]hroughout) (?:this|the present|the current) ${EN_WORK}\\b`,
        "gu",
      ),
      "$1 my $2",
    )
    .replace(new RegExp(`^(?:This|The present|The current) ${EN_WORK}\\b`, "u"), "My $1")
    .replace(/\b[Ww]e are\b/gu, "I am")
    .replace(/\b[Ww]e were\b/gu, "I was")
    .replace(/\b[Ww]e\b/gu, "I")
    .replace(/\b[Oo]ur\b/gu, (w) => (w.startsWith("O") ? "My" : "my"))
    .replace(/\bourselves\b/gu, "myself")
    .replace(/\b(?<=\p{Ll}+ )us\b/gu, "me");
}

/** The sentence in the student's own voice, or unchanged where a rewrite would not be safe. */
export function firstPerson(sentence: string, language: "de" | "en"): string {
  if (language === "en") return englishFirstPerson(sentence);
  let s = sentence;
  for (const [re, mine] of DE_WORK) s = s.replace(re, mine);
  s = capitalise(s);
  s = germanAuthorToI(s);
  if (/\bwir\b/iu.test(s)) s = germanWeToI(s) ?? s;
  return s;
}

// ---- Notes only: what a thesis sentence loses when a student says it ----
