/**
 * The Office Open XML package: unzip, a part's XML by path, a part's relationships, placeholder types
 * and shape geometry in points (EMU / 12700).
 */
import type JSZip from "jszip";
import { lazyRequire } from "../../lazy-require.ts";
import type { Box } from "./deck-types.ts";
import { find, findAll, parseXml, type XmlNode } from "./xml.ts";

export const jszip = lazyRequire<typeof JSZip>("jszip");

export const EMU_PER_PT = 12700;

export function num(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) && v !== undefined ? n : fallback;
}

export function xfrmBox(node: XmlNode | undefined): Box | null {
  if (!node) return null;
  const off = find(node, "a:off");
  const ext = find(node, "a:ext");
  if (!off || !ext) return null;
  return {
    x: num(off.attrs.x, 0) / EMU_PER_PT,
    y: num(off.attrs.y, 0) / EMU_PER_PT,
    w: num(ext.attrs.cx, 0) / EMU_PER_PT,
    h: num(ext.attrs.cy, 0) / EMU_PER_PT,
  };
}

export function placeholderType(sp: XmlNode): string | null {
  const ph = find(sp, "p:ph");
  return ph ? (ph.attrs.type ?? "body") : null;
}

export async function xmlOf(zip: JSZip, path: string): Promise<XmlNode | null> {
  const f = zip.file(path);
  return f ? parseXml(await f.async("string")) : null;
}

/** A relationship of a part: its id, its type's last segment and the target's path in the package. */
export interface Relationship {
  id: string;
  type: string;
  target: string;
}

export function relTargets(rels: XmlNode | null, base: string): Relationship[] {
  if (!rels) return [];
  return findAll(rels, "Relationship").map((r) => {
    const t = r.attrs.Target ?? "";
    // Absolute targets ("/ppt/charts/chart1.xml") are relative to the package root.
    const parts = t.startsWith("/") ? t.split("/") : [...base.split("/"), ...t.split("/")];
    const out: string[] = [];
    for (const p of parts) {
      if (p === "..") out.pop();
      else if (p && p !== ".") out.push(p);
    }
    return { id: r.attrs.Id ?? "", type: (r.attrs.Type ?? "").split("/").pop() ?? "", target: out.join("/") };
  });
}
