/** The checks on the bibliography: how many sources, how old, and how many are web pages without a DOI. */
import type { DocumentModel } from "../document.ts";
import type { Verdict } from "./schema.ts";

export function checkReferences(doc: DocumentModel, v: Verdict): void {
  const refs = doc.references.length;
  if (refs >= 20) v.strengths.push(`Solide Quellenbasis mit ${refs} Literaturangaben.`);
  else if (refs > 0 && refs < 10) v.weaknesses.push(`Mit ${refs} Quellen ist die Literaturbasis schmal.`);
  const years = doc.references.map((r) => r.year).filter((y): y is number => y !== null);
  const newest = Math.max(0, ...years);
  const old = years.filter((y) => newest - y >= 15).length;
  if (years.length >= 5 && old / years.length > 0.5)
    v.weaknesses.push(
      `${Math.round((old / years.length) * 100)} % der datierten Quellen sind 15 Jahre oder älter als die neueste – rechne mit Fragen zum aktuellen Forschungsstand.`,
    );
  const webOnly = doc.references.filter((r) => r.urls.length > 0 && r.dois.length === 0).length;
  if (refs >= 5 && webOnly / refs > 0.5)
    v.weaknesses.push(
      `${Math.round((webOnly / refs) * 100)} % der Quellen sind Webseiten ohne DOI – rechne mit Fragen zur Qualität der Quellen.`,
    );
}
