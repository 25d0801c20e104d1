/**
 * What a Word paragraph style makes a paragraph: a heading of some level, a contents or caption or list
 * entry, the title. Built-in names in English and German, "APA 1"-style headings, and custom styles with an
 * outline level (or based on a heading style).
 */
import type { BlockHint } from "../blocks.ts";

export type StyleRole = { heading: number } | { hint: BlockHint } | { tocHeading: true } | null;

/** Style names (lowercase) → roles. English names are what Word stores even in German documents. */
const STYLE_MAP: [RegExp, (m: RegExpExecArray) => StyleRole][] = [
  [/^(?:heading|überschrift)\s*(\d)$/, (m) => ({ heading: Number(m[1]) })],
  [/^apa\s*(\d)$/, (m) => ({ heading: Number(m[1]) })],
  [/^(?:toc heading|inhaltsverzeichnisüberschrift)$/, () => ({ tocHeading: true })],
  [/^(?:toc|verzeichnis)\s*\d$/, () => ({ hint: "toc" })],
  [/^(?:table of figures|abbildungsverzeichnis)$/, () => ({ hint: "toc" })],
  [/^(?:caption|beschriftung|fig|figure caption|table caption)$/, () => ({ hint: "caption" })],
  [/^(?:list paragraph|listenabsatz|list bullet.*|aufzählungszeichen.*)$/, () => ({ hint: "list" })],
  [/^(?:title|titel|subtitle|untertitel)$/, () => ({ hint: "title" })],
  [/^(?:bibliography|literaturverzeichnis)$/, () => ({ hint: "reference" })],
  [/^appendix$/, () => ({ heading: 1 })],
];

/** Custom styles with an outline level (or based on a heading style) are headings too. */
export function outlineLevels(stylesXml: string): Map<string, number> {
  const byId = new Map<string, { name: string; basedOn: string | null; level: number | null }>();
  for (const m of stylesXml.matchAll(/<w:style\b[^>]*w:type="paragraph"[^>]*>([\s\S]*?)<\/w:style>/g)) {
    const id = /w:styleId="([^"]+)"/.exec(m[0])?.[1];
    if (!id) continue;
    const body = m[1] ?? "";
    byId.set(id, {
      name: /<w:name w:val="([^"]+)"/.exec(body)?.[1] ?? id,
      basedOn: /<w:basedOn w:val="([^"]+)"/.exec(body)?.[1] ?? null,
      level: /<w:outlineLvl w:val="(\d)"/.test(body)
        ? Number(/<w:outlineLvl w:val="(\d)"/.exec(body)?.[1])
        : null,
    });
  }
  const out = new Map<string, number>();
  for (const [, s] of byId) {
    let cur: typeof s | undefined = s;
    for (let depth = 0; cur && depth < 10; depth++) {
      if (cur.level !== null && cur.level < 9) {
        out.set(s.name.toLowerCase(), cur.level + 1);
        break;
      }
      cur = cur.basedOn ? byId.get(cur.basedOn) : undefined;
    }
  }
  return out;
}

export function styleRole(styleName: string | null | undefined, levels: Map<string, number>): StyleRole {
  if (!styleName) return null;
  const name = styleName.toLowerCase().trim();
  for (const [re, role] of STYLE_MAP) {
    const m = re.exec(name);
    if (m) return role(m);
  }
  const level = levels.get(name);
  return level ? { heading: level } : null;
}
