import type { TitlePageAnswer, TitlePageFields } from "@folienwerk/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { TextField } from "../auth/TextField.tsx";
import { Panel } from "../components/Panel.tsx";
import { toast } from "../lib/toast.ts";
import { getTitlePage, messageOf, saveTitlePage } from "./api.ts";
import { primaryButton } from "./button-styles.ts";

type Texts = Record<keyof TitlePageFields, string>;

/** Several names in one field: separated by commas, semicolons or "und". */
export function splitNames(text: string): string[] {
  return text
    .split(/\s*[,;]\s*|\s+und\s+/u)
    .map((name) => name.trim())
    .filter(Boolean);
}

function texts(answer: TitlePageAnswer, read: TitlePageFields): Texts {
  const shown = { ...read, ...answer.given };
  return {
    title: shown.title,
    subtitle: shown.subtitle,
    authors: shown.authors.join(", "),
    institution: shown.institution,
    supervisors: shown.supervisors.join(", "),
    date: shown.date,
  };
}

const FIELDS: Array<{ key: keyof TitlePageFields; label: string; hint?: string }> = [
  { key: "title", label: "Titel" },
  { key: "subtitle", label: "Untertitel", hint: "Leer lassen, wenn deine Arbeit keinen hat." },
  { key: "authors", label: "Autor/in", hint: "Mehrere Namen durch Kommas trennen." },
  { key: "institution", label: "Hochschule" },
  { key: "supervisors", label: "Betreuung", hint: "Mehrere Namen durch Kommas trennen." },
  { key: "date", label: "Datum" },
];

/**
 * Issue 31.5: before paying, the student sees the title page as read from the thesis and corrects it; the
 * deck's title slide and footers use the corrections. Shown once the analysis has read it, until payment.
 */
export function TitlePageForm({ presentationId }: { presentationId: string }) {
  const [answer, setAnswer] = useState<TitlePageAnswer | null>(null);
  const [values, setValues] = useState<Texts | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    // Without it the page lacks only this form; the analysis reports its own errors.
    getTitlePage(presentationId).then(
      (a) => {
        if (!current) return;
        setAnswer(a);
        if (a.read) setValues(texts(a, a.read));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [presentationId]);

  if (!answer?.read || !answer.editable || !values) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveTitlePage(presentationId, {
        ...values,
        authors: splitNames(values.authors),
        supervisors: splitNames(values.supervisors),
      });
      setAnswer(saved);
      if (saved.read) setValues(texts(saved, saved.read));
      toast.success("Angaben gespeichert", { description: "Deine Titelfolie zeigt sie so." });
    } catch (error) {
      toast.error("Fehler", { description: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel
      look="main"
      title="Angaben für deine Titelfolie"
      headingId="title-page-heading"
      testId="title-page-form"
      className="mt-8"
    >
      <p className="mt-2 text-slate-700">
        So haben wir deine Titelseite gelesen. Was du hier korrigierst, steht auf der Titelfolie und in der
        Fußzeile deiner Präsentation.
      </p>
      <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)}>
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type="text"
            value={values[field.key]}
            hint={field.hint}
            disabled={saving}
            onChange={(value) => setValues({ ...values, [field.key]: value })}
          />
        ))}
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? "Wird gespeichert …" : "Angaben speichern"}
        </button>
      </form>
    </Panel>
  );
}
