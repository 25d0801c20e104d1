/**
 * The research questions a thesis states, cleaned of their lead-in.
 */

import { uniqueBy } from "../../unique.ts";
import type { Passage } from "../schema.ts";
import { passage, type Sentence } from "./passage.ts";
import {
  ASKS,
  INDIRECT_QUESTION,
  LEANS_BACK_START,
  OTHERS_STUDIED,
  OWN_WORK,
  QUESTION_START,
  RQ_SECTION,
  RQ_WORD,
  STEP_OPENING,
} from "./question-cues.ts";

/** A question, also one in quotation marks ("„Wie beeinflussen … Wohlfahrtsstaaten?“"). */
const ASKED = /\?["“”»«']?$/u;

export function researchQuestions(sentences: Sentence[], statesGoal = false): Passage[] {
  const found: Sentence[] = [];
  sentences.forEach((s, i) => {
    const inRqSection = s.path.some((t) => RQ_SECTION.test(t));
    if (ASKED.test(s.text) && (inRqSection || RQ_WORD.test(s.text))) {
      found.push(cleanQuestion(s));
    } else if (RQ_WORD.test(s.text) && /:\s*["„“]?\p{Lu}[^:]{15,}\?["“”]?$/u.test(s.text)) {
      found.push(cleanQuestion(s));
    } else if (RQ_WORD.test(s.text) && /:$/.test(s.text)) {
      const next = sentences[i + 1];
      if (next && ASKED.test(next.text)) found.push(cleanQuestion(next));
    }
  });
  if (found.length === 0) {
    // "Diese Arbeit beschäftigt sich mit der Frage, wie …" states the question indirectly; "Zum Abschluss
    // wurde untersucht, ob …" names one step of the work, not its question.
    const indirect = sentences.find(
      (s) => INDIRECT_QUESTION.test(s.text) && !STEP_OPENING.test(s.text) && OWN_WORK.test(s.text),
    );
    if (indirect) found.push(indirect);
  }
  if (found.length === 0) {
    // A section titled "Forschungsfrage" states it without a question mark.
    // A sentence there that leans on the one before ("Dies soll mit Hilfe eines ERGMs geschehen") says how,
    // not what is asked.
    const inSection = sentences.filter(
      (s) =>
        s.path.length > 0 &&
        RQ_SECTION.test(s.path.at(-1) ?? "") &&
        s.text.length > 40 &&
        !LEANS_BACK_START.test(s.text) &&
        // What others studied ("Bratton und Rouse beschränken sich auf die USA (vgl. …)", "In der
        // Fachliteratur wurden schon einige Datensätze … untersucht") is no question.
        ASKS.test(s.text) &&
        !OTHERS_STUDIED.test(s.text) &&
        !/\((?:vgl\.|cf\.)?[^()]*\b(?:19|20)\d{2}\)/u.test(s.text),
    );
    found.push(...inSection.slice(0, 2));
  }
  // A work that states its aim has its focus there: the questions its introduction asks are its hook.
  if (found.length === 0 && !statesGoal) {
    // The questions the introduction asks in its own words: the question after a lead-in ("Umso mehr
    // fordert es den Leser heraus: Kann …?"), without a joining "Oder"/"Und" ("Oder ist … ein Märchen?").
    for (const s of sentences) {
      if ((s.chapterRole !== "introduction" && s.chapterRole !== "method") || !s.text.endsWith("?")) continue;
      const asked = /:\s*["„“]?(\p{Lu}[^:]{15,}\?)["“”]?$/u.exec(s.text)?.[1] ?? s.text;
      const q = asked.replace(/^(?:oder|und|aber|or|and|but)\s+/iu, "");
      if (QUESTION_START.test(q) && q.length > 20)
        found.push({ ...s, text: q.charAt(0).toLocaleUpperCase() + q.slice(1) });
    }
  }
  return uniqueBy(found, (s) => s.text)
    .slice(0, 4)
    .map(passage);
}

/** "Die zentrale Fragestellung ist daher: Wie kann …?" → keep the question itself when it is long enough. */
function cleanQuestion(s: Sentence): Sentence {
  const m = /:\s*["„“]?(\p{Lu}[^:]{25,}\?)["“”]?$/u.exec(s.text);
  if (m?.[1]) return { ...s, text: m[1] };
  // A question standing in quotation marks of its own is shown without them.
  const quoted = /^["„“»](\p{Lu}[^"„“”»«]{25,}\?)["“”«]$/u.exec(s.text);
  return quoted?.[1] ? { ...s, text: quoted[1] } : s;
}
