/**
 * How a DOCX title-page paragraph looks to a reader: font size and bold (direct, else from its paragraph
 * style in styles.xml, following `basedOn`, else the document defaults) and whether it is centred.
 */
import type { MNode } from "./mammoth-tree.ts";

interface StyleLook {
  size: number | null;
  bold: boolean | null;
}
let styleLookCache: { xml: string; byId: Map<string, StyleLook>; normal: StyleLook } | null = null;

/** Font size (pt) and bold of each paragraph style in styles.xml, following `basedOn`, with the defaults. */
function styleLooks(stylesXml: string): { byId: Map<string, StyleLook>; normal: StyleLook } {
  if (styleLookCache?.xml === stylesXml) return styleLookCache;
  const size = (xml: string) => {
    const m = /<w:sz w:val="(\d+)"/.exec(xml);
    return m ? Number(m[1]) / 2 : null;
  };
  const bold = (xml: string) =>
    /<w:b\/>|<w:b w:val="(?:1|true|on)"\/>/.test(xml)
      ? true
      : /<w:b w:val="(?:0|false|off)"\/>/.test(xml)
        ? false
        : null;
  const defaults = /<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/.exec(stylesXml)?.[1] ?? "";
  const raw = new Map<string, StyleLook & { basedOn: string | null }>();
  let normalId: string | null = null;
  for (const m of stylesXml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const attrs = m[1] ?? "";
    const id = /w:styleId="([^"]+)"/.exec(attrs)?.[1];
    if (!id || !/w:type="paragraph"/.test(attrs)) continue;
    if (/w:default="(?:1|true)"/.test(attrs)) normalId = id;
    const rPr = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(m[2] ?? "")?.[1] ?? "";
    raw.set(id, {
      basedOn: /<w:basedOn w:val="([^"]+)"/.exec(m[2] ?? "")?.[1] ?? null,
      size: size(rPr),
      bold: bold(rPr),
    });
  }
  const resolve = (id: string | null): StyleLook => {
    const look: StyleLook = { size: null, bold: null };
    let cur = id ? raw.get(id) : undefined;
    for (let depth = 0; cur && depth < 10; depth++) {
      look.size ??= cur.size;
      look.bold ??= cur.bold;
      cur = cur.basedOn ? raw.get(cur.basedOn) : undefined;
    }
    return { size: look.size ?? size(defaults), bold: look.bold ?? bold(defaults) };
  };
  const byId = new Map([...raw.keys()].map((id) => [id, resolve(id)] as const));
  styleLookCache = { xml: stylesXml, byId, normal: resolve(normalId) };
  return styleLookCache;
}

/**
 * What a reader sees of a title-page paragraph: its largest font size (direct, else from its paragraph style
 * in styles.xml), bold (direct or by style), centred.
 */
export function titleLook(
  node: MNode,
  stylesXml: string,
): { size: number | null; bold: boolean | null; center: number | null } {
  const runs: MNode[] = [];
  const walk = (n: MNode) => {
    if (n.type === "run") runs.push(n);
    else for (const c of n.children ?? []) walk(c);
  };
  walk(node);
  const looks = styleLooks(stylesXml);
  const style = (node.styleId ? looks.byId.get(node.styleId) : undefined) ?? looks.normal;
  const sizes = runs.map((r) => r.fontSize ?? 0).filter((s) => s > 0);
  return {
    size: sizes.length ? Math.max(...sizes) : style.size,
    bold: runs.length ? runs.every((r) => r.isBold) || style.bold === true : style.bold,
    center: node.alignment === "center" ? 0.5 : null,
  };
}
