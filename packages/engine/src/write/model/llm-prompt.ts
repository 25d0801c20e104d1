/**
 * What the OpenAI-compatible model is asked for: the slide rules of issue 29 (German and English talks) and the
 * slide's own request: kind, limits, notes budget, the student's method description, the research question on
 * the conclusion slide, the figure or table the slide shows, the extractive suggestion and the thesis passages.
 * The answer is checked by llm-checks.ts, whatever the prompt says.
 */
import { speakable } from "../wording/speakable.ts";
import { answerLabel } from "./llm-checks.ts";
import { isSlideMaterial, relevance } from "./slide-material.ts";
import type { SlideDraft, SlideRequest } from "./text-model.ts";

const MAX_PASSAGES = 40;

const SYSTEM = {
  de: [
    "Du schreibst eine Folie für den Abschlussvortrag einer Studentin oder eines Studenten über die eigene Arbeit.",
    "Verwende ausschließlich Inhalte aus den gegebenen Textstellen der Arbeit. Erfinde nichts: jede Zahl muss genau so in den Textstellen stehen (nicht runden, nicht umrechnen).",
    "Stichpunkte sind Folientext: verdichtete Aussagen mit Subjekt und Verb, höchstens etwa 15 Wörter, jede für sich verständlich, nie mit „…“ abgebrochen.",
    "In Stichpunkten nie: Quellenangaben (Autor und Jahr, [12], Fußnotenzeichen, „vgl.“), Klammerzusätze, Abschwächungen („möglicherweise“, „vermutlich“), Anschlusswörter, die sich auf einen vorigen Satz stützen („Daher“, „Außerdem“, „Dies“, „Diese Werte“).",
    "Nie auf die Folie und nie in die Notizen: Sätze über den Aufbau der Arbeit („Kapitel 2 behandelt …“), Beschreibungen von Abbildungen oder Achsen („Auf der y-Achse …“), Hinweise zum Text (generisches Maskulinum, Anhang, Quellcode), Formelzeichen und unvollständige Sätze.",
    "Ein Titel auf einer Ergebnisfolie nennt den Befund mit seiner Zahl – einen echten Befund, nie eine Einstellung, Definition, einen Parameter oder eine Prüfgröße (Signifikanzniveau, Lernrate, Stichprobengröße, Cronbachs α). Sonst ist der Titel eine kurze Überschrift.",
    "Die Sprechernotizen stehen in der Ich-Form („In meiner Arbeit …“, „Ich habe …“): ein erster Satz, der sagt, was die Folie zeigt, dann die 2 bis 5 Kernaussagen der Folie in kurzen, gut sprechbaren Sätzen; die Wortzahl der Vorgaben gilt. Keine Quellenangaben, keine Zitate in einer anderen Sprache als Deutsch. Den Übergang zur nächsten Folie hängt das Programm selbst an.",
    "Antworte nur mit dem verlangten JSON.",
  ],
  en: [
    "You write one slide for a student's defence talk about their own thesis.",
    "Use only content from the given passages of the thesis. Invent nothing: every number must appear exactly as in the passages (no rounding, no conversion).",
    "Bullets are slide text: compressed statements with a subject and a verb, at most about 15 words, each understandable on its own, never cut off with “…”.",
    "Never in a bullet: citations (author and year, [12], footnote marks, “cf.”), parentheticals, hedges (“perhaps”, “somewhat”), connectors that lean on a previous sentence (“Therefore”, “Moreover”, “This”, “These values”).",
    "Never on a slide and never in the notes: sentences about the structure of the thesis (“Chapter 2 describes …”), descriptions of figures or axes (“The y-axis shows …”), notes about the text (appendix, source code), formula symbols and incomplete sentences.",
    "The title of a results slide states the finding with its number – a real finding, never a setting, definition, parameter or diagnostic (significance level, learning rate, sample size, Cronbach's α). Otherwise the title is a short heading.",
    "Speaker notes are in the first person (“In my thesis …”, “I …”): an opening sentence that says what the slide shows, then the slide's 2 to 5 key points in short sentences that are easy to speak; the word count of the requirements holds. No citations, no quotations in a language other than English. The program adds the transition to the next slide itself.",
    "Answer only with the requested JSON.",
  ],
} as const;

export function systemPrompt(language: "de" | "en"): string {
  return SYSTEM[language].join(" ");
}

/** The slide's own request: kind, limits, context, the extractive suggestion and the thesis passages. */
export function userPrompt(req: SlideRequest, extractive: SlideDraft): string {
  const de = req.language === "de";
  const passages = req.passages
    .filter(isSlideMaterial)
    .map((p) => ({ p, r: relevance(p, req) }))
    .sort((a, b) => b.r - a.r)
    .slice(0, MAX_PASSAGES)
    .map(({ p }) => p)
    .sort((a, b) => a.id - b.id);
  const fewest = Math.min(3, req.maxBullets);
  const low = Math.round(req.notesWords * 0.75);
  const high = Math.round(req.notesWords * 1.25);
  const lines = [
    de
      ? `Arbeit: „${req.context.thesisTitle}“ (${req.context.workType})`
      : `Thesis: “${req.context.thesisTitle}” (${req.context.workType})`,
    de ? `Folie: ${req.kind} – Thema: „${req.titleHint}“` : `Slide: ${req.kind} – topic: “${req.titleHint}”`,
    de
      ? `Vorgaben: Titel höchstens 10 Wörter; ${fewest} bis ${req.maxBullets} Stichpunkte mit je höchstens ${req.maxWordsPerBullet} Wörtern; Sprechernotizen mit etwa ${req.notesWords} Wörtern (zwischen ${low} und ${high}; Sprechtempo 130 Wörter pro Minute).`
      : `Requirements: a title of at most 10 words; ${fewest} to ${req.maxBullets} bullets of at most ${req.maxWordsPerBullet} words each; speaker notes of about ${req.notesWords} words (between ${low} and ${high}; 130 words per minute).`,
  ];
  if (req.kind === "results")
    lines.push(
      de
        ? "Ergebnisfolie: Der Titel nennt einen Befund mit seiner Zahl aus den Textstellen."
        : "Results slide: the title states one finding with its number from the passages.",
    );
  if (req.kind === "conclusion") {
    const label = answerLabel(req);
    lines.push(
      de
        ? `Fazitfolie: Der erste Stichpunkt beginnt mit „${label}“ und beantwortet die Forschungsfrage mit den Sätzen der Arbeit.`
        : `Conclusion slide: the first bullet starts with “${label}” and answers the research question in the thesis's own sentences.`,
    );
    const question = req.context.researchQuestion?.trim();
    if (question) lines.push(`${de ? "Forschungsfrage" : "Research question"}: ${question}`);
  }
  if (req.kind === "method" && req.context.methodology.trim())
    lines.push(
      de
        ? `Eigene Beschreibung des Vorgehens durch die Studentin/den Studenten (übernimm sie als erste Stichpunkte, in kurzen vollständigen Sätzen, und sprich sie in den Notizen mit „Kurz zu meinem Vorgehen: …“): ${req.context.methodology.trim()}`
        : `The student's own description of the approach (use it as the first bullets, in short complete sentences, and speak it in the notes starting with “Briefly, my approach: …”): ${req.context.methodology.trim()}`,
    );
  const visual = req.visual?.trim();
  if (visual)
    lines.push(
      de
        ? `Die Folie zeigt: „${visual}“. Nach dem ersten Satz der Notizen fügt das Programm „Hier sehen Sie …“ ein; erkläre danach in ein bis zwei Sätzen, was darauf zu sehen ist und worauf es ankommt.`
        : `The slide shows: “${visual}”. After the first sentence of the notes the program inserts “Here you see …”; then explain in one or two sentences what it shows and what matters in it.`,
    );
  lines.push(de ? "Vorschlag aus der Arbeit:" : "Suggestion from the thesis:");
  lines.push(`${de ? "Titel" : "Title"}: ${extractive.title}`);
  for (const b of extractive.bullets) lines.push(`- ${b}`);
  lines.push(de ? "Textstellen der Arbeit:" : "Passages of the thesis:");
  // Citations and pointers are not offered, so they cannot be copied.
  for (const p of passages) lines.push(`> ${speakable(p.text)}`);
  lines.push(
    de
      ? 'Antworte als JSON: {"title": string, "bullets": string[], "notes": string}'
      : 'Answer as JSON: {"title": string, "bullets": string[], "notes": string}',
  );
  return lines.join("\n");
}
