import { REFUND_CONDITION, refundRequest, WITHDRAWAL_LAPSES } from "@folienwerk/contracts/terms";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { formatEuro } from "../../lib/format.ts";
import { ConfigText, StatedTime } from "../../lib/public-config.ts";
import { LineIcon } from "../icons.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** What the configuration decides is read in small leaves, so the list does not render again for it. */
const days = <ConfigText show={(config) => config?.retentionDays ?? 28} />;

const ENTRIES: FaqEntry[] = [
  {
    question: "Wie lange dauert es, bis ich meine Präsentation bekomme?",
    answer: (
      <>
        Die kostenlose Analyse ist <StatedTime kind="analysis" /> fertig. Die vollständige Präsentation ist
        nach der Bezahlung <StatedTime kind="delivery" /> fertig; spätestens bekommst du sie nach 2 Werktagen.
        Wir schicken dir eine E-Mail, sobald alles bereitliegt; außerdem findest du die Dateien in deinem
        Dashboard.
      </>
    ),
  },
  {
    question: "Was kostet eine Präsentation?",
    answer: (
      <>
        <ConfigText show={(config) => (config ? formatEuro(config.priceCents) : "Der angegebene Preis")} />{" "}
        pro Präsentation, einmalig und inklusive Mehrwertsteuer – kein Abo. Du kannst per Kreditkarte, PayPal
        oder Klarna bezahlen. Die Analyse vorab ist kostenlos und verpflichtet dich zu nichts.
      </>
    ),
  },
  {
    question: "Kann ich mein Geld zurückbekommen?",
    answer: (
      <>
        Ja, unter einer klaren Bedingung: {REFUND_CONDITION}{" "}
        <ConfigText show={(config) => refundRequest(config?.supportEmail)} /> {WITHDRAWAL_LAPSES} Die
        Einzelheiten stehen in unseren{" "}
        <Link to="/agb" className={link}>
          AGB
        </Link>
        .
      </>
    ),
  },
  {
    question: "Was passiert mit meiner Arbeit und meinen Daten?",
    answer: (
      <>
        Wir verwenden deine Arbeit nur, um deine Analyse und deine Präsentation zu erstellen. Wir
        veröffentlichen sie nicht und geben sie nicht weiter, außer an Dienstleister, die wir dafür zwingend
        brauchen. Hochgeladene und erstellte Dateien löschen wir automatisch nach {days} Tagen. Mehr dazu in
        der{" "}
        <Link to="/datenschutz" className={link}>
          Datenschutzerklärung
        </Link>
        .
      </>
    ),
  },
  {
    question: "Gibt es eine Notengarantie?",
    answer: (
      <>
        Nein. Folienwerk hilft dir bei der Vorbereitung, aber deine Note hängt von deinem Vortrag, deiner
        Arbeit und den Prüfenden ab. Die Präsentation wird automatisch erstellt und nicht von Menschen geprüft
        – sieh sie dir vor dem Vortrag in Ruhe an und passe sie an.
      </>
    ),
  },
  {
    question: "In welcher Sprache wird die Präsentation erstellt?",
    answer: (
      <>
        Ausschließlich auf Deutsch. Folienwerk ist für deutschsprachige Arbeiten gemacht; Folien, Notizen und
        Prüfungsfragen sind immer deutsch.
      </>
    ),
  },
  {
    question: "Welche Dateien kann ich hochladen?",
    answer: (
      <>
        PDF, DOC und DOCX bis <ConfigText show={(config) => config?.maxUploadMb ?? 50} /> MB. Die PDF muss
        Text enthalten – reine Scans (Bilder von Seiten) können wir nicht auswerten.
      </>
    ),
  },
  {
    question: "Kann ich die Präsentation bearbeiten?",
    answer: (
      <>
        Ja. Du bekommst eine native PowerPoint-Datei mit echten Textfeldern, Tabellen und Diagrammen sowie die
        Bildvorlagen einzeln als PNG und SVG. Sie funktioniert auch mit Keynote, LibreOffice Impress und
        Google Präsentationen.
      </>
    ),
  },
  {
    question: "Wer kann Folienwerk nutzen?",
    answer: (
      <>Alle Studierenden ab 18 Jahren. Für die Bestellung brauchst du ein Konto mit deiner E-Mail-Adresse.</>
    ),
  },
];

function FaqItem({ entry, open, onToggle }: { entry: FaqEntry; open: boolean; onToggle: () => void }) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <li className="border-b border-slate-200">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-slate-900 hover:text-brand-800"
        >
          <span>{entry.question}</span>
          <LineIcon
            className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? "rotate-180" : ""}`}
          >
            <path d="M5 7.5l5 5 5-5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </button>
      </h3>
      <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="pb-6">
        <p className="leading-relaxed text-slate-700">{entry.answer}</p>
      </section>
    </li>
  );
}

export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Häufige Fragen" />
        <ul className="mt-12 border-t border-slate-200">
          {ENTRIES.map((entry, index) => (
            <FaqItem
              key={entry.question}
              entry={entry}
              open={openIndex === index}
              onToggle={() => setOpenIndex(openIndex === index ? null : index)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
