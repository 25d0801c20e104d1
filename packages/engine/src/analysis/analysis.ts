/**
 * The free analysis: what a student needs to prepare the defence talk, derived from the document model only
 * (extractive: quotes and numbers come from the thesis, the wording around them is ours).
 */
import type { ResearchType } from "@folienwerk/contracts";
import type { ChapterRole, DocumentModel, FigureImage } from "../document.ts";
import { shortenTitle } from "../text/short-title.ts";
import { contentTokens } from "../text/words.ts";
import { captionBody } from "../understand/figures.ts";
import { placeOf } from "../understand/place.ts";
import type { KeyResult, Method, Passage, Understanding } from "../understand/schema.ts";
import { isDescriptive, keyFindings } from "./key-findings.ts";
import { chapterLabel, suggestOutline, type TalkOutline } from "./outline.ts";

export type QuestionTopic = "Methodik" | "Ergebnisse" | "Grenzen" | "Theorie/Einordnung" | "Transfer";

export interface ExaminerQuestion {
  topic: QuestionTopic;
  question: string;
  /** Where in the thesis the answer starts ("S. 23"), or why the question is likely. */
  basis: string;
}

export interface StructureEntry {
  label: string;
  role: ChapterRole;
  roleLabel: string;
  wordCount: number;
  /** Share of the body words (0–1). */
  share: number;
}

/** A passage with where it stands as the student finds it ("S. 23", "S. iv", DOCX: "Kap. 4.2"; "" if unknown). */
export type Placed<T extends Pick<Passage, "page" | "sectionId">> = T & { place: string };

/** A figure or table of the thesis as the analysis lists it (with a small preview where there is a picture). */
export interface AnalysisFigure {
  id: string;
  kind: "figure" | "table";
  /** "Abbildung 3", "Tabelle 2" (or "Abbildung" when unnumbered). */
  label: string;
  caption: string;
  page: number | null;
  /** Where it stands as printed ("S. 12", DOCX: "Kap. 2.3"), "" when unknown. */
  place: string;
  /** The main chapter it belongs to, null in the appendix. */
  chapter: string | null;
  image: FigureImage | null;
}

/** What the student answered in the questionnaire; the analysis is written for these. */
export interface AnalysisAnswers {
  minutes: number;
  /** False while the talk length is a default (the questionnaire is not answered yet). */
  minutesChosen: boolean;
  workType: string | null;
  researchType: ResearchType | null;
}

export interface Analysis {
  /** The questionnaire answers this analysis follows (talk length, type of work, approach). */
  answers: AnalysisAnswers;
  /** "insufficient": the file is not (yet) a thesis we can analyse; `missing` says why. */
  status: "ok" | "insufficient";
  missing: string[];
  title: string | null;
  /** The title with its subtitle ("Titel: Untertitel"), as the analysis shows it; null without a title. */
  fullTitle: string | null;
  language: DocumentModel["language"];
  format: DocumentModel["source"]["format"];
  pageCount: number;
  pageCountEstimated: boolean;
  wordCount: number;
  figureCount: number;
  tableCount: number;
  /**
   * The figures and tables are still being read (text first): counts and list are not known yet, and the
   * word counts still include the text inside figures (a few per cent more).
   */
  picturesPending: boolean;
  /** What the title page shows, without personal data beyond the author's name. */
  titlePage: {
    subtitle: string | null;
    kindOfWork: string | null;
    institution: string | null;
    date: string | null;
  };
  /** Chapters recognised as appendix material (not counted as main chapters). */
  appendix: string[];
  figures: AnalysisFigure[];
  summary: string[];
  structure: StructureEntry[];
  researchQuestions: Placed<Passage>[];
  hypotheses: Placed<Passage>[];
  goal: Placed<Passage> | null;
  method: (Omit<Method, "sampleSizeEvidence"> & { sampleSizeEvidence: Placed<Passage> | null }) | null;
  methodSummary: string | null;
  keyResults: Placed<KeyResult>[];
  discussion: Placed<Passage>[];
  limitations: Placed<Passage>[];
  conclusion: Placed<Passage>[];
  outlook: Placed<Passage>[];
  strengths: string[];
  weaknesses: string[];
  /** What was checked for weaknesses (shown when none were found). */
  weaknessChecks: string[];
  examinerQuestions: ExaminerQuestion[];
  outline: TalkOutline;
  references: { total: number; withUrl: number; withDoi: number; links: number };
  warnings: string[];
}

export const ROLE_LABELS: Record<ChapterRole, string> = {
  introduction: "Einleitung",
  theory: "Theorie/Grundlagen",
  method: "Methodik",
  results: "Ergebnisse",
  discussion: "Diskussion",
  conclusion: "Fazit",
  outlook: "Ausblick",
  other: "Hauptteil",
};

const KIND_LABEL = {
  literature: "theoretische (literaturbasierte)",
  empirical: "empirische",
  mixed: "empirisch-theoretische",
};
/** The same kinds standing alone after a colon ("Vorgehen: empirisch"). */
const KIND_PREDICATE: Record<keyof typeof KIND_LABEL, string> = {
  literature: "theoretisch (literaturbasiert)",
  empirical: "empirisch",
  mixed: "empirisch-theoretisch",
};
const fmt = (n: number) => n.toLocaleString("de-DE");
/** A passage with its place as printed. */
const placed = <T extends Passage>(thesis: Understanding, at: T): Placed<T> => ({
  ...at,
  place: placeOf(thesis, [at], "de"),
});
/** Where a passage stands as the student finds it ("S. 23", "S. iv", DOCX: "Kap. 4.2"). */
const page = (thesis: Understanding, at: Passage | null) =>
  (at && placeOf(thesis, [at], "de")) || "Stelle ohne Seitenangabe";
/** Quoted thesis text at most `max` characters, shortened like every title (whole phrases, no "…"). */
const shorten = (t: string, max = 120) => shortenTitle(t, max);

const flat = (x: string) =>
  x
    .toLocaleLowerCase("de-DE")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Title and subtitle in one line: "ICT-Investitionen und Arbeitslosigkeit: Eine Paneldatenanalyse …" (after a
 * title ending in "?", "!" or "." just a space). The subtitle is left out when the title already holds it.
 */
export function fullTitleOf(title: string | null, subtitle: string | null): string | null {
  if (!title) return null;
  const sub = subtitle?.replace(/\s+/g, " ").trim();
  if (!sub || flat(title).includes(flat(sub))) return title;
  return /[?!.:]$/.test(title.trim()) ? `${title.trim()} ${sub}` : `${title.trim()}: ${sub}`;
}

/** The real main chapters (not the pseudo chapter that stands in when no chapters were recognised). */
const mainChaptersOf = (thesis: Understanding) => thesis.chapters.filter((c) => c.headingId !== "");

function missingParts(doc: DocumentModel, thesis: Understanding): string[] {
  const out: string[] = [];
  const p = thesis.parts;
  const chapters = mainChaptersOf(thesis);
  if (doc.wordCount < 1500) {
    out.push(
      `Die Datei enthält nur rund ${fmt(doc.wordCount)} Wörter Fließtext – eine Haus- oder Abschlussarbeit hat üblicherweise mehrere tausend.`,
    );
  }
  if (chapters.length < 2)
    out.push(
      `Es wurden nur ${chapters.length} Kapitelüberschrift(en) erkannt; eine Gliederung fehlt weitgehend.`,
    );
  if (doc.warnings.some((w) => w.includes("Platzhalter"))) {
    out.push(
      "Die Datei enthält noch Platzhalter der Dokumentvorlage (z. B. „Überschrift1“) – sie wirkt wie ein unfertiger Entwurf.",
    );
  }
  if (p.researchQuestions.length === 0 && !p.goal)
    out.push("Es ist keine Forschungsfrage und kein Ziel der Arbeit formuliert.");
  if (!chapters.some((c) => c.role === "method") && p.method?.kind !== "literature")
    out.push("Es gibt kein Methodenkapitel.");
  if (keyFindings(thesis).length === 0 && !chapters.some((c) => c.role === "results"))
    out.push("Es wurden keine Ergebnisse gefunden.");
  if (p.conclusion.length === 0) out.push("Es gibt kein Fazit bzw. keine Schlussfolgerung.");
  if (doc.references.length === 0) out.push("Es wurde kein Literaturverzeichnis gefunden.");
  return out;
}

function methodSummary(m: Method | null): string | null {
  if (!m) return null;
  const parts = [`Vorgehen: ${KIND_PREDICATE[m.kind]}`];
  if (m.design) parts.push(`Design: ${m.design}`);
  if (m.sampleSize !== null) parts.push(`Stichprobe: n = ${fmt(m.sampleSize)}`);
  if (m.instruments.length) parts.push(`Instrumente/Werkzeuge: ${m.instruments.slice(0, 6).join(", ")}`);
  if (m.statistics.length) parts.push(`Auswertung: ${m.statistics.slice(0, 6).join(", ")}`);
  return `${parts.join(" · ")}.`;
}

/** Share of the question's content words that the conclusion takes up again. */
export function questionEcho(question: string, conclusion: string[]): number {
  const q = new Set(contentTokens(question));
  if (q.size === 0) return 1;
  const c = new Set(conclusion.flatMap((t) => contentTokens(t)));
  let hit = 0;
  for (const w of q)
    if (c.has(w) || [...c].some((x) => x.length >= 6 && w.length >= 6 && x.slice(0, 6) === w.slice(0, 6)))
      hit++;
  return hit / q.size;
}

/** The checks behind "Schwächen": each is a concrete, checkable finding about the thesis. */
export const WEAKNESS_CHECKS = [
  "ausdrückliche Forschungsfrage",
  "Ergebnisse mit Zahlen",
  "Fazit beantwortet die Forschungsfrage",
  "Grenzen der Arbeit",
  "Verhältnis der Kapitel",
  "Alter und Umfang der Quellen",
] as const;

function strengthsAndWeaknesses(doc: DocumentModel, thesis: Understanding, structure: StructureEntry[]) {
  const p = thesis.parts;
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const question = p.researchQuestions[0] ?? p.goal;
  if (p.researchQuestions.length)
    strengths.push(
      "Die Forschungsfrage ist ausdrücklich formuliert – sie kann im Vortrag wörtlich auf eine Folie.",
    );
  else
    weaknesses.push(
      p.goal
        ? `Es gibt ein Ziel (${page(thesis, p.goal)}), aber keine ausdrücklich formulierte Forschungsfrage. Formuliere sie für den Vortrag in einem Satz – Prüfer fragen danach.`
        : "Eine ausdrückliche Forschungsfrage fehlt. Formuliere sie für den Vortrag selbst in einem Satz – Prüfer fragen danach.",
    );
  // Whether the results carry numbers: every recognised result sentence counts, not only the listed ones.
  const numeric = [
    ...new Set(
      [...p.keyResults, ...keyFindings(thesis)].filter((r) => r.numbers.length > 0).map((r) => r.text),
    ),
  ];
  if (numeric.length >= 3)
    strengths.push(
      `Die Ergebnisse sind mit konkreten Zahlen belegt (${numeric.length} zentrale Aussagen mit Zahlenwerten).`,
    );
  else if (p.method?.kind !== "literature")
    weaknesses.push(
      numeric.length === 0
        ? "Die zentralen Ergebnisse nennen keine Zahlen. Bereite für den Vortrag die wichtigsten Kennzahlen auf."
        : `Nur ${numeric.length} ${numeric.length === 1 ? "zentrales Ergebnis" : "zentrale Ergebnisse"} mit Zahlenwerten gefunden. Bereite für den Vortrag die wichtigsten Kennzahlen auf.`,
    );
  if (question && p.conclusion.length > 0) {
    const conclusionTexts = thesis.sentences
      .filter((s) => thesis.chapters[s.chapter]?.role === "conclusion")
      .map((s) => s.text);
    const asked = p.researchQuestions.length ? p.researchQuestions : [question];
    const answered = conclusionTexts.length ? conclusionTexts : p.conclusion.map((c) => c.text);
    // Share of the question's words the conclusion takes up again, averaged over the (sub-)questions.
    const echo = asked.reduce((s, q) => s + questionEcho(q.text, answered), 0) / asked.length;
    if (echo < 0.3)
      weaknesses.push(
        `Das Fazit greift die Forschungsfrage (${page(thesis, question)}) kaum wieder auf. Beantworte sie im Vortrag ausdrücklich auf der Schlussfolie.`,
      );
    else strengths.push("Das Fazit nimmt die Forschungsfrage wieder auf.");
  }
  if (p.method?.sampleSize) {
    if (p.method.sampleSize < 30 && p.method.kind !== "literature")
      weaknesses.push(
        `Die Stichprobe ist mit n = ${p.method.sampleSize} klein – rechne mit Fragen zur Verallgemeinerbarkeit.`,
      );
    else strengths.push(`Die Stichprobengröße (n = ${fmt(p.method.sampleSize)}) ist klar benannt.`);
  }
  const chapters = mainChaptersOf(thesis);
  const roles = new Set(chapters.map((c) => c.role));
  if (
    roles.has("introduction") &&
    roles.has("method") &&
    roles.has("results") &&
    (roles.has("discussion") || roles.has("conclusion"))
  ) {
    strengths.push(
      "Die Gliederung folgt dem klassischen Aufbau (Einleitung – Methode – Ergebnisse – Diskussion/Fazit); daran kann sich der Vortrag direkt orientieren.",
    );
  }
  if (p.limitations.length)
    strengths.push("Die Arbeit benennt ihre Grenzen selbst – das ist eine gute Vorlage für die Diskussion.");
  else
    weaknesses.push(
      "Grenzen der Arbeit werden nicht ausdrücklich benannt. Überlege dir zwei bis drei Einschränkungen, bevor die Prüfer danach fragen.",
    );
  if (!roles.has("conclusion"))
    weaknesses.push(
      "Ein eigenes Fazit-Kapitel wurde nicht erkannt. Der Vortrag braucht trotzdem eine klare Schlussfolgerung.",
    );
  for (const c of doc.chapters)
    if (c.wordCount === 0) weaknesses.push(`Das Kapitel „${c.title}“ enthält keinen Text.`);
  const theory = structure.filter((s) => s.role === "theory").reduce((s, x) => s + x.share, 0);
  const results = structure.filter((s) => s.role === "results").reduce((s, x) => s + x.share, 0);
  if (theory > 0.4)
    weaknesses.push(
      `Der Theorieteil macht rund ${Math.round(theory * 100)} % des Textes aus – im Vortrag deutlich kürzen und auf die eigenen Ergebnisse fokussieren.`,
    );
  else if (results > 0 && results < 0.1 && p.method?.kind !== "literature")
    weaknesses.push(
      `Das Ergebniskapitel macht nur rund ${Math.round(results * 100)} % des Textes aus – rechne mit Nachfragen zu den Ergebnissen.`,
    );
  const refs = doc.references.length;
  if (refs >= 20) strengths.push(`Solide Quellenbasis mit ${refs} Literaturangaben.`);
  else if (refs > 0 && refs < 10) weaknesses.push(`Mit ${refs} Quellen ist die Literaturbasis schmal.`);
  const years = doc.references.map((r) => r.year).filter((y): y is number => y !== null);
  const newest = Math.max(0, ...years);
  const old = years.filter((y) => newest - y >= 15).length;
  if (years.length >= 5 && old / years.length > 0.5)
    weaknesses.push(
      `${Math.round((old / years.length) * 100)} % der datierten Quellen sind 15 Jahre oder älter als die neueste – rechne mit Fragen zum aktuellen Forschungsstand.`,
    );
  const webOnly = doc.references.filter((r) => r.urls.length > 0 && r.dois.length === 0).length;
  if (refs >= 5 && webOnly / refs > 0.5)
    weaknesses.push(
      `${Math.round((webOnly / refs) * 100)} % der Quellen sind Webseiten ohne DOI – rechne mit Fragen zur Qualität der Quellen.`,
    );
  if (p.outlook.length)
    strengths.push("Ein Ausblick ist vorhanden und eignet sich als Abschluss des Vortrags.");
  return { strengths, weaknesses };
}

function examinerQuestions(thesis: Understanding): ExaminerQuestion[] {
  const p = thesis.parts;
  const m = p.method;
  const qs: ExaminerQuestion[] = [];
  if (m) {
    if (m.design && m.kind !== "literature") {
      qs.push({
        topic: "Methodik",
        question: `Warum haben Sie sich für dieses Vorgehen (${m.design}) entschieden, und welche Alternative hätte es gegeben?`,
        basis: m.passages[0] ? page(thesis, m.passages[0]) : "Methodenteil",
      });
    } else if (m.kind === "literature") {
      qs.push({
        topic: "Methodik",
        question:
          "Wie haben Sie Ihre Quellen ausgewählt, und wie stellen Sie sicher, dass die Auswahl nicht einseitig ist?",
        basis: "Literaturarbeit ohne eigene Datenerhebung",
      });
    }
    if (m.sampleSize) {
      qs.push({
        topic: "Methodik",
        question: `Ist die Stichprobe von n = ${fmt(m.sampleSize)} groß genug für Ihre Schlussfolgerungen? Wie kam sie zustande?`,
        basis: page(thesis, m.sampleSizeEvidence),
      });
    }
    if (m.statistics[0]) {
      qs.push({
        topic: "Methodik",
        question: `Welche Voraussetzungen hat ${m.statistics[0]}, und haben Sie diese geprüft?`,
        basis: "Auswertungsverfahren",
      });
    }
  }
  // An examiner asks to explain a finding, not a mean or a count.
  for (const r of keyFindings(thesis)
    .filter((x) => !isDescriptive(x))
    .slice(0, 2)) {
    qs.push({
      topic: "Ergebnisse",
      question: `Wie erklären Sie dieses Ergebnis: „${shorten(r.text)}“?`,
      basis: page(thesis, r),
    });
  }
  if (p.researchQuestions[0]) {
    qs.push({
      topic: "Ergebnisse",
      question: "Beantworten Sie Ihre Forschungsfrage in zwei Sätzen.",
      basis: `Forschungsfrage, ${page(thesis, p.researchQuestions[0])}`,
    });
  }
  const lim = p.limitations[0];
  qs.push({
    topic: "Grenzen",
    question: lim
      ? `Sie schreiben selbst: „${shorten(lim.text)}“ – wie stark schränkt das Ihre Ergebnisse ein?`
      : "Was sind die wichtigsten Grenzen Ihrer Arbeit, und was würden Sie heute anders machen?",
    basis: lim ? page(thesis, lim) : "In der Arbeit kaum angesprochen",
  });
  const theory = thesis.chapters.find((c) => c.role === "theory");
  qs.push({
    topic: "Theorie/Einordnung",
    question: "Wie ordnen sich Ihre Ergebnisse in den bisherigen Forschungsstand ein – was ist neu?",
    basis: theory ? chapterLabel(theory, thesis.pageLabels) : "Kein eigenes Theoriekapitel erkannt",
  });
  const out = p.outlook[0];
  qs.push({
    topic: "Transfer",
    question: out
      ? "Welche der im Ausblick genannten Fragen würden Sie als Nächstes untersuchen, und wie?"
      : "Was bedeuten Ihre Ergebnisse für die Praxis?",
    basis: out ? page(thesis, out) : "Übertragbarkeit",
  });
  return qs;
}

function figureList(thesis: Understanding): AnalysisFigure[] {
  return thesis.figures.map((f) => ({
    id: f.id,
    kind: f.kind,
    label: `${f.kind === "figure" ? "Abbildung" : "Tabelle"}${f.number ? ` ${f.number}` : ""}`,
    caption: captionBody(f.caption),
    page: f.page,
    place: placeOf(thesis, [f], "de"),
    chapter: thesis.chapters[f.chapter]
      ? chapterLabel(thesis.chapters[f.chapter] as (typeof thesis.chapters)[number], thesis.pageLabels)
      : null,
    image: f.image,
  }));
}

/** The questionnaire's approach in the words of the summary ("eine empirische Arbeit"). */
const APPROACH_KIND: Record<ResearchType, keyof typeof KIND_LABEL> = {
  literature: "literature",
  empirical: "empirical",
  mixed_methods: "mixed",
};

/**
 * The free analysis of a thesis from its understanding, for the student's answers: `minutes` is the talk
 * length they chose (the outline follows it), `researchType` their approach (it names the kind of work in
 * the summary, over what the text suggests), `workType` the type of work (shown with the answers).
 * Recomputed when the questionnaire is saved.
 */
export function analyze(
  doc: DocumentModel,
  thesis: Understanding,
  opts: {
    minutes?: number;
    minutesChosen?: boolean;
    workType?: string | null;
    researchType?: ResearchType | null;
  } = {},
): Analysis {
  const minutes = Math.min(90, Math.max(5, Math.round(opts.minutes ?? 20)));
  const answers: AnalysisAnswers = {
    minutes,
    minutesChosen: opts.minutesChosen ?? opts.minutes !== undefined,
    workType: opts.workType?.trim() || null,
    researchType: opts.researchType ?? null,
  };
  const p = thesis.parts;
  const chapters = mainChaptersOf(thesis);
  const total = Math.max(
    1,
    chapters.reduce((s, c) => s + c.words, 0),
  );
  const structure: StructureEntry[] = chapters.map((c) => ({
    label: chapterLabel(c, thesis.pageLabels),
    role: c.role,
    roleLabel: ROLE_LABELS[c.role],
    wordCount: c.words,
    share: c.words / total,
  }));
  const missing = missingParts(doc, thesis);
  const insufficient = doc.wordCount < 1500 || chapters.length < 2 || missing.length >= 4;
  const kindKey = answers.researchType ? APPROACH_KIND[answers.researchType] : p.method?.kind;
  const kind = kindKey ? KIND_LABEL[kindKey] : null;
  // "eine empirische Bachelorarbeit"; another type of work ("Projektbericht") stays "Arbeit" in the sentence.
  const noun = answers.workType && /arbeit$/i.test(answers.workType) ? answers.workType : "Arbeit";
  const title = thesis.titleFromFilename ? null : thesis.title;
  const fullTitle = fullTitleOf(title, thesis.titlePage.subtitle);
  const summary = [
    `${fullTitle ? `„${fullTitle}“` : "Die Arbeit"} ist ${kind ? `eine ${kind} ${noun}` : `eine ${noun}`} in ${doc.language === "de" ? "deutscher" : "englischer"} Sprache mit ${doc.pageCountEstimated ? "etwa " : ""}${doc.pageCount} Seiten und rund ${fmt(doc.wordCount)} Wörtern Fließtext in ${chapters.length} Hauptkapiteln${thesis.appendix.length ? ` (dazu ${thesis.appendix.length} Anhangskapitel)` : ""}.`,
    ...(p.goal ? [`Ziel laut Arbeit: „${shorten(p.goal.text, 300)}“`] : []),
    ...(p.researchQuestions[0] && p.researchQuestions[0].text !== p.goal?.text
      ? [`Leitfrage: „${shorten(p.researchQuestions[0].text, 300)}“`]
      : []),
  ];
  const { strengths, weaknesses } = strengthsAndWeaknesses(doc, thesis, structure);
  return {
    answers,
    status: insufficient ? "insufficient" : "ok",
    missing,
    title,
    fullTitle,
    language: doc.language,
    format: doc.source.format,
    pageCount: doc.pageCount,
    pageCountEstimated: doc.pageCountEstimated,
    wordCount: doc.wordCount,
    figureCount: thesis.figures.filter((f) => f.kind === "figure").length,
    tableCount: thesis.figures.filter((f) => f.kind === "table").length,
    picturesPending: doc.picturesPending === true,
    titlePage: {
      subtitle: thesis.titlePage.subtitle,
      kindOfWork: thesis.titlePage.kindOfWork,
      institution: thesis.titlePage.institution,
      date: thesis.titlePage.date,
    },
    appendix: thesis.appendix.map((a) => `${a.number ? `${a.number} ` : ""}${a.title}`),
    figures: figureList(thesis),
    summary,
    structure,
    researchQuestions: p.researchQuestions.map((x) => placed(thesis, x)),
    hypotheses: p.hypotheses.map((x) => placed(thesis, x)),
    goal: p.goal && placed(thesis, p.goal),
    method: p.method && {
      ...p.method,
      sampleSizeEvidence: p.method.sampleSizeEvidence && placed(thesis, p.method.sampleSizeEvidence),
    },
    methodSummary: methodSummary(p.method),
    keyResults: keyFindings(thesis).map((x) => placed(thesis, x)),
    discussion: p.discussion.map((x) => placed(thesis, x)),
    limitations: p.limitations.map((x) => placed(thesis, x)),
    conclusion: p.conclusion.map((x) => placed(thesis, x)),
    outlook: p.outlook.map((x) => placed(thesis, x)),
    strengths,
    weaknesses,
    weaknessChecks: [...WEAKNESS_CHECKS],
    examinerQuestions: insufficient ? [] : examinerQuestions(thesis),
    outline: suggestOutline(thesis, minutes),
    references: {
      total: doc.references.length,
      withUrl: doc.references.filter((r) => r.urls.length > 0).length,
      withDoi: doc.references.filter((r) => r.dois.length > 0).length,
      links: doc.references.reduce((s, r) => s + r.urls.length + r.dois.length, 0),
    },
    warnings: doc.warnings,
  };
}
