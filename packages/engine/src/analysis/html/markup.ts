/** The small pieces every part of the analysis HTML is made of: escaping, lists, quotes and sections. */
import type { Passage } from "../../understand/schema.ts";
import type { Placed } from "../wording.ts";

export const esc = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
/** No-break space: "S. 12", "487 Wörter", "17 %" never end up on two lines. */
export const NBSP = "\u00a0";
/** Where a quote or figure stands, as `analysis.ts` placed it ("S. 12", "S. iv", "Kap. 2.3"). */
export const pageRef = (place: string) =>
  place ? ` <small class="fw-page">(${esc(place).replace(/\. /gu, `.${NBSP}`)})</small>` : "";
export const list = (items: string[], cls = "") =>
  items.length ? `<ul${cls ? ` class="${cls}"` : ""}>${items.map((i) => `<li>${i}</li>`).join("")}</ul>` : "";
export const quotes = (ps: Placed<Passage>[]) =>
  list(
    ps.map((q) => `<q>${esc(q.text)}</q>${pageRef(q.place)}`),
    "fw-quotes",
  );
export const section = (id: string, title: string, body: string) =>
  body.trim() ? `<section class="fw-${id}"><h2>${esc(title)}</h2>${body}</section>` : "";
export const none = (text: string) => `<p class="fw-none">${esc(text)}</p>`;
export const pct = (x: number) => `${Math.round(x * 100)} %`;
/** "1 Tabelle", "3 Tabellen" (with a non-breaking space). */
export const count = (n: number, one: string, many: string) => `${n}${NBSP}${n === 1 ? one : many}`;
