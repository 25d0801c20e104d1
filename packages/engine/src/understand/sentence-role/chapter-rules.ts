/**
 * The last decision step: results, interpretation, method or background, read from the role of the chapter a
 * sentence stands in, its numbers, verbs and citations.
 */
import { HEADING_METHOD_LIKE, HEADING_RESULT_SUMMARY } from "./heading-cues.ts";
import type { SentenceRole } from "./roles.ts";
import type { Sentence } from "./sentence.ts";
import {
  AGREES_WITH,
  ANALYSIS_DONE,
  ANALYSIS_OUTCOME,
  ANSWERING,
  DATA_QUALITY,
  DESCRIPTIVE_FINDING,
  EXPLORATION_FINDING,
  FINDING_VERB,
  IMPERSONAL_MAN,
  INTERPRETATION_STRONG,
  OBSERVED,
  OTHERS_FOUND,
  PASSIVE_AUX,
  PAST_AUX,
  RECAP_OF_METHOD,
  THIS_WORK_DOES,
  TURNS_OUT,
  VGL,
} from "./step-cues.ts";

export function roleByChapter(s: Sentence): SentenceRole {
  const { text } = s;
  // What others found is the state of research wherever it is told, never a result of this work.
  if (OTHERS_FOUND.test(text)) return "background";
  if (s.inConclusion) {
    if (s.interpretive() && AGREES_WITH.test(text)) return "interpretation";
    if (RECAP_OF_METHOD.test(text)) return "method";
    return "conclusion";
  }
  switch (s.chapterRole) {
    case "front": {
      if (s.fact.resultNumbers || FINDING_VERB.test(text)) return "result";
      if (TURNS_OUT.test(text)) return "conclusion";
      if (s.methodic() && !s.cited()) return "method";
      return "background";
    }
    case "results":
      return inResults(s);
    case "discussion":
      return inDiscussion(s);
    case "method":
      return inMethod(s);
    case "introduction":
    case "theory": {
      if (s.methodic() && s.firstPerson() && !s.cited()) return "method";
      if (ANSWERING.test(text) || THIS_WORK_DOES.test(text)) return "method";
      return "background";
    }
    case "outlook":
      return "outlook";
    case "appendix":
      return s.methodic() ? "method" : "housekeeping";
    default:
      return inOtherChapter(s);
  }
}

function inResults(s: Sentence): SentenceRole {
  const { text, fact } = s;
  if (ANALYSIS_DONE.test(text) && !ANALYSIS_OUTCOME.test(text)) return "method";
  if (s.interpretive() && !fact.resultNumbers) {
    if (s.methodAction()) return "method";
    return s.general() && s.cited() ? "background" : "interpretation";
  }
  if (s.statistic) return "result";
  if (fact.resultNumbers || s.comparative() || fact.thatClause) return "result";
  if (s.cited() || (s.general() && !s.firstPerson())) return s.general() ? "background" : "method";
  if (s.methodic()) return "method";
  return "result";
}

function inDiscussion(s: Sentence): SentenceRole {
  if (HEADING_RESULT_SUMMARY.test(s.heading) && !s.interpretive()) {
    if (s.fact.resultNumbers || s.comparative()) return "result";
    return s.cited() ? "background" : "result";
  }
  if (s.interpretive()) return "interpretation";
  if (s.statistic || (s.fact.resultNumbers && s.comparative())) return "result";
  if (s.methodAction()) return "method";
  if (s.cited()) return "background";
  if (s.comparative()) return "result";
  return "interpretation";
}

function inMethod(s: Sentence): SentenceRole {
  const { text, fact } = s;
  if (s.interpretive() && !s.methodic()) return "interpretation";
  if (EXPLORATION_FINDING.test(text)) return DATA_QUALITY.test(text) ? "method" : "result";
  if (fact.thatClause || DESCRIPTIVE_FINDING.test(text)) return "result";
  if (s.methodAction()) return "method";
  if (OBSERVED.test(text) || (fact.resultNumbers && !s.methodic() && !s.cited())) return "result";
  if (s.cited() && !s.methodic() && !PAST_AUX.test(text)) return "background";
  if (s.cited() && s.general() && VGL.test(text)) return "background";
  return "method";
}

/** Chapters without a recognised role: own simulations and models, tool descriptions, comparisons. */
function inOtherChapter(s: Sentence): SentenceRole {
  const { text, fact } = s;
  const methodHeading = HEADING_METHOD_LIKE.test(s.path);
  if (s.interpretive() && !s.cited()) {
    if (fact.resultNumbers && s.comparative() && !methodHeading) return "result";
    if (INTERPRETATION_STRONG.test(text) || methodHeading || !s.general()) return "interpretation";
    return "background";
  }
  if (s.statistic) return "result";
  if (fact.resultNumbers && s.comparative() && !s.cited()) return methodHeading ? "method" : "result";
  if (!methodHeading && !s.cited() && (fact.thatClause || OBSERVED.test(text)) && s.comparative())
    return "result";
  const ownPassiveStep = () => !s.general() && PASSIVE_AUX.test(text) && !IMPERSONAL_MAN.test(text);
  if (s.methodAction() && ownPassiveStep()) return "method";
  if (s.cited()) return "background";
  if (methodHeading && (s.methodic() || !s.general())) return "method";
  if (s.methodic() && ownPassiveStep()) return "method";
  return "background";
}
