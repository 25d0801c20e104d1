/**
 * The OpenAI-compatible text model (Vercel AI SDK, chat-completions protocol: OpenAI, Mistral, Ollama,
 * vLLM …). It writes better prose from the same passages the extractive model gets, with zod-checked
 * structured output. Its draft must pass the faithfulness check (every number occurs in the passages) and
 * the readability limits; otherwise — or on any error — the slide falls back to the extractive draft.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, Output } from "ai";
import { z } from "zod";
import { NumberIndex } from "../text/numbers.ts";
import { wordCount } from "../text/words.ts";
import { createExtractiveModel, draftExtractive, relevance } from "./extractive.ts";
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
        "Schreibe auf Deutsch, in der Ich-Form für die Sprechernotizen, sachlich und gut sprechbar. Antworte nur mit dem verlangten JSON."
    : "You write slides for a student's defence talk about their own thesis. Use only content from the given passages of the thesis. " +
        "Invent nothing: every number must appear exactly as in the passages (no rounding, no conversion). " +
        "Write in English, first person for the speaker notes, factual and easy to speak. Answer only with the requested JSON.";
}

function userPrompt(req: SlideRequest, extractive: SlideDraft): string {
  const de = req.language === "de";
  const passages = req.passages
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
      ? `Vorgaben: Titel als Aussage (höchstens 10 Wörter), höchstens ${req.maxBullets} Stichpunkte mit je höchstens ${req.maxWordsPerBullet} Wörtern, Sprechernotizen mit etwa ${req.notesWords} Wörtern (Sprechtempo 130 Wörter pro Minute).`
      : `Requirements: a title stating the point (at most 10 words), at most ${req.maxBullets} bullets of at most ${req.maxWordsPerBullet} words each, speaker notes of about ${req.notesWords} words (130 words per minute).`,
  ];
  if (req.kind === "method" && req.context.methodology.trim())
    lines.push(
      de
        ? `Methodenbeschreibung der Studentin/des Studenten (zur Gewichtung, keine neuen Fakten): ${req.context.methodology.trim()}`
        : `The student's description of the method (for emphasis, no new facts): ${req.context.methodology.trim()}`,
    );
  lines.push(de ? "Vorschlag aus der Arbeit (Stichpunkte):" : "Suggested key points from the thesis:");
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

/** Why a draft may not be used, or null when it passes. */
export function checkDraft(draft: LlmDraft, req: SlideRequest): string | null {
  const index = new NumberIndex([...req.passages.map((p) => p.text), req.context.methodology, req.titleHint]);
  const invented = [draft.title, ...draft.bullets, draft.notes].flatMap((t) => index.unknown(t));
  if (invented.length) return `Zahlen nicht in der Arbeit: ${[...new Set(invented)].join(", ")}`;
  if (draft.bullets.length > req.maxBullets) return `zu viele Stichpunkte (${draft.bullets.length})`;
  const long = draft.bullets.find((b) => wordCount(b) > req.maxWordsPerBullet + 2);
  if (long) return `Stichpunkt zu lang: „${long}“`;
  if (wordCount(draft.title) > 14) return "Titel zu lang";
  // The notes cannot be longer than the passages carry (nothing may be added), nor much shorter.
  const n = wordCount(draft.notes);
  const carried = req.passages.reduce((a, p) => a + wordCount(p.text), 0);
  const expected = Math.min(req.notesWords, carried);
  if (n < expected * 0.75 || n > req.notesWords * 1.25)
    return `Sprechernotizen mit ${n} statt etwa ${req.notesWords} Wörtern`;
  return null;
}

export function createOpenAICompatibleModel(opts: {
  baseURL: string;
  apiKey?: string;
  model: string;
  maxRetries?: number;
}): TextModel {
  const provider = createOpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey || "not-needed",
    name: "folienwerk-llm",
  });
  const model = provider.chat(opts.model);
  const name = `openai-compatible:${opts.model}`;
  return {
    name,
    async draftSlide(req, signal) {
      const extractive = draftExtractive(req);
      if (req.passages.length === 0) return extractive;
      try {
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
