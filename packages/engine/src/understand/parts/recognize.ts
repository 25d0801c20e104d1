/**
 * The parts a defence talk needs (research questions, hypotheses, goal, method, key results, discussion,
 * limitations, conclusion, outlook), picked from the classified sentences. Extractive: every passage is a
 * sentence of the thesis. Roadmap, figure-description, housekeeping and broken sentences are never picked.
 */
import { wordCount } from "../../text/words.ts";
import { uniqueBy } from "../../unique.ts";
import type { Passage, RecognizedParts } from "../schema.ts";
import { type LocatedSentence, UNUSABLE_ROLES } from "../sentences.ts";
import { goal, hypotheses } from "./hypotheses-and-goal.ts";
import { keyResults } from "./key-results.ts";
import { method } from "./method.ts";
import { passage, type Sentence } from "./passage.ts";
import { researchQuestions } from "./questions.ts";

const LIMITATION =
  /limitation\w*|einschränkung\w*|grenzen (?:der|dieser|des)|kritisch (?:anzumerken|zu (?:betrachten|sehen|hinterfragen))|nicht (?:repräsentativ|generalisierbar|verallgemeinerbar|berücksichtigt)|schwäche\w*|\blimitiert\w*|weakness\w*|caveat|not (?:be )?generali[sz]\w*|interpreted with caution|mit vorsicht|unsicherheit\w*/i;
const OUTLOOK =
  /ausblick|zukünftig\w*|künftig\w*|weitere\w* (?:forschung|untersuchung\w*|arbeiten|studien)|future (?:research|work|studies)|in zukunft|weiterführend\w*|könnte\w* (?:man|in weiteren)|sollte\w* (?:in )?(?:weiteren|zukünftigen)/i;
const CONCLUDING =
  /zusammenfassend|abschließend|insgesamt|in summary|overall|to conclude|somit|damit (?:konnte|wurde|lässt)|es zeigt sich|die (?:forschungs)?frage/i;

function pick(sentences: Sentence[], filter: (s: Sentence) => boolean, max: number): Passage[] {
  return uniqueBy(
    sentences.filter((s) => !UNUSABLE_ROLES.has(s.role) && filter(s)),
    (s) => s.text,
  )
    .slice(0, max)
    .map(passage);
}

export function recognizeParts(located: LocatedSentence[]): RecognizedParts {
  const all: Sentence[] = located.map((s, index) => ({ ...s, index }));
  const sentences = all.filter(
    (s) => !UNUSABLE_ROLES.has(s.role) && wordCount(s.text) >= 5 && /\p{L}{3}/u.test(s.text),
  );
  const m = method(sentences, all);
  const kind = m?.kind ?? "literature";
  const conclusionSentences = sentences.filter(
    (s) =>
      s.chapterRole === "conclusion" ||
      s.path.slice(1).some((t) => /^(conclusions?|fazit|schlussfolgerung\w*)$/i.test(t)),
  );
  const preferred = conclusionSentences.filter((s) => CONCLUDING.test(s.text));
  const aim = goal(sentences);
  return {
    researchQuestions: researchQuestions(sentences, aim !== null),
    hypotheses: hypotheses(sentences),
    goal: aim,
    method: m,
    keyResults: keyResults(sentences, kind),
    discussion: pick(
      sentences,
      (s) => s.chapterRole === "discussion" && s.role !== "background" && s.text.length > 50,
      5,
    ),
    // A limitation of this work: said so (role), or a limitation cue in a section about limits.
    limitations: pick(
      sentences,
      (s) =>
        s.chapterRole !== "theory" &&
        s.chapterRole !== "front" &&
        s.text.length > 40 &&
        (s.role === "limitation" ||
          (LIMITATION.test(s.text) &&
            s.path.some((t) => /limitation|grenzen|einschränkung|kritische|reflexion/i.test(t)))),
      5,
    ),
    conclusion: uniqueBy([...preferred, ...conclusionSentences], (s) => s.text)
      .slice(0, 5)
      .sort((a, b) => a.index - b.index)
      .map(passage),
    outlook: pick(
      sentences,
      (s) =>
        (s.role === "outlook" || s.chapterRole === "outlook" || OUTLOOK.test(s.text)) &&
        (s.chapterRole === "conclusion" || s.chapterRole === "outlook" || s.chapterRole === "discussion") &&
        s.text.length > 40,
      4,
    ),
  };
}
