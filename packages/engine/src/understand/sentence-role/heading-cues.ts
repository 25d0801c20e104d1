/**
 * Headings that name a role: limitations, outlook, conclusion, research questions, hypotheses, method-like
 * sections.
 */

export const HEADING_LIMITATION =
  /\b(?:Einschränkung\w*|Limitation\w*|Grenzen der|Strengths and Limitations|Kritische (?:Würdigung|Reflexion))/i;
const HEADING_OUTLOOK =
  /\b(?:Ausblick|Outlook|Future (?:Research|Work|Directions)|weiterführende (?:Forschung|Arbeiten)|Empfehlung für weiterführende)/i;

/** "Ausblick" alone, not a chapter that discusses and looks ahead ("Diskussion und Ausblick", "Fazit und Ausblick"). */
const HEADING_NOT_ONLY_OUTLOOK =
  /\b(?:Diskussion|Discussion|Fazit|Zusammenfassung|Summary|Schluss\w*|Conclusions?|Ergebnisse|Results|Resümee)\b/i;
export const isOutlookHeading = (h: string) => HEADING_OUTLOOK.test(h) && !HEADING_NOT_ONLY_OUTLOOK.test(h);
export const HEADING_CONCLUSION =
  /\b(?:Fazit|Resümee|Resumee|Schlussfolgerung\w*|Schlussbetrachtung|Conclusions?|Handlungsempfehlung\w*|Concluding)/i;
export const HEADING_QUESTION =
  /\b(?:Forschungsfragen?|Fragestellung|Zielsetzung|Ziel der Arbeit|Research (?:Questions?|Objectives?|Aims?)|Objectives|Aims)\b/i;
export const HEADING_HYPOTHESIS = /\b(?:Hypothes\w+)\b/i;
export const HEADING_RESULT_SUMMARY =
  /\b(?:Summary of (?:Main )?Findings|Zusammenfassung der Ergebnisse|Main Findings|Ergebnisübersicht)\b/i;
export const HEADING_METHOD_LIKE =
  /\b(?:Method\w*|Methodik|Vorgehen|Durchführung|Implementierung|Simulation|Szenari\w+|Versuchs\w*|Datenerhebung|Datenentnahme|Datenerfassung|Data (?:Understanding|Preparation)|Feature Engineering|Material|Procedure|Participants|Measures|Statistical analys\w+|Herleitung|Aufbau|Definition der|Erzeugung|Deployment|Deployement)\b/i;
