/** Fixed labels of the deck and documents; German for German theses, English for English ones. */
export const LABELS = {
  de: {
    agenda: "Agenda",
    sources: "Literatur (Auswahl)",
    thanks: "Vielen Dank für Ihre Aufmerksamkeit",
    questionsWelcome: "Ich freue mich auf Ihre Fragen und die Diskussion.",
    discussion: "Fragen und Diskussion",
    source: "Quelle",
    ownWork: "eigene Darstellung nach",
    notesTitle: "Sprechernotizen",
    questionsTitle: "Mögliche Prüfungsfragen",
    slide: "Folie",
    time: "Redezeit",
    total: "Gesamtredezeit",
    minutes: "Minuten",
    answer: "Antwortvorschlag",
    question: "Frage",
    generatedNote:
      "Automatisch aus deiner Arbeit erstellt. Bitte prüfe Inhalte, Zahlen und Seitenangaben vor dem Vortrag.",
    moreInThesis: "Das vollständige Literaturverzeichnis steht in der Arbeit.",
  },
  en: {
    agenda: "Agenda",
    sources: "References (selection)",
    thanks: "Thank you for your attention",
    questionsWelcome: "I look forward to your questions and the discussion.",
    discussion: "Questions and discussion",
    source: "Source",
    ownWork: "own presentation based on",
    notesTitle: "Speaker notes",
    questionsTitle: "Likely examiner questions",
    slide: "Slide",
    time: "Speaking time",
    total: "Total speaking time",
    minutes: "minutes",
    answer: "Suggested answer",
    question: "Question",
    generatedNote:
      "Generated automatically from your thesis. Please check content, numbers and page references before the talk.",
    moreInThesis: "The full bibliography is in the thesis.",
  },
} as const;

export type Labels = (typeof LABELS)["de"] | (typeof LABELS)["en"];

export function labels(language: "de" | "en"): Labels {
  return LABELS[language];
}

/** "Bachelorarbeit" from the questionnaire's work type (free text or option key). */
export function workTypeLabel(workType: string, language: "de" | "en"): string {
  const w = workType.trim().toLowerCase();
  const de: Record<string, string> = {
    bachelor: "Bachelorarbeit",
    bachelorarbeit: "Bachelorarbeit",
    master: "Masterarbeit",
    masterarbeit: "Masterarbeit",
    doktor: "Dissertation",
    doktorarbeit: "Dissertation",
    dissertation: "Dissertation",
    phd: "Dissertation",
    hausarbeit: "Hausarbeit",
    seminararbeit: "Seminararbeit",
  };
  const en: Record<string, string> = {
    bachelor: "Bachelor thesis",
    bachelorarbeit: "Bachelor thesis",
    master: "Master thesis",
    masterarbeit: "Master thesis",
    doktor: "Doctoral thesis",
    doktorarbeit: "Doctoral thesis",
    dissertation: "Doctoral thesis",
    phd: "Doctoral thesis",
    hausarbeit: "Term paper",
    seminararbeit: "Seminar paper",
  };
  return (language === "de" ? de : en)[w] ?? workType.trim();
}

/** Minimum number of exam questions by work type (Bachelor 12, Master 16, doctorate 20). */
export function minimumQuestions(workType: string): number {
  const w = workType.toLowerCase();
  if (/dokt|diss|phd/.test(w)) return 20;
  if (/master/.test(w)) return 16;
  return 12;
}
