/**
 * Likely examiner questions with model answers grounded in the thesis. Questions come from a catalogue
 * of what examiners ask in a defence (per group), made specific with the thesis's own terms; each answer
 * is a short selection of the thesis's sentences that best answer it, with page references.
 */
import { z } from "zod";
import { chapterRole, type SlidePlan } from "../plan/planner.ts";
import { contentTokens, wordCount } from "../text/words.ts";
import type { SentenceFlag, ThesisSentence, Understanding } from "../understand/schema.ts";
import { minimumQuestions } from "./labels.ts";
import { condense, isProse, pageRef, speakable } from "./text.ts";

export const QUESTION_GROUPS = [
  "Methodik",
  "Ergebnisse",
  "Grenzen",
  "Theorie/Einordnung",
  "Transfer/Ausblick",
] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

export const ExamQuestionSchema = z.object({
  question: z.string(),
  answer: z.string(),
  group: z.enum(QUESTION_GROUPS),
  pages: z.array(z.number().int()),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

interface Template {
  group: QuestionGroup;
  de: string;
  en: string;
  /** Sentences that may answer it. */
  flags: SentenceFlag[];
  roles?: string[];
  /** Extra words that make a sentence a better answer. */
  cue?: RegExp;
  when?: (d: Understanding, p: SlidePlan) => boolean;
}

const empirical = (_d: Understanding, p: SlidePlan) => p.researchType !== "literature";

const TEMPLATES: Template[] = [
  {
    group: "Methodik",
    de: "Warum haben Sie sich für dieses methodische Vorgehen entschieden?",
    en: "Why did you choose this methodological approach?",
    flags: ["method"],
    roles: ["method"],
    cue: /geeignet|ermöglicht|gewählt|entschieden|vorteil|suitable|chosen|allows|enables/iu,
  },
  {
    group: "Methodik",
    de: "Wie sind Sie bei der Datenerhebung vorgegangen?",
    en: "How did you collect your data?",
    flags: ["method"],
    roles: ["method"],
    cue: /erhob|erhoben|gemessen|befragt|durchgeführt|daten|collected|measured|conducted|data/iu,
    when: empirical,
  },
  {
    group: "Methodik",
    de: "Nach welchen Kriterien haben Sie die Literatur ausgewählt und ausgewertet?",
    en: "How did you select and analyse the literature?",
    flags: ["method"],
    roles: ["method", "theory"],
    cue: /literatur|quellen|recherche|auswahl|studien|literature|sources|search|selected/iu,
    when: (_d, p) => p.researchType !== "empirical",
  },
  {
    group: "Methodik",
    de: "Wie setzt sich Ihre Stichprobe bzw. Datengrundlage zusammen?",
    en: "What does your sample or data basis consist of?",
    flags: ["method"],
    cue: /stichprobe|teilnehm|proband|befragte|datensatz|sample|participants|dataset|n\s?=/iu,
    when: (d, p) => empirical(d, p),
  },
  {
    group: "Methodik",
    de: "Wie haben Sie die Daten ausgewertet?",
    en: "How did you analyse the data?",
    flags: ["method", "result"],
    cue: /auswert|analys|test|regression|modell|statist|software|analy[sz]|model/iu,
    when: empirical,
  },
  {
    group: "Ergebnisse",
    de: "Was ist das wichtigste Ergebnis Ihrer Arbeit?",
    en: "What is the most important result of your thesis?",
    flags: ["result", "conclusion"],
    roles: ["results", "conclusion"],
    cue: /zeigt|ergebnis|wichtig|zentral|shows|result|main|key/iu,
  },
  {
    group: "Ergebnisse",
    de: "Wie beantworten Sie Ihre Forschungsfrage?",
    en: "How do you answer your research question?",
    flags: ["conclusion", "result", "question"],
    roles: ["conclusion", "discussion"],
    cue: /forschungsfrage|beantwort|frage|research question|answer/iu,
  },
  {
    group: "Ergebnisse",
    de: "Haben sich Ihre Erwartungen bzw. Hypothesen bestätigt?",
    en: "Were your expectations or hypotheses confirmed?",
    flags: ["hypothesis", "result", "discussion"],
    cue: /hypothese|bestätigt|erwart|widerleg|verworfen|hypothes|confirmed|expected|rejected/iu,
  },
  {
    group: "Ergebnisse",
    de: "Welches Ergebnis hat Sie am meisten überrascht?",
    en: "Which result surprised you most?",
    flags: ["result", "discussion"],
    cue: /überrasch|unerwart|entgegen|auffällig|jedoch|surpris|unexpected|contrary|however/iu,
  },
  {
    group: "Grenzen",
    de: "Wo sehen Sie die wichtigsten Grenzen Ihrer Arbeit?",
    en: "What are the main limitations of your thesis?",
    flags: ["limitation"],
    cue: /limitation|grenze|einschränk|limit/iu,
  },
  {
    group: "Grenzen",
    de: "Wie wirken sich diese Einschränkungen auf die Aussagekraft Ihrer Ergebnisse aus?",
    en: "How do these limitations affect the validity of your results?",
    flags: ["limitation", "discussion"],
    cue: /aussagekraft|verallgemein|übertrag|validität|repräsentativ|validity|generali[sz]|representative/iu,
  },
  {
    group: "Grenzen",
    de: "Was würden Sie rückblickend anders machen?",
    en: "What would you do differently in hindsight?",
    flags: ["limitation", "outlook"],
    cue: /sinnvoll|besser|künftig|könnte|sollte|would|should|could/iu,
  },
  {
    group: "Theorie/Einordnung",
    de: "Auf welchen theoretischen Grundlagen baut Ihre Arbeit auf?",
    en: "Which theoretical foundations does your thesis build on?",
    flags: [],
    roles: ["theory"],
    cue: /theorie|modell|konzept|ansatz|definiert|theory|model|concept|approach|defined/iu,
  },
  {
    group: "Theorie/Einordnung",
    de: "Wie ordnen Sie Ihre Ergebnisse in den Forschungsstand ein?",
    en: "How do your results relate to the state of research?",
    flags: ["discussion"],
    roles: ["discussion", "theory"],
    cue: /studie|forschung|literatur|übereinstimm|im einklang|bestätigt|study|research|literature|consistent|line with/iu,
  },
  {
    group: "Theorie/Einordnung",
    de: "Wie definieren Sie die zentralen Begriffe Ihrer Arbeit?",
    en: "How do you define the central terms of your thesis?",
    flags: [],
    roles: ["theory", "introduction"],
    cue: /definiert|definition|versteht man|bezeichnet|beschreibt|bedeutet|defined|definition|refers to|describes/iu,
  },
  {
    group: "Theorie/Einordnung",
    de: "Warum ist Ihr Thema wissenschaftlich relevant?",
    en: "Why is your topic scientifically relevant?",
    flags: ["goal"],
    roles: ["introduction"],
    cue: /relevan|bedeut|wichtig|zunehmend|problem|herausforder|relevan|important|increasing|challenge/iu,
  },
  {
    group: "Transfer/Ausblick",
    de: "Welche praktischen Konsequenzen ergeben sich aus Ihren Ergebnissen?",
    en: "What are the practical implications of your results?",
    flags: ["conclusion", "discussion"],
    roles: ["conclusion", "discussion"],
    cue: /praxis|praktisch|unternehmen|empfehl|anwend|einsatz|practice|practical|recommend|application/iu,
  },
  {
    group: "Transfer/Ausblick",
    de: "Welche weiterführende Forschung schlagen Sie vor?",
    en: "What further research do you suggest?",
    flags: ["outlook"],
    roles: ["outlook", "conclusion"],
    cue: /künftig|zukünftig|weitere|weiterführend|ausblick|future|further/iu,
  },
  {
    group: "Transfer/Ausblick",
    de: "Lassen sich Ihre Ergebnisse auf andere Kontexte übertragen?",
    en: "Can your results be transferred to other contexts?",
    flags: ["limitation", "conclusion", "outlook"],
    cue: /übertrag|andere|verallgemein|generali|transfer|other contexts|general/iu,
  },
];

function answerFrom(
  pool: ThesisSentence[],
  cue: RegExp | undefined,
  extraTokens: string[],
  usedIds: Set<number>,
) {
  const extra = new Set(extraTokens);
  const ranked = pool
    .filter((s) => s.words >= 6 && s.words <= 50 && !s.text.trim().endsWith("?") && isProse(s.text))
    .map((s) => {
      let r = s.score;
      if (cue?.test(s.text)) r += 0.6;
      const overlap = contentTokens(s.text).filter((t) => extra.has(t)).length;
      r += overlap * 0.15;
      if (usedIds.has(s.id)) r *= 0.4;
      return { s, r };
    })
    .sort((a, b) => b.r - a.r);
  const chosen: ThesisSentence[] = [];
  let words = 0;
  for (const { s } of ranked) {
    if (chosen.length >= 3 || words >= 70) break;
    if (words + s.words > 95) continue;
    chosen.push(s);
    words += s.words;
  }
  return chosen.sort((a, b) => a.id - b.id);
}

export function writeQuestions(thesis: Understanding, plan: SlidePlan): ExamQuestion[] {
  const lang = plan.language;
  const min = minimumQuestions(plan.workType);
  const roleOf = thesis.chapters.map((c) => chapterRole(c));
  const usedIds = new Set<number>();
  const out: ExamQuestion[] = [];

  const finish = (question: string, group: QuestionGroup, chosen: ThesisSentence[]) => {
    if (chosen.length === 0) return false;
    for (const s of chosen) usedIds.add(s.id);
    const pages = [...new Set(chosen.map((s) => s.page).filter((p): p is number => p !== null))].sort(
      (a, b) => a - b,
    );
    const ref = pageRef(pages, lang);
    const answer = `${chosen.map((s) => speakable(s.text)).join(" ")}${ref ? ` (${ref})` : ""}`;
    out.push({ question, answer, group, pages });
    return true;
  };

  for (const t of TEMPLATES) {
    if (t.when && !t.when(thesis, plan)) continue;
    const pool = thesis.sentences.filter(
      (s) =>
        (t.flags.length > 0 && s.flags.some((f) => t.flags.includes(f))) ||
        (t.roles?.includes(roleOf[s.chapter] ?? "other") ?? false),
    );
    finish(
      lang === "de" ? t.de : t.en,
      t.group,
      answerFrom(pool, t.cue, contentTokens(t.de + t.en), usedIds),
    );
  }

  // Specific follow-ups: the thesis's own key results and chapters, until the minimum (and a bit more) is met.
  const results = thesis.sentences
    .filter((s) => s.flags.includes("result") && /\d/.test(s.text) && s.words >= 8 && s.words <= 40)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  for (const r of results) {
    const short = condense(r.text, 10).replace(/ …$/, "");
    const q =
      lang === "de"
        ? `Wie interpretieren Sie das Ergebnis „${short}“?`
        : `How do you interpret the result “${short}”?`;
    const related = thesis.sentences.filter(
      (s) => s.id !== r.id && (s.flags.includes("discussion") || s.chapter === r.chapter),
    );
    finish(q, "Ergebnisse", [
      r,
      ...answerFrom(related, undefined, contentTokens(r.text), usedIds).slice(0, 2),
    ]);
  }
  const target = Math.max(min, out.length);
  const chapters = thesis.chapters.map((c, i) => ({ c, i })).sort((a, b) => b.c.words - a.c.words);
  for (const { c, i } of chapters) {
    if (out.length >= target + 2) break;
    const role = roleOf[i];
    const group: QuestionGroup =
      role === "method"
        ? "Methodik"
        : role === "results"
          ? "Ergebnisse"
          : role === "discussion" || role === "conclusion" || role === "outlook"
            ? "Transfer/Ausblick"
            : "Theorie/Einordnung";
    const q =
      lang === "de"
        ? `Können Sie die Kernaussage des Kapitels „${c.title}“ kurz zusammenfassen?`
        : `Can you briefly summarise the key message of the chapter “${c.title}”?`;
    if (out.some((x) => x.question === q)) continue;
    finish(
      q,
      group,
      answerFrom(
        thesis.sentences.filter((s) => s.chapter === i),
        undefined,
        contentTokens(c.title),
        usedIds,
      ),
    );
  }
  // Short theses: ask about further sections until the minimum is reached.
  const sections = thesis.chapters.flatMap((c, i) => c.sections.map((s) => ({ s, i })));
  for (const { s, i } of sections) {
    if (out.length >= min) break;
    const q =
      lang === "de"
        ? `Was ist im Abschnitt „${s.title}“ entscheidend?`
        : `What is decisive in the section “${s.title}”?`;
    finish(
      q,
      roleOf[i] === "method" ? "Methodik" : roleOf[i] === "results" ? "Ergebnisse" : "Theorie/Einordnung",
      answerFrom(
        thesis.sentences.filter((x) => x.sectionId === s.headingId),
        undefined,
        contentTokens(s.title),
        usedIds,
      ),
    );
  }
  // Very short texts: general questions answered from the whole text.
  const general: Array<[QuestionGroup, string, string, RegExp | undefined]> = [
    [
      "Theorie/Einordnung",
      "Was ist die zentrale Aussage Ihrer Arbeit?",
      "What is the central message of your thesis?",
      /zeigt|ergebnis|zentral|ziel|shows|result|aim/iu,
    ],
    [
      "Theorie/Einordnung",
      "Welche Begriffe sind für Ihre Arbeit zentral?",
      "Which terms are central to your thesis?",
      /begriff|definiert|bezeichnet|term|defined|called/iu,
    ],
    [
      "Methodik",
      "Wie sind Sie bei der Bearbeitung des Themas vorgegangen?",
      "How did you approach the topic?",
      /vorgehen|zunächst|anschließend|schritt|approach|first|then|step/iu,
    ],
    [
      "Transfer/Ausblick",
      "Wo sehen Sie offene Fragen für die weitere Arbeit?",
      "Which questions remain open for further work?",
      /offen|weiter|künftig|noch|open|further|future/iu,
    ],
    [
      "Grenzen",
      "Welche Aspekte Ihres Themas konnten Sie nicht behandeln?",
      "Which aspects of your topic could you not cover?",
      /nicht|kein|ausgeklammert|beschränkt|not|beyond|limited/iu,
    ],
  ];
  for (const [group, deQ, enQ, cue] of general) {
    if (out.length >= min) break;
    finish(lang === "de" ? deQ : enQ, group, answerFrom(thesis.sentences, cue, [], usedIds));
  }
  const order = new Map(QUESTION_GROUPS.map((g, i) => [g, i]));
  return out
    .map((q, i) => ({ q, i }))
    .sort((a, b) => (order.get(a.q.group) ?? 0) - (order.get(b.q.group) ?? 0) || a.i - b.i)
    .map(({ q }) => ({ ...q, answer: q.answer.trim() }))
    .filter((q) => wordCount(q.answer) >= 5);
}
