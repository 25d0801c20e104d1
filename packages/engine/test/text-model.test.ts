import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeckPipeline } from "../src/pipeline.ts";
import { draftExtractive } from "../src/write/model/extractive.ts";
import { createTextModel } from "../src/write/model/openai-compatible.ts";
import type { Passage, SlideRequest } from "../src/write/model/text-model.ts";
import { smallThesis } from "./fixtures/deck/small-thesis.ts";
import { slideRequest } from "./support/slides.ts";

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

function passage(id: number, text: string, role: Passage["role"] = "result"): Passage {
  return { id, text, page: 10 + id, score: 1, role, flags: role === "result" ? ["result"] : [] };
}

/** A German results slide: four result sentences and one method sentence with a setting. */
function request(over: Partial<SlideRequest> = {}): SlideRequest {
  return slideRequest(
    [
      passage(1, "Im Mittel verbrachten die Befragten 6,4 Tage pro Monat im Garten."),
      passage(2, "Das Regressionsmodell erklärte insgesamt 34 % der Varianz."),
      passage(3, "Soziale Einbindung erklärte die Beteiligung am stärksten."),
      passage(4, "Das Einkommen hatte keinen messbaren Einfluss auf die Beteiligung."),
      passage(
        5,
        "Das Signifikanzniveau wurde auf 0,05 festgelegt, der Schwellenwert der Skala auf 2,5.",
        "method",
      ),
    ],
    {
      notesWords: 40,
      context: { thesisTitle: "Gemeinschaftsgärten", workType: "Bachelorarbeit", methodology: "" },
      ...over,
    },
  );
}

interface Answer {
  title: string;
  bullets: string[];
  notes: string;
}

/** A model answer that obeys every slide rule (notes: 42 words, budget 40). */
const GOOD: Answer = {
  title: "Das Modell erklärt 34 % der Varianz",
  bullets: [
    "Die Befragten verbrachten im Mittel 6,4 Tage pro Monat im Garten",
    "Soziale Einbindung erklärt die Beteiligung am stärksten",
    "Das Einkommen hatte keinen messbaren Einfluss auf die Beteiligung",
  ],
  notes:
    "Diese Folie zeigt die drei wichtigsten Ergebnisse meiner Befragung. Die Befragten verbrachten im Mittel 6,4 Tage pro Monat im Garten. Am stärksten erklärte die soziale Einbindung die Beteiligung. Mein Regressionsmodell erklärte insgesamt 34 % der Varianz. Das Einkommen hatte dagegen keinen messbaren Einfluss.",
};

function answering(answer: Answer): void {
  reply = () => ({ status: 200, content: JSON.stringify(answer) });
}

function llm() {
  return createTextModel({ LLM_BASE_URL: baseURL, LLM_API_KEY: "sk-test", LLM_MODEL: "test-model" });
}

const withBullet = (bullet: string): Answer => ({ ...GOOD, bullets: [...GOOD.bullets, bullet] });

describe("createTextModel", () => {
  it("is extractive without configuration", async () => {
    const model = createTextModel({});
    expect(model.name).toBe("extractive");
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("extractive");
    expect(draft.bullets.length).toBeGreaterThan(0);
  });

  it("passes a good answer through unchanged, sent as structured output over chat completions", async () => {
    answering(GOOD);
    const draft = await llm().draftSlide(request());
    expect(draft).toMatchObject({ ...GOOD, model: "openai-compatible:test-model" });
    expect(draft.fallbackReason).toBeUndefined();
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

  it("takes list and end marks off the model's bullets and title", async () => {
    answering({
      ...GOOD,
      title: `${GOOD.title}.`,
      bullets: GOOD.bullets.map((b, i) => (i ? `• ${b}.` : `- ${b}`)),
    });
    const draft = await llm().draftSlide(request());
    expect(draft).toMatchObject({ ...GOOD, model: "openai-compatible:test-model" });
    expect(draft.fallbackReason).toBeUndefined();
  });

  it.each([
    ["an author–year citation", "Soziale Bindungen stärken das Engagement (Putnam, 2000)", /Quellenangabe/],
    ["a narrative citation", "Laut Putnam (2000) stärken soziale Bindungen das Engagement", /Quellenangabe/],
    ["a numbered citation", "Soziale Bindungen stärken das Engagement [12]", /Quellenangabe/],
    ["a citation key", "Soziale Bindungen stärken das Engagement [Put00]", /Quellenangabe/],
    ["a footnote mark", "Soziale Bindungen stärken das Engagement³", /Quellenangabe/],
    ["„vgl.“", "Vgl. die Studien zu sozialen Bindungen im Garten", /Quellenangabe/],
    ["a cut", "Das Regressionsmodell erklärt insgesamt …", /abgebrochen/],
    ["no verb", "Im Mittel 6,4 Gartentage pro Monat", /ohne Verb/],
    ["a parenthetical", "Das Modell erklärt 34 % der Varianz (korrigiert)", /Klammerzusatz/],
    ["a connector leaning on the sentence before", "Außerdem spielt das Einkommen keine Rolle", /Satz davor/],
    ["an enumeration word", "Zweitens spielt das Einkommen keine Rolle", /Satz davor/],
    [
      "a demonstrative leaning on the sentence before",
      "Diese Werte zeigen eine hohe Beteiligung",
      /Satz davor/,
    ],
    ["a hedge", "Gärtnern stärkt möglicherweise die Nachbarschaft", /Abschwächung/],
    ["a number not in the thesis", "Das Modell erklärt 87,5 % der Varianz", /87,5/],
    [
      "more than ~15 words",
      "Die Befragten verbrachten im Mittel 6,4 Tage pro Monat im Garten und dort sehr gerne ihre freie Zeit mit Nachbarn",
      /zu lang/,
    ],
    [
      "a sentence about the thesis's structure",
      "Im folgenden Kapitel werden die Ergebnisse erläutert",
      /meta|roadmap/,
    ],
    [
      "English in a German talk",
      "The model explained most of the variance in participation",
      /andere Sprache/,
    ],
  ])("drops a bullet with %s and keeps the rest", async (_, bad, reason) => {
    answering(withBullet(bad));
    const draft = await llm().draftSlide(request());
    expect(draft.model).toBe("openai-compatible:test-model");
    expect(draft.bullets).toEqual(GOOD.bullets);
    expect(draft.title).toBe(GOOD.title);
    expect(draft.notes).toBe(GOOD.notes);
    expect(draft.fallbackReason).toMatch(reason);
  });

  it("writes the slide extractively when too few bullets are left", async () => {
    answering({
      ...GOOD,
      bullets: [GOOD.bullets[0] ?? "", "Im Mittel 6,4 Gartentage pro Monat", "Daher hohe Beteiligung"],
    });
    const draft = await llm().draftSlide(request());
    expect(draft).toMatchObject({ ...draftExtractive(request()), model: "extractive" });
    expect(draft.fallbackReason).toMatch(/zu wenige Stichpunkte/);
  });

  it.each([
    ["a setting", "Das Signifikanzniveau liegt bei 0,05", /Einstellung/],
    ["a number from a method sentence", "Der Schwellenwert der Skala liegt bei 2,5", /keinem Ergebnissatz/],
    ["no number", "Soziale Einbindung erklärt die Beteiligung", /ohne Zahl/],
    ["a number not in the thesis", "Das Modell erklärt 87,5 % der Varianz", /87,5/],
  ])("replaces a results title with %s by the extractive one", async (_, title, reason) => {
    answering({ ...GOOD, title });
    const draft = await llm().draftSlide(request());
    expect(draft.title).toBe(draftExtractive(request()).title);
    expect(draft.title).not.toBe(title);
    expect(draft.bullets).toEqual(GOOD.bullets);
    expect(draft.notes).toBe(GOOD.notes);
    expect(draft.fallbackReason).toMatch(reason);
  });

  it("lets a short heading stand as the title of a slide that is not a results slide", async () => {
    answering({ ...GOOD, title: "Was die Befragung zeigt" });
    const draft = await llm().draftSlide(request({ kind: "discussion" }));
    expect(draft.title).toBe("Was die Befragung zeigt");
    expect(draft.fallbackReason).toBeUndefined();
  });

  const notes = (change: (n: string) => string): Answer => {
    const changed = change(GOOD.notes);
    if (changed === GOOD.notes) throw new Error("the fault was not put into the notes");
    return { ...GOOD, notes: changed };
  };
  it.each([
    [
      "a citation",
      notes((n) => n.replace("die Beteiligung.", "die Beteiligung (Putnam, 2000).")),
      /Quellenangabe/,
    ],
    ["a page reference", notes((n) => n.replace("im Garten.", "im Garten (S. 12).")), /Quellenangabe/],
    [
      "an English quotation in a German talk",
      notes((n) =>
        n.replace(
          "Am stärksten",
          "Wie es so schön heißt: „gardens are where the community grows“. Am stärksten",
        ),
      ),
      /anderer Sprache/,
    ],
    ["a number not in the thesis", notes((n) => n.replace("34 %", "43 %")), /43/],
    ["far too many words", notes((n) => `${n} ${n}`), /Wörter/],
    ["far too few words", notes(() => "Ich zeige meine Ergebnisse. Die Beteiligung war hoch."), /Wörter/],
    [
      "no first person",
      notes((n) => n.replace("meiner Befragung", "der Befragung").replace("Mein", "Das")),
      /Ich-Form/,
    ],
    [
      "a sentence about a figure's axes",
      notes((n) => n.replace("Am stärksten", "Auf der y-Achse ist die Beteiligung abgetragen. Am stärksten")),
      /Abbildung/,
    ],
  ])("falls back to the extractive notes when the notes have %s", async (_, answer, reason) => {
    answering(answer);
    const draft = await llm().draftSlide(request());
    expect(draft.notes).toBe(draftExtractive(request()).notes);
    expect(draft.bullets).toEqual(GOOD.bullets);
    expect(draft.title).toBe(GOOD.title);
    expect(draft.model).toBe("openai-compatible:test-model");
    expect(draft.fallbackReason).toMatch(reason);
  });

  it("puts the answer to the research question first on the conclusion slide", async () => {
    const label = "Antwort auf die Forschungsfrage:";
    const answer = `${label} Soziale Einbindung erklärt die Beteiligung am stärksten`;
    answering({ ...GOOD, title: "Fazit", bullets: [...GOOD.bullets.slice(0, 2), answer] });
    const req = request({
      kind: "conclusion",
      context: {
        thesisTitle: "Gärten",
        workType: "Bachelorarbeit",
        methodology: "",
        researchQuestion: "Welche Faktoren erklären die Beteiligung?",
      },
    });
    const draft = await llm().draftSlide(req);
    expect(draft.bullets[0]).toBe(answer);
    expect(draft.bullets).toHaveLength(3);
    const sent = (requests.at(-1) as { messages: Array<{ content: string }> }).messages
      .map((m) => m.content)
      .join("\n");
    expect(sent).toContain(`„${label}“`);
    expect(sent).toContain("Forschungsfrage: Welche Faktoren erklären die Beteiligung?");
    // Without the answer bullet the slide says so.
    answering({ ...GOOD, title: "Fazit" });
    expect((await llm().draftSlide(req)).fallbackReason).toMatch(/ohne Antwort auf die Forschungsfrage/);
  });

  it("checks an English talk by the same rules", async () => {
    const en = request({
      language: "en",
      titleHint: "Results",
      passages: [
        passage(1, "On average, respondents spent 6.4 days per month in the garden."),
        passage(2, "The regression model explained 34% of the variance."),
        passage(3, "Social ties explained participation most strongly."),
        passage(4, "Income had no measurable effect on participation."),
      ],
    });
    const good: Answer = {
      title: "The model explains 34% of the variance",
      bullets: [
        "Respondents were in the garden on 6.4 days per month",
        "Social ties explained participation most strongly",
        "Income had no measurable effect on participation",
        // Compressed, without function words: still read as English with a verb.
        "Model explained 34% variance",
      ],
      notes:
        "This slide shows the three main results of my survey. On average, my respondents spent 6.4 days per month in the garden. Social ties explained participation most strongly. My regression model explained 34% of the variance. Income, by contrast, had no measurable effect.",
    };
    answering(good);
    expect(await llm().draftSlide(en)).toMatchObject({ ...good, model: "openai-compatible:test-model" });
    answering({
      ...good,
      bullets: [...good.bullets, "Moreover, income mattered little (Smith et al., 2019)"],
      notes: good.notes.replace(
        "Social ties",
        "As one gardener put it, „die Gemeinschaft ist das Wichtigste an dem Garten“. Social ties",
      ),
    });
    const draft = await llm().draftSlide(en);
    expect(draft.bullets).toEqual(good.bullets);
    expect(draft.notes).toBe(draftExtractive(en).notes);
    expect(draft.fallbackReason).toMatch(/Quellenangabe/);
    expect(draft.fallbackReason).toMatch(/anderer Sprache/);
    const sent = (requests.at(-1) as { messages: Array<{ content: string }> }).messages
      .map((m) => m.content)
      .join("\n");
    expect(sent).toContain("a real finding, never a setting");
  });

  it("tells the model the slide rules and hands it the student's methodology on a method slide", async () => {
    answering(GOOD);
    await llm().draftSlide(
      request({
        kind: "method",
        visual: "Ablauf der Befragung",
        context: {
          thesisTitle: "Gärten",
          workType: "Bachelorarbeit",
          methodology: "Ich habe 214 Mitglieder befragt.",
        },
      }),
    );
    const sent = (requests.at(-1) as { messages: Array<{ content: string }> }).messages
      .map((m) => m.content)
      .join("\n");
    for (const rule of [
      "Kapitel 2 behandelt",
      "Ich-Form",
      "Subjekt und Verb",
      "Quellenangaben (Autor und Jahr, [12], Fußnotenzeichen, „vgl.“)",
      "Klammerzusätze",
      "nie eine Einstellung, Definition, einen Parameter oder eine Prüfgröße",
      "zwischen 30 und 50",
      "3 bis 5 Stichpunkte",
      "keine Zitate in einer anderen Sprache",
      "Kurz zu meinem Vorgehen",
      "Ich habe 214 Mitglieder befragt.",
      "Die Folie zeigt: „Ablauf der Befragung“",
    ])
      expect(sent).toContain(rule);
  });

  it("offers the passages without their citations", async () => {
    answering(GOOD);
    await llm().draftSlide(
      request({
        passages: [...request().passages, passage(6, "Gärten fördern den Austausch (Müller, 2017) [4].")],
      }),
    );
    const sent = (requests.at(-1) as { messages: Array<{ content: string }> }).messages
      .map((m) => m.content)
      .join("\n");
    expect(sent).toContain("Gärten fördern den Austausch.");
    expect(sent).not.toContain("2017");
  });

  it("falls back to extractive on malformed output and on server errors", async () => {
    const model = llm();
    reply = () => ({ status: 200, content: '{"title": "nur ein Titel"}' });
    expect((await model.draftSlide(request())).fallbackReason).toMatch(/Sprachmodell nicht nutzbar/);
    reply = () => ({ status: 500, content: "" });
    const draft = await model.draftSlide(request());
    expect(draft.model).toBe("extractive");
    expect(draft.fallbackReason).toMatch(/Sprachmodell nicht nutzbar/);
  });

  it("drives the whole pipeline; what the model gets wrong is written extractively", async () => {
    let calls = 0;
    reply = (body) => {
      calls++;
      // A well-behaved model: short whole passages as bullets, notes of the requested length from them.
      const prompt = body.messages.map((m) => m.content).join("\n");
      const target = Number(prompt.match(/etwa (\d+) Wörtern/)?.[1] ?? 60);
      const passages = prompt
        .split("\n")
        .filter((l) => l.startsWith("> "))
        .map((l) => l.slice(2));
      const notes = ["Auf dieser Folie zeige ich meine Arbeit."];
      for (const p of passages) {
        if (notes.join(" ").split(" ").length >= target) break;
        notes.push(p);
      }
      const draft = {
        title: "Überblick über die Befragung",
        bullets: passages
          .filter((p) => p.split(" ").length <= 14)
          .slice(0, 4)
          .map((p) => p.replace(/[.!?]$/u, "")),
        notes: notes.join(" "),
      };
      // Every second answer invents a number.
      if (calls % 2 === 0) draft.notes += " Das betraf 9,9 % der Gärten.";
      return { status: 200, content: JSON.stringify(draft) };
    };
    const result = await runDeckPipeline({
      doc: smallThesis(),
      questionnaire: { workType: "bachelor", researchType: "empirical", minutes: 10, methodology: "" },
      textModel: llm(),
    });
    const slides = (
      result.stages["slide-content-creator"] as {
        slides: Array<{ model: string; fallbackReason: string | null; notes: string }>;
      }
    ).slides;
    expect(calls).toBeGreaterThan(2);
    expect(slides.some((s) => s.fallbackReason?.includes("9,9"))).toBe(true);
    expect(slides.every((s) => !s.notes.includes("9,9"))).toBe(true);
    expect(slides.some((s) => s.model === "openai-compatible:test-model" && !s.fallbackReason)).toBe(true);
  });
});
