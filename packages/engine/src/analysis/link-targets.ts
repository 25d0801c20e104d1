/** The links a reference list offers for checking: its URLs and its DOIs (as doi.org URLs). */
import type { Reference } from "../document.ts";

export interface Target {
  target: string;
  kind: "url" | "doi";
  url: string;
  referenceIndex: number;
}

export function targetsOf(references: Reference[]): Target[] {
  const seen = new Set<string>();
  const out: Target[] = [];
  references.forEach((r, referenceIndex) => {
    for (const doi of r.dois) {
      const url = `https://doi.org/${doi}`;
      if (!seen.has(url.toLowerCase())) out.push({ target: doi, kind: "doi", url, referenceIndex });
      seen.add(url.toLowerCase());
    }
    for (const u of r.urls) {
      if (!seen.has(u.toLowerCase())) out.push({ target: u, kind: "url", url: u, referenceIndex });
      seen.add(u.toLowerCase());
    }
  });
  return out;
}
