/**
 * The examination questions: enough of them for the work type, every answer with a page, answers that
 * start on their question's topic and have verbs, and a question about the limits the thesis names.
 */

import type { DocumentModel } from "../document.ts";
import type { NumberIndex } from "../text/numbers.ts";
import type { Understanding } from "../understand/schema.ts";
import { minimumQuestions } from "../write/labels.ts";
import { checkQuestions, type QuestionFinding } from "../write/questions/question-checks.ts";
import type { Failure } from "./content/failure.ts";
import type { DeckEvaluation, EvaluateOptions } from "./evaluation.ts";

/** The question measures (null without questions) and the thresholds they fail. */
export function checkAnswers(
  opts: Pick<EvaluateOptions, "questions" | "workType">,
  doc: DocumentModel,
  thesis: Pick<Understanding, "parts">,
  index: NumberIndex,
): Pick<DeckEvaluation, "questions" | "questionChecks"> & { failures: Failure[] } {
  if (!opts.questions) return { questions: null, questionChecks: null, failures: [] };
  const failures: Failure[] = [];
  const fail = (check: string, message: string) => failures.push({ check, message });
  const minimum = minimumQuestions(opts.workType ?? "bachelor");
  const grounded = opts.questions.filter(
    (q) => (q.pages?.length ?? 0) > 0 || /\((?:S\.|pp?\.|Kap\.)/.test(q.answer),
  ).length;
  const questions = {
    count: opts.questions.length,
    minimum,
    grounded,
    unknownNumbers: opts.questions.flatMap((q) => index.unknown(q.answer)),
  };
  if (questions.count < minimum)
    fail("questions", `Nur ${questions.count} Prüfungsfragen (mindestens ${minimum}).`);
  if (grounded < questions.count)
    fail("questions", `${questions.count - grounded} Antworten ohne Seitenangabe.`);
  const questionChecks = checkQuestions(opts.questions, doc.language, thesis.parts.limitations.length);
  const first = (f: QuestionFinding[]) => (f[0] ? `: „${f[0].question}“ → „${f[0].text.slice(0, 80)}“` : "");
  if (questionChecks.offTopic.length)
    fail(
      "questionOffTopic",
      `${questionChecks.offTopic.length} Antworten beginnen nicht beim Thema ihrer Frage${first(questionChecks.offTopic)}.`,
    );
  if (questionChecks.verbless.length)
    fail(
      "questionVerbless",
      `${questionChecks.verbless.length} Antwortsätze ohne Verb${first(questionChecks.verbless)}.`,
    );
  if (questionChecks.limitationMissing)
    fail("limitationQuestion", "Die Arbeit nennt Grenzen, aber keine Frage fragt nach ihnen.");
  return { questions, questionChecks, failures };
}
