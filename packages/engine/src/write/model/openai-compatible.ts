/**
 * The OpenAI-compatible text model (Vercel AI SDK, chat-completions protocol: OpenAI, Mistral, Ollama,
 * vLLM …). It writes better prose from the same passages the extractive model gets, with zod-checked
 * structured output. Its draft must pass the faithfulness check (every number occurs in the passages) and
 * the readability limits; otherwise — or on any error — the slide falls back to the extractive draft.
 */
import { z } from "zod";
import { NumberIndex } from "../../text/numbers.ts";
import { splitSentences } from "../../text/sentences.ts";
import { wordCount } from "../../text/words.ts";
import { classifySentence } from "../../understand/sentence-role.ts";
import { UNUSABLE_ROLES } from "../../understand/sentences.ts";
import { isSlideMaterial, relevance } from "./bullets.ts";
import { createExtractiveModel, draftExtractive } from "./extractive.ts";
import type { SlideDraft, SlideRequest, TextModel } from "./text-model.ts";

export const LlmDraftSchema = z.object({
  title: z.string().min(1),
  bullets: z.array(z.string().min(1)).min(1).max(6),
  notes: z.string().min(1),
});
export type LlmDraft = z.infer<typeof LlmDraftSchema>;

export interface TextModelEnv {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}

const MAX_PASSAGES = 40;

function systemPrompt(language: "de" | "en"): string {
  return language === "de"
    ? "Du schreibst Folien für den Abschlussvortrag einer Studentin oder eines Studenten über die eigene Arbeit. " +
        "Verwende ausschließlich Inhalte aus den gegebenen Textstellen der Arbeit. Erfinde nichts: jede Zahl muss genau so in den Textstellen stehen (nicht runden, nicht umrechnen). " +
        "Nie auf die Folie und nie in die Notizen: Sätze über den Aufbau der Arbeit („Kapitel 2 behandelt …“), Beschreibungen von Abbildungen oder Achsen („Auf der y-Achse …“), Hinweise zum Text (generisches Maskulinum, Anhang, Quellcode), Formelzeichen und unvollständige Sätze. " +
        "Stichpunkte sind vollständige kurze Aussagen, nie mit „…“ abgebrochen. Ein Titel auf Ergebnis-, Diskussions- oder Fazitfolien nennt den Befund mit seiner Zahl, sonst ist er eine kurze Überschrift. " +
        "Die Sprechernotizen stehen in der Ich-Form („In meiner Arbeit …“, „Ich habe …“), in kurzen, gut sprechbaren Sätzen, ohne Quellenangaben. Antworte nur mit dem verlangten JSON."
    : "You write slides for a student's defence talk about their own thesis. Use only content from the given passages of the thesis. " +
        "Invent nothing: every number must appear exactly as in the passages (no rounding, no conversion). " +
        "Never on a slide and never in the notes: sentences about the structure of the thesis (“Chapter 2 describes …”), descriptions of figures or axes (“The y-axis shows …”), notes about the text (appendix, source code), formula symbols and incomplete sentences. " +
        "Bullets are complete short statements, never cut off with “…”. On results, discussion and conclusion slides the title states the finding with its number; otherwise it is a short heading. " +
        "Speaker notes are in the first person (“In my thesis …”, “I …”), in short sentences that are easy to speak, without citations. Answer only with the requested JSON.";
}

function userPrompt(req: SlideRequest, extractive: SlideDraft): string {
  const de = req.language === "de";
  const passages = req.passages
    .filter(isSlideMaterial)
    .map((p) => ({ p, r: relevance(p, req) }))
    .sort((a, b) => b.r - a.r)
    .slice(0, MAX_PASSAGES)
    .map(({ p }) => p)
    .sort((a, b) => a.id - b.id);
  const lines = [
    de
      ? `Arbeit: „${req.context.thesisTitle}“ (${req.context.workType})`
      : `Thesis: “${req.context.thesisTitle}” (${req.context.workType})`,
    de ? `Folie: ${req.kind} – Thema: „${req.titleHint}“` : `Slide: ${req.kind} – topic: “${req.titleHint}”`,
    de
      ? `Vorgaben: Titel höchstens 10 Wörter, höchstens ${req.maxBullets} Stichpunkte mit je höchstens ${req.maxWordsPerBullet} Wörtern, Sprechernotizen mit etwa ${req.notesWords} Wörtern (Sprechtempo 130 Wörter pro Minute).`
      : `Requirements: a title of at most 10 words, at most ${req.maxBullets} bullets of at most ${req.maxWordsPerBullet} words each, speaker notes of about ${req.notesWords} words (130 words per minute).`,
  ];
  if (req.kind === "method" && req.context.methodology.trim())
    lines.push(
      de
        ? `Eigene Beschreibung des Vorgehens durch die Studentin/den Studenten (übernimm sie als erste Stichpunkte, in kurzen vollständigen Sätzen, und sprich sie in den Notizen mit „Kurz zu meinem Vorgehen: …“): ${req.context.methodology.trim()}`
        : `The student's own description of the approach (use it as the first bullets, in short complete sentences, and speak it in the notes starting with “Briefly, my approach: …”): ${req.context.methodology.trim()}`,
    );
  lines.push(de ? "Vorschlag aus der Arbeit:" : "Suggestion from the thesis:");
  lines.push(`${de ? "Titel" : "Title"}: ${extractive.title}`);
  for (const b of extractive.bullets) lines.push(`- ${b}`);
  lines.push(de ? "Textstellen der Arbeit:" : "Passages of the thesis:");
  for (const p of passages)
    lines.push(`[${p.page ? (de ? `S. ${p.page}` : `p. ${p.page}`) : "–"}] ${p.text}`);
  lines.push(
    de
      ? 'Antworte als JSON: {"title": string, "bullets": string[], "notes": string}'
      : 'Answer as JSON: {"title": string, "bullets": string[], "notes": string}',
  );
  return lines.join("\n");
}

/** Why a bullet or title of the model would read badly: cut off, or a sentence about the text or a figure. */
function bulletProblem(text: string, language: "de" | "en"): string | null {
  if (/(…|\.\.\.)\s*$/u.test(text)) return "abgebrochen";
  const role = classifySentence({
    text: /[.!?]$/u.test(text) ? text : `${text}.`,
    chapterRole: "other",
    headingPath: [],
    language,
  });
  return UNUSABLE_ROLES.has(role) && wordCount(text) >= 4 ? role : null;
}

/** Why a draft may not be used, or null when it passes. */
export function checkDraft(draft: LlmDraft, req: SlideRequest): string | null {
  const index = new NumberIndex([...req.passages.map((p) => p.text), req.context.methodology, req.titleHint]);
  const invented = [draft.title, ...draft.bullets, draft.notes].flatMap((t) => index.unknown(t));
  if (invented.length) return `Zahlen nicht in der Arbeit: ${[...new Set(invented)].join(", ")}`;
  if (draft.bullets.length > req.maxBullets) return `zu viele Stichpunkte (${draft.bullets.length})`;
  const long = draft.bullets.find((b) => wordCount(b) > req.maxWordsPerBullet + 2);
  if (long) return `Stichpunkt zu lang: „${long}“`;
  if (wordCount(draft.title) > 14) return "Titel zu lang";
  for (const text of [draft.title, ...draft.bullets]) {
    const problem = bulletProblem(text, req.language);
    if (problem) return `Stichpunkt oder Titel ungeeignet (${problem}): „${text}“`;
  }
  const aboutText = splitSentences(draft.notes).find((t) => {
    const problem = bulletProblem(t, req.language);
    return problem === "roadmap" || problem === "figure-description";
  });
  if (aboutText) return `Sprechernotizen über Aufbau oder Abbildung: „${aboutText}“`;
  // The notes cannot be longer than the passages carry (nothing may be added), nor much shorter.
  const n = wordCount(draft.notes);
  const carried = req.passages.reduce((a, p) => a + wordCount(p.text), 0);
  const expected = Math.min(req.notesWords, carried);
  if (n < expected * 0.75 || n > req.notesWords * 1.25)
    return `Sprechernotizen mit ${n} statt etwa ${req.notesWords} Wörtern`;
  return null;
}

/**
 * The AI SDK, loaded when the first slide is drafted with a language model: without one configured (the
 * default) it is never needed, and loading it took ~0.4 s of a server start.
 */
async function loadAiSdk() {
  const [ai, openai] = await Promise.all([import("ai"), import("@ai-sdk/openai")]);
  return { generateText: ai.generateText, Output: ai.Output, createOpenAI: openai.createOpenAI };
}

export function createOpenAICompatibleModel(opts: {
  baseURL: string;
  apiKey?: string;
  model: string;
  maxRetries?: number;
}): TextModel {
  const name = `openai-compatible:${opts.model}`;
  let loaded: ReturnType<typeof connect> | undefined;
  async function connect() {
    const sdk = await loadAiSdk();
    const provider = sdk.createOpenAI({
      baseURL: opts.baseURL,
      apiKey: opts.apiKey || "not-needed",
      name: "folienwerk-llm",
    });
    return { ...sdk, model: provider.chat(opts.model) };
  }
  return {
    name,
    async draftSlide(req, signal) {
      const extractive = draftExtractive(req);
      if (req.passages.length === 0) return extractive;
      try {
        loaded ??= connect();
        const { generateText, Output, model } = await loaded;
        const { output } = await generateText({
          model,
          system: systemPrompt(req.language),
          prompt: userPrompt(req, extractive),
          output: Output.object({ schema: LlmDraftSchema }),
          temperature: 0.2,
          maxRetries: opts.maxRetries ?? 1,
          abortSignal: signal,
        });
        const draft = LlmDraftSchema.parse(output);
        const problem = checkDraft(draft, req);
        if (problem) return { ...extractive, fallbackReason: problem };
        return {
          title: draft.title.trim(),
          bullets: draft.bullets.map((b) => b.trim()),
          notes: draft.notes.trim(),
          usedIds: extractive.usedIds,
          model: name,
        };
      } catch (error) {
        if (signal?.aborted) throw error;
        const message = error instanceof Error ? error.message : String(error);
        return { ...extractive, fallbackReason: `Sprachmodell nicht nutzbar: ${message.slice(0, 200)}` };
      }
    },
  };
}

/** Extractive by default; OpenAI-compatible when LLM_BASE_URL and LLM_MODEL are configured. */
export function createTextModel(env: TextModelEnv = {}): TextModel {
  const baseURL = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseURL || !model) return createExtractiveModel();
  return createOpenAICompatibleModel({ baseURL, apiKey: env.LLM_API_KEY?.trim(), model });
}
