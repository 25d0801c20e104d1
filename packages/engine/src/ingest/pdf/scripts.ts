/**
 * Super- and subscripts back on their line. pdf.js ends a line where the text leaves its baseline, so
 * "K^app_m,NAD(P)+ von etwa 2 mM" arrives as four lines ("… einen K", "app", "m,NAD(P)", "+", "von etwa …")
 * and the paragraph reader, which starts a paragraph where the size or the baseline changes, cut the sentence
 * into pieces. Here a run of smaller lines right after a line's end, raised or lowered by less than a line,
 * joins that line, and so does the text that goes on at its baseline after them. Runs on the body text only,
 * after the footnotes and the figures have been read from the lines as pdf.js gives them.
 *
 * How a script reads as plain text: a subscript or an exponent directly after its base ("CO2", "m2",
 * "vmax"); a raised label of two or more letters after a space ("K app"); a script set under or over the one
 * before it after a space ("K app m,NAD(P)+"); a small fraction with a slash ("1 mol/l"). A raised number after
 * a word or a punctuation mark is a footnote mark ("… bezahlen.¹") and goes: the footnote reader has its note.
 */
import type { Line } from "./page-lines.ts";
import { base, end, goesOn, isFootnoteMark, isScript, scriptText, stacksOn } from "./script-place.ts";

/** The page's lines with every script run joined to the line it belongs to. */
export function joinScripts(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    // Measured from the line's baseline, which it also keeps from here on (the paragraph reader's gaps).
    const host = { ...(lines[i] as Line) };
    host.y = base(host);
    delete host.baseline;
    i++;
    let text = host.inkEnd !== undefined ? `${host.text} ` : host.text;
    let at = end(host);
    let joined = false;
    for (;;) {
      let prev: Line | undefined;
      while (i < lines.length && isScript(lines[i] as Line, host, at, prev)) {
        const u = lines[i] as Line;
        if (!isFootnoteMark(u, host, text.trimEnd())) text += scriptText(u, host, text, at, prev);
        at = Math.max(at, end(u));
        host.xEnd = Math.max(host.xEnd, u.xEnd);
        if (u.inkEnd !== undefined) text += " ";
        prev = u;
        joined = true;
        i++;
      }
      const next = lines[i];
      if (!prev || !next || !goesOn(next, host, at, prev)) break;
      const gap = stacksOn(next, prev) || next.x - at > host.size * 0.15;
      const space = !text.endsWith(" ") && gap ? " " : "";
      text += space + next.text;
      at = end(next);
      host.xEnd = Math.max(host.xEnd, next.xEnd);
      if (next.inkEnd !== undefined) text += " ";
      i++;
    }
    if (joined) {
      host.text = text.replace(/\s+/gu, " ").trim();
      delete host.inkEnd;
      if (at < host.xEnd - 0.5) host.inkEnd = at;
    }
    out.push(host);
  }
  return out;
}
