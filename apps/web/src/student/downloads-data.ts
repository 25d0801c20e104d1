/**
 * SPEC §3/§5 data rules for the downloads page: questions lacking question or answer are dropped;
 * image entries lacking both url and url_no_text are dropped; a trailing "?" is stripped from image
 * URLs; diagram-type lines are removed from descriptions.
 */
import type { ExamQuestion as ContractQuestion, ServedSlideImage } from "@folienwerk/contracts";

/**
 * An exam question as the viewer shows it: the contract's, with group and pages optional because older or
 * hand-edited rows (SPEC §5) may lack them.
 */
export type ExamQuestion = Omit<ContractQuestion, "group" | "pages"> &
  Partial<Pick<ContractQuestion, "pages">> & {
    /** One of the contract's groups; a hand-edited row may name another, which is shown as it is. */
    group?: string;
  };

/** An image template as the panels show it: the served one, each URL null when it is missing. */
export type ImageTemplate = {
  [K in keyof ServedSlideImage]: K extends `url${string}` ? string | null : ServedSlideImage[K];
};

export interface SlideImages {
  slide: number;
  /** The slide's title; null for decks made before titles were stored. */
  title: string | null;
  images: ImageTemplate[];
}

/** "Folie 3: Methodik", or "Folie 3" when the deck's slide titles were not stored. */
export const slideHeading = (s: Pick<SlideImages, "slide" | "title">) =>
  s.title ? `Folie ${s.slide}: ${s.title}` : `Folie ${s.slide}`;

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

export function examQuestions(raw: unknown): ExamQuestion[] {
  const parsed = parseMaybeJson(raw);
  const list = Array.isArray(parsed)
    ? parsed
    : parsed &&
        typeof parsed === "object" &&
        Array.isArray((parsed as { professor_questions?: unknown }).professor_questions)
      ? (parsed as { professor_questions: unknown[] }).professor_questions
      : [];
  const out: ExamQuestion[] = [];
  for (const item of list) {
    if (!item || typeof item !== "object") continue;
    const q = item as Record<string, unknown>;
    const question = text(q.question);
    const answer = text(q.answer);
    if (!question || !answer) continue;
    const pages = Array.isArray(q.pages)
      ? q.pages.filter((n): n is number => typeof n === "number")
      : undefined;
    out.push({ question, answer, group: text(q.group) || undefined, pages });
  }
  return out;
}

function cleanUrl(v: unknown): string | null {
  const url = text(v).replace(/\?+$/, "");
  return url || null;
}

/** Lines naming the diagram type ("Diagrammtyp: Balken", "Visualization type: …") repeat the badge. */
const TYPE_LINE =
  /^\s*(diagramm-?typ|diagram[ _-]?type|visuali[sz]ierungstyp|visuali[sz]ation[ _-]?type|typ)\s*:/i;

export function cleanDescription(description: unknown): string {
  return text(description)
    .split(/\r?\n/)
    .filter((line) => !TYPE_LINE.test(line))
    .join("\n")
    .trim();
}

export function slideImages(raw: unknown): SlideImages[] {
  const parsed = parseMaybeJson(raw);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
  const out: SlideImages[] = [];
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const slide = Number.parseInt(key.replace(/\D+/g, ""), 10);
    if (!Number.isFinite(slide)) continue;
    const items = (Array.isArray(value) ? value : [value]).flatMap((item): ImageTemplate[] => {
      if (!item || typeof item !== "object") return [];
      const i = item as Record<string, unknown>;
      const url = cleanUrl(i.url);
      const urlNoText = cleanUrl(i.url_no_text);
      if (!url && !urlNoText) return [];
      return [
        {
          slide_title: text(i.slide_title) || null,
          url,
          url_no_text: urlNoText,
          url_svg: cleanUrl(i.url_svg),
          visualization_type: text(i.visualization_type),
          visualization_description: cleanDescription(i.visualization_description),
        },
      ];
    });
    const title = items.find((item) => item.slide_title)?.slide_title ?? null;
    if (items.length) out.push({ slide, title, images: items });
  }
  return out.sort((a, b) => a.slide - b.slide);
}
