import { useState } from "react";
import { secondaryButton } from "./button-styles.ts";
import type { ExamQuestion } from "./downloads-data.ts";

/** Exam-question cards: 'Frage n / total', 'Lösung sehen' / 'Antwort ausblenden', Zurück / Weiter (SPEC §2). */
export function QuestionViewer({ questions }: { questions: ExamQuestion[] }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  if (questions.length === 0) return null;
  const q = questions[Math.min(index, questions.length - 1)] as ExamQuestion;
  const go = (next: number) => {
    setIndex(next);
    setOpen(false);
  };
  return (
    <div data-testid="question-viewer" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-800" aria-live="polite">
          Frage {index + 1} / {questions.length}
        </p>
        {q.group && (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {q.group}
          </span>
        )}
      </div>
      <p className="mt-4 text-lg font-medium text-slate-900">{q.question}</p>
      {open && (
        <div
          data-testid="answer"
          className="mt-4 rounded-xl bg-emerald-50 p-4 leading-relaxed text-slate-800 ring-1 ring-emerald-200"
        >
          <p className="whitespace-pre-line">{q.answer}</p>
          {/* The answer names the pages as the thesis prints them (decision 028); `pages` are the file's own. */}
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? "Antwort ausblenden" : "Lösung sehen"}
        </button>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            Zurück
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={index >= questions.length - 1}
            onClick={() => go(index + 1)}
          >
            Weiter
          </button>
        </div>
      </div>
    </div>
  );
}
