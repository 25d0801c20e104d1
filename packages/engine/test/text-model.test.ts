import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeckPipeline } from "../src/pipeline.ts";
import { createTextModel } from "../src/write/model/openai-compatible.ts";
import type { SlideRequest } from "../src/write/model/text-model.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";

/** A local server speaking the OpenAI chat-completions protocol; the reply is chosen per test. */
let server: Server;
let baseURL: string;
let reply: (body: { messages: Array<{ role: string; content: string }> }) => {
  status: number;
  content: string;
};
const requests: Array<Record<string, unknown>> = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req));
    requests.push({ ...body, authorization: req.headers.authorization });
    const { status, content } = reply(body);
    res.writeHead(status, { "content-type": "application/json" });
    if (status !== 200) {
      res.end(JSON.stringify({ error: { message: "Modell überlastet", type: "server_error" } }));
      return;
    }
    res.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1_700_000_000,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function request(): SlideRequest {
  return {
    language: "de",
    kind: "results",
    titleHint: "Ergebnisse",
    passages: [
      {
        id: 1,
        text: "Im Mittel verbrachten die Befragten 6,4 Tage pro Monat im Garten.",
        page: 12,
        score: 1,
        role: "result",
        flags: ["result"],
      },
      {
        id: 2,
        text: "Das Regressionsmodell erklärte insgesamt 34 % der Varianz.",
        page: 13,
        score: 1,
        role: "result",
        flags: ["result"],
      },
      {
        id: 3,
        text: "Soziale Einbindung erklärte die Beteiligung am stärksten.",
        page: 13,
        score: 0.9,
        role: "result",
        flags: ["result"],
      },
    ],
    focus: [],
    maxBullets: 5,
    maxWordsPerBullet: 12,
    notesWords: 30,
    avoid: [],
    context: { thesisTitle: "Gemeinschaftsgärten", workType: "Bachelorarbeit", methodology: "" },
  };
}

const faithful = JSON.stringify({
  title: "Soziale Einbindung erklärt die Beteiligung",
  bullets: ["Im Mittel 6,4 Gartentage pro Monat", "Modell erklärt 34 % der Varianz"],
  notes:
    "Kommen wir zu meinen Ergebnissen. Die Befragten waren im Mittel 6,4 Tage pro Monat im Garten. Am stärksten erklärte die soziale Einbindung die Beteiligung, und das Modell erklärte insgesamt 34 % der Varianz.",
});

describe("createTextModel", () => {
  it("is extractive without configuration", async () => {
    const model = createTextModel({});
    expect(model.name).toBe("extractive");
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("extractive");
    expect(draft.bullets.length).toBeGreaterThan(0);
  });

  it("uses a faithful LLM draft, sent as structured output over chat completions", async () => {
    reply = () => ({ status: 200, content: faithful });
    const model = createTextModel({ LLM_BASE_URL: baseURL, LLM_API_KEY: "sk-test", LLM_MODEL: "test-model" });
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("openai-compatible:test-model");
    expect(draft.fallbackReason).toBeUndefined();
    expect(draft.title).toBe("Soziale Einbindung erklärt die Beteiligung");
    const sent = requests.at(-1) as {
      model: string;
      authorization: string;
      response_format?: { type: string };
      messages: Array<{ content: string }>;
    };
    expect(sent.model).toBe("test-model");
    expect(sent.authorization).toBe("Bearer sk-test");
    expect(sent.response_format?.type).toMatch(/json/);
    expect(sent.messages.map((m) => m.content).join("\n")).toContain("6,4 Tage pro Monat");
  });

  it("falls back to extractive when the draft contains a number that is not in the thesis", async () => {
    reply = () => ({ status: 200, content: faithful.replace("34 % der Varianz", "87,5 % der Varianz") });
    const model = createTextModel({ LLM_BASE_URL: baseURL, LLM_MODEL: "test-model" });
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("extractive");
    expect(draft.fallbackReason).toContain("87,5");
  });

  it("falls back to extractive when a bullet is cut or talks about the text's structure", async () => {
    const model = createTextModel({ LLM_BASE_URL: baseURL, LLM_MODEL: "test-model" });
    reply = () => ({
      status: 200,
      content: faithful.replace("Modell erklärt 34 % der Varianz", "Das Modell erklärt insgesamt …"),
    });
    expect((await model.draftSlide(request())).fallbackReason).toMatch(/abgebrochen/);
    reply = () => ({
      status: 200,
      content: faithful.replace(
        "Modell erklärt 34 % der Varianz",
        "Im folgenden Kapitel werden die Ergebnisse erläutert",
      ),
    });
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("extractive");
    expect(draft.fallbackReason).toMatch(/roadmap/);
  });

  it("tells the model the slide rules and hands it the student's methodology on a method slide", async () => {
    reply = () => ({ status: 200, content: faithful });
    const model = createTextModel({ LLM_BASE_URL: baseURL, LLM_MODEL: "test-model" });
    await model.draftSlide({
      ...request(),
      kind: "method",
      context: {
        thesisTitle: "Gärten",
        workType: "Bachelorarbeit",
        methodology: "Ich habe 214 Mitglieder befragt.",
      },
    });
    const sent = (requests.at(-1) as { messages: Array<{ content: string }> }).messages
      .map((m) => m.content)
      .join("\n");
    expect(sent).toContain("Kapitel 2 behandelt");
    expect(sent).toContain("Ich-Form");
    expect(sent).toContain("nennt den Befund mit seiner Zahl");
    expect(sent).toContain("Kurz zu meinem Vorgehen");
    expect(sent).toContain("Ich habe 214 Mitglieder befragt.");
  });

  it("falls back to extractive on malformed output and on server errors", async () => {
    const model = createTextModel({ LLM_BASE_URL: baseURL, LLM_MODEL: "test-model" });
    reply = () => ({ status: 200, content: '{"title": "nur ein Titel"}' });
    expect((await model.draftSlide(request())).fallbackReason).toMatch(/Sprachmodell nicht nutzbar/);
    reply = () => ({ status: 500, content: "" });
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("extractive");
    expect(draft.fallbackReason).toMatch(/Sprachmodell nicht nutzbar/);
  });

  it("drives the whole pipeline; every slide the model gets wrong is written extractively", async () => {
    let calls = 0;
    reply = (body) => {
      calls++;
      // A well-behaved model: notes of the requested length from the passages it was given.
      const prompt = body.messages.map((m) => m.content).join("\n");
      const target = Number(prompt.match(/etwa (\d+) Wörtern/)?.[1] ?? 60);
      const passages = prompt
        .split("\n")
        .filter((l) => l.startsWith("[S."))
        .map((l) => l.replace(/^\[[^\]]*\]\s*/, ""));
      const notes: string[] = [];
      for (const p of passages) {
        if (notes.join(" ").split(" ").length >= target) break;
        notes.push(p);
      }
      const draft = {
        title: "Was die Arbeit hier zeigt",
        bullets: passages.slice(0, 3).map((p) => p.split(" ").slice(0, 8).join(" ")),
        notes: notes.join(" "),
      };
      // Every second answer invents a number.
      if (calls % 2 === 0) draft.notes += " Das betraf 9,9 % der Gärten.";
      return { status: 200, content: JSON.stringify(draft) };
    };
    const model = createTextModel({ LLM_BASE_URL: baseURL, LLM_MODEL: "test-model" });
    const result = await runDeckPipeline({
      doc: smallThesis(),
      questionnaire: { workType: "bachelor", researchType: "empirical", minutes: 10, methodology: "" },
      textModel: model,
    });
    const slides = (
      result.stages["slide-content-creator"] as {
        slides: Array<{ model: string; fallbackReason: string | null; notes: string }>;
      }
    ).slides;
    expect(calls).toBeGreaterThan(2);
    expect(slides.some((s) => s.fallbackReason?.includes("9,9"))).toBe(true);
    expect(slides.every((s) => !s.notes.includes("9,9"))).toBe(true);
    expect(slides.some((s) => s.model === "openai-compatible:test-model")).toBe(true);
  });
});
