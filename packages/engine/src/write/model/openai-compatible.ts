/**
 * The OpenAI-compatible text model (Vercel AI SDK, chat-completions protocol: OpenAI, Mistral, Ollama,
 * vLLM …). It writes better prose from the same passages the extractive model gets (prompt: llm-prompt.ts),
 * with zod-checked structured output. Its answer is checked, not trusted (llm-checks.ts): a bullet that breaks
 * a slide rule is dropped, a title or notes that break one are replaced by the extractive ones, and on too few
 * bullets — or on any error — the slide is the extractive draft.
 */
import { z } from "zod";
import { createExtractiveModel, draftExtractive } from "./extractive.ts";
import { vetLlmDraft } from "./llm-checks.ts";
import { systemPrompt, userPrompt } from "./llm-prompt.ts";
import type { TextModel } from "./text-model.ts";

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
        return vetLlmDraft(LlmDraftSchema.parse(output), req, extractive, name);
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
