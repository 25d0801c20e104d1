/**
 * The parts a defence talk needs (research questions, hypotheses, goal, method, key results, discussion,
 * limitations, conclusion, outlook), picked from the classified sentences. Extractive: every passage is a
 * sentence of the thesis. Roadmap, figure-description, housekeeping and broken sentences are never picked.
 */
import type { ChapterRole } from "../document.ts";
import { extractNumbers } from "../text/numbers.ts";
import { wordCount } from "../text/words.ts";
import { uniqueBy } from "../unique.ts";
import type { KeyResult, Method, MethodKind, Passage, RecognizedParts } from "./schema.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "./sentences.ts";

interface Sentence extends LocatedSentence {
  /** Position in document order (abstract first). */
  index: number;
}

/** A list marker is not part of the sentence ("• Welchen Einfluss …?"). */
const passage = (s: Sentence): Passage => ({
  text: s.text.replace(/^(?:[•▪◦‣●*–-]|\(?\d{1,2}[.)]|\(?[a-z]\))\s+/u, ""),
  page: s.page,
  sectionId: s.headingId,
});

const RQ_WORD = /forschungsfrage|fragestellung|leitfrage|untersuchungsfrage|research questions?|\bRQ\s?\d/i;
const RQ_SECTION =
  /forschungsfrage|fragestellung|research question|zielsetzung|problemstellung|ziel der arbeit/i;
const INDIRECT_QUESTION =
  /(?:beschäftigt|befasst) sich mit der (?:forschungs)?frage|geht (?:der|die) (?:forschungs)?frage nach|der frage nach(?:gegangen)?,? (?:wie|ob|welche|inwiefern|inwieweit)|(?:untersucht|analysiert),? (?:wie|ob|inwiefern|inwieweit|welche[nrs]?) |addresses the question|investigates (?:whether|how|to what extent)|examines (?:whether|how)/i;
/**
 * The question is the work's own: the sentence names the work or its author, or asks impersonally ("Es wird
 * untersucht, ob …"); "So hat das Institut der deutschen Wirtschaft untersucht, wie …" reports another's.
 */
const OWN_WORK =
  /\b(?:diese[rsmn]?|(?:die |der )?vorliegende[rn]?|meine[rnm]?|unsere[rnm]?|this|the present|my|our)\s+(?:\p{L}+\s+)?(?:\p{L}*arbeit|studie|untersuchung|thesis|study|paper|work|analyse)\b|\b(?:ich|wir|I|we)\b|\b(?:wird|werden|wurde|wurden|soll|sollen|is|are|was|were)\b[^.;]{0,60}\b(?:untersucht|analysiert|nachgegangen|investigated|examined|analy[sz]ed)\b/iu;
/** A sentence that opens with its place in a sequence describes a step of the work. */
const STEP_OPENING =
  /^(?:zum abschluss|abschließend|zunächst|zuerst|anschließend|danach|darauf(?:hin)?|im (?:ersten|zweiten|dritten|nächsten|letzten) schritt|schließlich|zuletzt|first(?:ly)?|then|next|finally|lastly|subsequently)\b/iu;
const QUESTION_START =
  /^(?:["„“]?)(wie|welche[nrs]?|inwiefern|inwieweit|ob|was|warum|weshalb|wodurch|lässt|lassen|kann|können|gibt|hat|haben|ist|sind|unterscheiden|wirkt|beeinflusst|how|what|which|to what extent|does|do|is|are|can|why|whether)\b/i;

/** Words of asking or aiming: a sentence of a "Forschungsfrage" section without them asks nothing. */
const ASKS =
  /frage|ziel|untersuch|interesse\b|analys|prüf|klär|beantwort|question|aim|investigat|examin|explor|whether|\bob\b|inwiefern|inwieweit/iu;
/** A sentence that opens on a word pointing back at the one before. */
const LEANS_BACK_START =
  /^(?:dies|diese[rsmn]?|dieses|dabei|dazu|hierzu|hierfür|dafür|damit|this|these|it|to this end|for this)\b/iu;

function researchQuestions(sentences: Sentence[], statesGoal = false): Passage[] {
  const found: Sentence[] = [];
  sentences.forEach((s, i) => {
    const inRqSection = s.path.some((t) => RQ_SECTION.test(t));
    if (s.text.endsWith("?") && (inRqSection || RQ_WORD.test(s.text))) {
      found.push(cleanQuestion(s));
    } else if (RQ_WORD.test(s.text) && /:\s*["„“]?\p{Lu}[^:]{15,}\?["“”]?$/u.test(s.text)) {
      found.push(cleanQuestion(s));
    } else if (RQ_WORD.test(s.text) && /:$/.test(s.text)) {
      const next = sentences[i + 1];
      if (next?.text.endsWith("?")) found.push(cleanQuestion(next));
    }
  });
  if (found.length === 0) {
    // "Diese Arbeit beschäftigt sich mit der Frage, wie …" states the question indirectly; "Zum Abschluss
    // wurde untersucht, ob …" names one step of the work, not its question.
    const indirect = sentences.find(
      (s) => INDIRECT_QUESTION.test(s.text) && !STEP_OPENING.test(s.text) && OWN_WORK.test(s.text),
    );
    if (indirect) found.push(indirect);
  }
  if (found.length === 0) {
    // A section titled "Forschungsfrage" states it without a question mark.
    // A sentence there that leans on the one before ("Dies soll mit Hilfe eines ERGMs geschehen") says how,
    // not what is asked.
    const inSection = sentences.filter(
      (s) =>
        s.path.length > 0 &&
        RQ_SECTION.test(s.path.at(-1) ?? "") &&
        s.text.length > 40 &&
        !LEANS_BACK_START.test(s.text) &&
        // What others studied ("Bratton und Rouse beschränken sich auf die USA (vgl. …)") is no question.
        ASKS.test(s.text) &&
        !/\((?:vgl\.|cf\.)?[^()]*\b(?:19|20)\d{2}\)/u.test(s.text),
    );
    found.push(...inSection.slice(0, 2));
  }
  // A work that states its aim has its focus there: the questions its introduction asks are its hook.
  if (found.length === 0 && !statesGoal) {
    // The questions the introduction asks in its own words: the question after a lead-in ("Umso mehr
    // fordert es den Leser heraus: Kann …?"), without a joining "Oder"/"Und" ("Oder ist … ein Märchen?").
    for (const s of sentences) {
      if ((s.chapterRole !== "introduction" && s.chapterRole !== "method") || !s.text.endsWith("?")) continue;
      const asked = /:\s*["„“]?(\p{Lu}[^:]{15,}\?)["“”]?$/u.exec(s.text)?.[1] ?? s.text;
      const q = asked.replace(/^(?:oder|und|aber|or|and|but)\s+/iu, "");
      if (QUESTION_START.test(q) && q.length > 20)
        found.push({ ...s, text: q.charAt(0).toLocaleUpperCase() + q.slice(1) });
    }
  }
  return uniqueBy(found, (s) => s.text)
    .slice(0, 4)
    .map(passage);
}

/** "Die zentrale Fragestellung ist daher: Wie kann …?" → keep the question itself when it is long enough. */
function cleanQuestion(s: Sentence): Sentence {
  const m = /:\s*["„“]?(\p{Lu}[^:]{25,}\?)["“”]?$/u.exec(s.text);
  return m?.[1] ? { ...s, text: m[1] } : s;
}

const HYPOTHESIS_STRONG =
  /(?:^|[\s(])H\s?\d{1,2}[a-z]?\s*:|\bHypothese\s*\d|\bHypothesis\s*\d|\bH[01]\s*:|Nullhypothese\w* (?:lautet|besagt|ist)|Alternativhypothese\w* (?:lautet|besagt|ist)|we hypothesi[sz]e|(?:it|we) (?:is|was|were|are)? ?hypothesi[sz]ed (?:that|to)/i;
const HYPOTHESIS_WEAK =
  /wird (?:daher |folglich |somit )?(?:vermutet|erwartet), dass|es wird (?:vermutet|erwartet), dass|we expect(?:ed)? that|(?:is|was|were|are) expected to/i;

function hypotheses(sentences: Sentence[]): Passage[] {
  const isQuote = (t: string) => /^["„“‚']/.test(t) || /(?:fassen|fasst) zusammen:/.test(t);
  return uniqueBy(
    sentences.filter((s) => {
      if (
        s.text.length > 500 ||
        s.text.split(/\s+/).length < 6 ||
        s.chapterRole === "results" ||
        isQuote(s.text)
      )
        return false;
      if (HYPOTHESIS_STRONG.test(s.text)) return true;
      const hypothesisSection = s.path.some((t) => /hypothes/i.test(t));
      return (
        HYPOTHESIS_WEAK.test(s.text) &&
        (hypothesisSection || s.chapterRole === "introduction" || s.chapterRole === "theory")
      );
    }),
    (s) => s.text,
  )
    .slice(0, 6)
    .map(passage);
}

const GOAL =
  /\b(?:ziel(?:setzung)?|zweck)\s+(?:dieser|der vorliegenden|der|dieses)\s+(?:\w+\s+)?(?:arbeit|hausarbeit|studie|untersuchung|bachelorarbeit|masterarbeit|seminararbeit|fallstudie|projekts?)|(?:diese|die vorliegende)\s+(?:\w+\s+)?arbeit\s+(?:hat|verfolgt)\s+(?:das|zum)\s+ziel|\bhat zum ziel\b|(?:aim|goal|purpose|objective)s?\s+of\s+(?:this|the present|the current)\s+(?:thesis|study|paper|work|research)|this\s+(?:thesis|study|paper|work)\s+aims/i;
const GOAL_FALLBACK =
  /^(?:in )?(?:dieser|der vorliegenden) (?:\w+\s+)?arbeit (?:wird|werden) (?:untersucht|analysiert|gezeigt|betrachtet)|^(?:diese|die vorliegende) (?:\w+\s+)?arbeit (?:untersucht|analysiert|beschäftigt sich|widmet sich|befasst sich)|^this (?:thesis|study|paper|work) (?:investigates|examines|analy[sz]es|explores)/i;

/** A step of a larger aim ("Ziel dieser Arbeit war es zunächst, …"): the aim as a whole is stated elsewhere. */
const GOAL_STEP =
  /\b(?:zunächst|zuerst|zuallererst|anschließend|außerdem|weiterhin|ferner|zudem|zusätzlich|firstly|first of all|secondly|subsequently|furthermore|moreover|additionally)\b/iu;

function goal(sentences: Sentence[]): Passage | null {
  const stated = sentences.filter((s) => GOAL.test(s.text));
  const direct =
    stated.find((s) => !GOAL_STEP.test(s.text)) ??
    stated[0] ??
    sentences.find((s) => GOAL_FALLBACK.test(s.text));
  return direct ? passage(direct) : null;
}

const EMPIRICAL =
  /\b(stichprobe|proband\w*|teilnehm\w*|befragt\w*|befragung\w*|fragebogen\w*|umfrage\w*|interview\w*|experiment\w*|messung\w*|gemessen|messwert\w*|datensatz\w*|datens(ä|a)tze|erhoben\w*|erhebung\w*|regression\w*|t-test\w*|signifikan\w*|korrelation\w*|participants?|sample[sd]?|survey\w*|questionnaires?|measured|dataset\w*|significan\w*|correlat\w*|statistisch\w*|modell\w*|auswertung)\b/gi;
const LITERATURE =
  /literaturrecherche|literaturanalyse|literaturauswertung|systematische[nr]? (?:übersicht|review|literatur)|literature review|systematic review|desk research|sekundärliteratur|theoretische arbeit|literaturarbeit|auf basis der literatur|anhand der literatur|literaturbasiert/gi;

const DESIGNS: [string, RegExp][] = [
  [
    "Experiment",
    /\b(?:quasi-?)?experiment(?:s|e|ell\w*)?\b|versuchsaufbau|versuchsreihe|kontrollgruppe|randomi[sz]ed/gi,
  ],
  ["Befragung (Fragebogen)", /\b(?:online-?)?(?:befragung|umfrage|fragebogen\w*)|survey|questionnaire/gi],
  ["Interviews", /\b(?:leitfaden|experten)?interviews?\b/gi],
  ["Fallstudie", /\bfallstudie|case study/gi],
  ["Validierungsstudie", /\bvalidi(?:erung|ty|ation)\w*|psychometri\w*|clinimetric\w*/gi],
  ["Querschnittstudie", /\bquerschnitt\w*|cross-sectional/gi],
  ["Längsschnittstudie", /\blängsschnitt\w*|longitudinal/gi],
  ["Simulation und Messreihe", /\bsimulation\w*|lasttest\w*|load test\w*|messreihe\w*|benchmark\w*/gi],
  ["Sekundärdatenanalyse", /\bsekundärdaten\w*|secondary data/gi],
  ["Quantitative Textanalyse", /\bsentiment\w*|topic model\w*|textanalyse|text mining|inhaltsanalyse/gi],
  ["Netzwerkanalyse", /\bnetzwerkanaly\w*|network analysis|ergm\w*/gi],
  [
    "Maschinelles Lernen (Vorhersagemodell)",
    /\bmachine learning|maschinelle\w* lern\w*|klassifikation\w*|crisp-?dm/gi,
  ],
  ["Literaturanalyse", LITERATURE],
];

const INSTRUMENTS: RegExp[] = [
  /\b(?:Python|SPSS|Stata|JMeter|Excel|Jupyter(?: Notebook)?|scikit-learn|sklearn|pandas|TensorFlow|Keras|PyTorch|MAXQDA|NVivo|Qualtrics|LimeSurvey|SoSci ?Survey|Google Forms|Application Insights|Azure Monitor|Blazemeter|statnet|RStudio|MATLAB|Julia|Plots\.jl|DataFrames\.jl|Likert-Skala|Likert scale)\b/g,
  /\bR(?=[- ](?:Paket|Version|package|Studio|\d))/g,
  /\b\p{Lu}[\p{L}-]*(?:-Skala|-Fragebogen|skala)\b/gu,
  /\b(?:[A-Z][\w-]*\s){0,3}(?:Scale|Questionnaire|Inventory)(?:\s\([A-Z][\w-]*\))?/g,
];

/** Statistical procedures by label, with the pattern that finds them (also used to name them in exam questions). */
export const STATISTICS: [string, RegExp][] = [
  [
    "t-Test",
    /(?<![\p{L}-])t-?[Tt]ests?\b|\bWelch(?:['’]s)?(?:[ -](?:t-?[Tt]ests?|[Tt]ests?|F(?:-[Tt]est)?)\b)?/u,
  ],
  ["Varianzanalyse (ANOVA)", /\banova\b|varianzanalyse/i],
  ["logistische Regression", /logisti\w* regression/i],
  ["lineare Regression", /linear\w* regression|regressionsanalyse|multiple regression/i],
  ["Korrelation", /korrelation|correlation|pearson|spearman/i],
  ["Chi-Quadrat-Test", /chi-?quadrat|chi-?square|χ²/i],
  ["Cronbachs α", /cronbach/i],
  ["Faktorenanalyse", /faktorenanaly\w*|factor analysis|\b[CE]FA\b/i],
  ["Mann-Whitney-U-Test", /mann-whitney/i],
  ["Wilcoxon-Test", /wilcoxon/i],
  ["Intraklassenkorrelation (ICC)", /\bICC\b|intraclass|intraklassen/i],
  ["ROC/AUC", /\bROC\b|\bAUC\b/i],
  ["Exponential Random Graph Models (ERGM)", /\bERGMs?\b/],
  ["MCMC", /\bMCMC\b/],
  ["Random Forest", /random forest/i],
  ["Entscheidungsbaum", /decision tree|entscheidungsbaum/i],
  ["k-Nearest-Neighbors", /nearest neighbo|\bKNN\b/i],
  ["Topic Modelling (LDA)", /\bLDA\b|latent dirichlet|topic model/i],
  ["Sentimentanalyse", /sentiment/i],
  ["Kreuzvalidierung", /kreuzvalidierung|cross-?validation|gridsearch/i],
  ["Konfusionsmatrix / Precision / Recall", /konfusionsmatri|confusion matri|precision|recall/i],
  ["Effektstärke", /effektstärke|effect size|cohen'?s d/i],
  ["Konfidenzintervall", /konfidenzintervall|confidence interval/i],
];

/** A method named to be set apart: "statt einer logistischen Regression", "im Gegensatz zum t-Test", "rather than OLS". */
const CONTRASTED =
  /\b(?:[Aa]n)?[Ss]tatt\s(?!(?:und|oder|als|bei|im|in|am|an)\b)|\b[Aa]nstelle\s(?:von\s)?|\b[Ii]m Gegensatz zu[rm]?\s|\b[Aa]nders als\s|\b[Ii]nstead of\s|\b[Rr]ather than\s|\b[Aa]s opposed to\s|\b[Ii]n contrast to\s|\b[Uu]nlike\s/gu;
/**
 * The noun phrase after it: an article, lower-case words (German adjectives, English words) and the head
 * word, up to a comma or the clause's verb ("statt einer logistischen Regression | wurde …").
 */
const CONTRASTED_PHRASE =
  /^(?:(?:einer?|eines|einem|einen|der|des|dem|den|die|das|a|an|the)\s+)?(?:(?!(?:wurde|wird|werden|wurden|kam|kommt|is|was|were|are|we|wir|ich)\b)\p{Ll}[\p{L}\d-]*\s+){0,3}[\p{L}\d][\p{L}\d²-]*/u;
/** "nicht X, sondern Y" / "not X but Y" (but not "nicht nur … sondern auch", "not only … but also"). */
const NOT_BUT =
  /\bnicht\s(?!nur\b|bloß\b|allein\b)[^.;!?]{0,100}?\bsondern\b|\bnot\s(?!only\b|just\b|merely\b)[^.;!?]{0,80}?\bbut\b/giu;
/** A sentence that argues against a method ("… ist hier ungeeignet", "was not appropriate"). */
const UNSUITABLE =
  /\b(?:ungeeignet|nicht (?:geeignet|sinnvoll|angemessen|anwendbar|zielführend|möglich)|verworfen|dagegen entschieden|not (?:suitable|appropriate|applicable|feasible)|unsuitable|inappropriate|decided against)\b/iu;

/**
 * The text as evidence of the methods the thesis uses: without the ones it sets itself apart from or argues
 * against ("statt einer logistischen Regression wurde eine lineare Regression geschätzt" names only the
 * linear one).
 */
export function withoutRejectedMethods(text: string): string {
  if (UNSUITABLE.test(text)) return "";
  const t = text.replace(NOT_BUT, " ");
  let out = "";
  let last = 0;
  for (const m of t.matchAll(CONTRASTED)) {
    if (m.index < last) continue;
    const after = m.index + m[0].length;
    const phrase = CONTRASTED_PHRASE.exec(t.slice(after))?.[0] ?? "";
    out += t.slice(last, m.index);
    last = after + phrase.length;
  }
  return out + t.slice(last);
}

function countMatches(text: string, re: RegExp): number {
  return text.match(new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`))?.length ?? 0;
}

/** `sentences` are the usable ones; `everything` also has formulas and lists, where tools and tests are named. */
function method(sentences: Sentence[], everything: Sentence[]): Method | null {
  const all = everything.map((s) => s.text).join(" ");
  const methodSentences = sentences.filter(
    (s) =>
      s.chapterRole === "method" ||
      s.path.some((t) => /method|vorgehen|daten|durchführung|material/i.test(t)),
  );
  const methodText = methodSentences.map((s) => s.text).join(" ");
  // What the thesis uses: methods it sets itself apart from or argues against do not count for it.
  const used = everything.map((s) => withoutRejectedMethods(s.text)).join(" ");
  const usedInMethod = methodSentences.map((s) => withoutRejectedMethods(s.text)).join(" ");
  const words = Math.max(1, wordCount(all));
  const empirical = countMatches(all, EMPIRICAL) + 2 * countMatches(methodText, EMPIRICAL);
  const literature = countMatches(all, LITERATURE) + 2 * countMatches(methodText, LITERATURE);
  const empiricalDensity = (empirical / words) * 1000;
  let kind: MethodKind = "literature";
  if (empiricalDensity >= 4) kind = literature >= 3 ? "mixed" : "empirical";
  else if (empiricalDensity >= 2 && literature < 2) kind = "empirical";
  else if (empiricalDensity >= 2) kind = "mixed";

  const designScores = DESIGNS.map(([label, re]) => ({
    label,
    score: countMatches(used, re) + 3 * countMatches(usedInMethod, re),
  }))
    .filter((d) => d.score >= 2)
    .sort((a, b) => b.score - a.score);
  const top = designScores[0]?.label ?? null;
  const design =
    kind === "literature" && top !== "Literaturanalyse" && top !== "Fallstudie" && top !== "Interviews"
      ? "Literaturarbeit (Darstellung und Vergleich)"
      : (top ?? null);

  const sample = sampleSize(sentences);
  const instrumentCounts = new Map<string, number>();
  for (const re of INSTRUMENTS) {
    for (const m of all.matchAll(re)) {
      const name = m[0].trim();
      if (name.length < 1 || /^(The|Die|Der|This)\s/.test(name)) continue;
      instrumentCounts.set(name, (instrumentCounts.get(name) ?? 0) + 1);
    }
  }
  const instruments = [...instrumentCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([n]) => n);
  // Most used first (the method chapter counts twice): the first one is what the analysis asks about.
  const statistics = STATISTICS.map(([label, re], i) => ({
    label,
    i,
    score: countMatches(used, re) + 2 * countMatches(usedInMethod, re),
  }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.label);
  if (sentences.length === 0) return null;
  // Sentences that say what was done, in document order; the rest of the method chapter only without them.
  const described = methodSentences.filter((s) => s.role === "method");
  const passages = (described.length ? described : methodSentences).slice(0, 4).map(passage);
  return {
    kind,
    design,
    sampleSize: sample?.n ?? null,
    sampleSizeEvidence: sample ? passage(sample.sentence) : null,
    instruments,
    statistics,
    passages,
  };
}

const N_EQUALS = /\b[Nn]\s*=\s*(\d{1,3}(?:[.,\u202f ]\d{3})+|\d+)(?![.,]\d)/g;
const N_NOUN =
  /(?<![\d.,])\b(\d{1,3}(?:\.\d{3})+|\d+)\s+(?:\p{L}+\s+){0,2}(Teilnehmende\w*|Teilnehmer\w*|Proband\w*|Befragte\w*|Personen|Versuchspersonen|Studierende\w*|Schüler\w*|participants|respondents|subjects|individuals|students|patients|Patient\w*|Interviews|Artikel\w*|Zeitungsartikel\w*|Tweets|Beiträge\w*|Buchungen|Reservierungen|Datensätze\w*|Datenpunkte\w*|Beobachtungen|observations|Pflanzen|Kressesamen|Samen|Proben|Töpfe\w*|Abgeordnete\w*|Unternehmen|Fragebögen|Einträge\w*|Zeilen)\b/giu;

const SAMPLE_CONTEXT =
  /stichprobe|insgesamt|befragt|nahmen|teilgenommen|untersucht|erhoben|umfass|bestand|bestehen|analysiert|enthält|enthalten|wurden|gesamt|sample|total|recruited|participated|included|consisted|comprised|analy[sz]ed/i;

const TOTAL_BEFORE = /total|insgesamt|gesamt|stichprobe|sample|umfasst|bestand aus|consisted of|comprised/i;

function toInt(s: string): number {
  return Number(s.replace(/[.,\u202f ]/g, ""));
}

function sampleSize(sentences: Sentence[]): { n: number; sentence: Sentence } | null {
  const candidates: { n: number; score: number; sentence: Sentence }[] = [];
  for (const s of sentences) {
    const roleBonus =
      s.chapterRole === "method"
        ? 3
        : s.chapterRole === "results"
          ? 2
          : s.chapterRole === "introduction"
            ? 0.5
            : 1;
    const total = (at: number) => (TOTAL_BEFORE.test(s.text.slice(Math.max(0, at - 30), at)) ? 2.5 : 1);
    for (const m of s.text.matchAll(N_EQUALS)) {
      const n = toInt(m[1] ?? "");
      const base = m[0].startsWith("N") ? 3 : 2;
      if (n >= 2) candidates.push({ n, score: base * roleBonus * total(m.index ?? 0), sentence: s });
    }
    if (!SAMPLE_CONTEXT.test(s.text)) continue;
    for (const m of s.text.matchAll(N_NOUN)) {
      const n = toInt(m[1] ?? "");
      if (n >= 2 && !(n >= 1900 && n <= 2100)) {
        candidates.push({ n, score: 1.5 * roleBonus * total(m.index ?? 0), sentence: s });
      }
    }
  }
  if (candidates.length === 0) return null;
  // Several mentions of the same n make it the sample size; otherwise the best-placed mention wins.
  const byN = new Map<number, { score: number; sentence: Sentence }>();
  for (const c of candidates) {
    const prev = byN.get(c.n);
    byN.set(c.n, { score: (prev?.score ?? 0) + c.score, sentence: prev?.sentence ?? c.sentence });
  }
  const best = [...byN.entries()].sort((a, b) => b[1].score - a[1].score)[0];
  return best ? { n: best[0], sentence: best[1].sentence } : null;
}

const RESULT_VERB =
  /\b(zeigt\w*|ergab\w*|ergeben|ergibt|belegt|bestätigt\w*|signifikant\w*|höher\w*|niedriger\w*|besser\w*|schlechter\w*|am besten|erreicht\w*|genauigkeit|accuracy|beträgt|betrug|betragen|liegt bei|lag bei|lagen|insgesamt|unterschied\w*|anstieg|gesunken|gestiegen|zunahme|abnahme|reduziert\w*|verringert\w*|erhöht\w*|showed|shows|found|significant\w*|higher|lower|reached|achieved|resulted|differ\w*|increase\w*|decrease\w*|correlat\w*|korreliert\w*)\b/i;
const FORMULA = /\b[A-Za-z]+\s*=\s*\(|\\[a-z]+\{|∑|∫|\w+_\w+\s*=|;\s*\w+\s*=/;

const RESULT_ROLES = new Set(["result", "interpretation", "conclusion"]);

function keyResults(sentences: Sentence[], kind: MethodKind): KeyResult[] {
  // Findings stand in the results, discussion and conclusion; a number in the method chapter is usually a setting.
  const roleWeight: Partial<Record<ChapterRole, number>> = {
    results: 4,
    discussion: 2,
    conclusion: 2.5,
    outlook: -2,
    introduction: -1,
    theory: -1.5,
    method: -2,
  };
  const scored = sentences
    .map((s) => {
      const numbers = extractNumbers(s.text);
      if (s.text.length < 40 || s.text.length > 420 || FORMULA.test(s.text) || s.text.endsWith("?"))
        return null;
      // A finding, or what a finding means; never a description of a chart or of the text itself.
      if (!RESULT_ROLES.has(s.role)) return null;
      let score =
        (roleWeight[s.chapterRole as ChapterRole] ?? 0) +
        (RESULT_VERB.test(s.text) ? 2 : 0) +
        (s.role === "result" ? 2 : 0);
      const words = s.text.split(/\s+/).length;
      if (numbers.length > 6 || numbers.length / words > 0.25) return null; // a table row read as text
      if (numbers.length) score += 2 + Math.min(numbers.length, 3) * 0.5;
      else if (kind !== "literature") score -= 3;
      if (/\((?:[^()]*\b(?:19|20)\d{2}[a-z]?)[^()]*\)/.test(s.text) && s.chapterRole !== "results")
        score -= 1.5; // citing others
      if (/^(abbildung|tabelle|figure|table)\s*\d/i.test(s.text)) score -= 2;
      return { s, numbers, score };
    })
    .filter((x): x is { s: Sentence; numbers: string[]; score: number } => x !== null && x.score >= 4);
  const ranked = uniqueBy(
    scored.sort((a, b) => b.score - a.score),
    (x) => x.s.text,
  );
  // One finding per section first, so the results of every part of the work are represented; then the rest.
  const seen = new Set<string | null>();
  const firsts = ranked.filter((x) => !seen.has(x.s.sectionId) && seen.add(x.s.sectionId));
  const top = uniqueBy([...firsts, ...ranked], (x) => x.s.text).slice(0, 8);
  return top
    .sort((a, b) => a.s.index - b.s.index)
    .map((x) => ({ text: x.s.text, numbers: x.numbers, page: x.s.page, sectionId: x.s.headingId }));
}

const LIMITATION =
  /limitation\w*|einschränkung\w*|grenzen (?:der|dieser|des)|kritisch (?:anzumerken|zu (?:betrachten|sehen|hinterfragen))|nicht (?:repräsentativ|generalisierbar|verallgemeinerbar|berücksichtigt)|schwäche\w*|\blimitiert\w*|weakness\w*|caveat|not (?:be )?generali[sz]\w*|interpreted with caution|mit vorsicht|unsicherheit\w*/i;
const OUTLOOK =
  /ausblick|zukünftig\w*|künftig\w*|weitere\w* (?:forschung|untersuchung\w*|arbeiten|studien)|future (?:research|work|studies)|in zukunft|weiterführend\w*|könnte\w* (?:man|in weiteren)|sollte\w* (?:in )?(?:weiteren|zukünftigen)/i;
const CONCLUDING =
  /zusammenfassend|abschließend|insgesamt|in summary|overall|to conclude|somit|damit (?:konnte|wurde|lässt)|es zeigt sich|die (?:forschungs)?frage/i;

function pick(sentences: Sentence[], filter: (s: Sentence) => boolean, max: number): Passage[] {
  return uniqueBy(
    sentences.filter((s) => !UNUSABLE_ROLES.has(s.role) && filter(s)),
    (s) => s.text,
  )
    .slice(0, max)
    .map(passage);
}

export function recognizeParts(located: LocatedSentence[]): RecognizedParts {
  const all: Sentence[] = located.map((s, index) => ({ ...s, index }));
  const sentences = all.filter(
    (s) => !UNUSABLE_ROLES.has(s.role) && wordCount(s.text) >= 5 && /\p{L}{3}/u.test(s.text),
  );
  const m = method(sentences, all);
  const kind = m?.kind ?? "literature";
  const conclusionSentences = sentences.filter(
    (s) =>
      s.chapterRole === "conclusion" ||
      s.path.slice(1).some((t) => /^(conclusions?|fazit|schlussfolgerung\w*)$/i.test(t)),
  );
  const preferred = conclusionSentences.filter((s) => CONCLUDING.test(s.text));
  const aim = goal(sentences);
  return {
    researchQuestions: researchQuestions(sentences, aim !== null),
    hypotheses: hypotheses(sentences),
    goal: aim,
    method: m,
    keyResults: keyResults(sentences, kind),
    discussion: pick(
      sentences,
      (s) => s.chapterRole === "discussion" && s.role !== "background" && s.text.length > 50,
      5,
    ),
    // A limitation of this work: said so (role), or a limitation cue in a section about limits.
    limitations: pick(
      sentences,
      (s) =>
        s.chapterRole !== "theory" &&
        s.chapterRole !== "front" &&
        s.text.length > 40 &&
        (s.role === "limitation" ||
          (LIMITATION.test(s.text) &&
            s.path.some((t) => /limitation|grenzen|einschränkung|kritische|reflexion/i.test(t)))),
      5,
    ),
    conclusion: uniqueBy([...preferred, ...conclusionSentences], (s) => s.text)
      .slice(0, 5)
      .sort((a, b) => a.index - b.index)
      .map(passage),
    outlook: pick(
      sentences,
      (s) =>
        (s.role === "outlook" || s.chapterRole === "outlook" || OUTLOOK.test(s.text)) &&
        (s.chapterRole === "conclusion" || s.chapterRole === "outlook" || s.chapterRole === "discussion") &&
        s.text.length > 40,
      4,
    ),
  };
}
