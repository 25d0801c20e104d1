/**
 * How the text refers to its sources and terms and what it leaves to others: excerpts by line number, case law
 * by a citation style, abbreviations at their first use, what would go beyond its question (decision 057).
 */
import type { Cue } from "../word-edges.ts";

export const REFERENCING_CUES: readonly Cue[] = [
  // How excerpts and sources are referenced ("referenced by the participant code and the line number", "cited according to the OSCOLA referencing style").
  {
    stems: [
      "referenced",
      "cited",
      "zitiert",
      "belegt",
      "line number",
      "zeilennummer",
      "referencing",
      "zitierweise",
    ],
    re: /\b(?:Zitate|Interviewauszüge|Interviewpassagen|Belegstellen|excerpts|quotations|quotes)\b[^.;]{0,40}\b(?:referenced|cited|identified|zitiert|belegt|gekennzeichnet|angegeben)\s+(?:by|with|mit|durch|unter Angabe)\b[^.;]{0,60}\b(?:line numbers?|Zeilennummer\p{L}*|Zeilenangabe\p{L}*|participant codes?|Kürzel|Seitenzahl\p{L}*|page numbers?|paragraph numbers?|Absatznummer\p{L}*)\b|\b(?:cited|referenced|zitiert|belegt)\s+(?:according to|following|in accordance with|nach|gemäß|entsprechend)\s+(?:the\s+|dem\s+|der\s+)?(?:[\p{Lu}\d][\p{L}\d-]*\s+){0,3}(?:referencing |citation )?(?:style|system|guidelines|Stil|Zitierweise|Zitierstil|Richtlinien|Vorgaben)\b/iu,
  },
  // Abbreviations at their first use ("Abbreviations are introduced at their first occurrence").
  {
    stems: ["abkürzung", "abbreviation", "acronym", "akronym"],
    re: /\b(?:Abkürzungen|Akronyme|abbreviations|acronyms)\b[^.;]{0,60}\b(?:ersten|erstmaligen|first)\s+(?:Nennung|Verwendung|Erwähnung|Vorkommen|occurrence|use|mention)\b/iu,
  },
  // What would go beyond this text's question ("würde über die Fragestellung dieser Arbeit hinausgehen").
  {
    stems: ["hinausgehen", "sprengen", "übersteigen", "ausgeklammert"],
    re: /\bwürde\s(?:[^.;]{0,30}\s)?(?:den Rahmen|über (?:den Rahmen|die Fragestellung|das Thema|die Zielsetzung))\s+(?:dieser|der vorliegenden)\s+(?:\p{L}+\s+)?Arbeit\s+(?:sprengen|hinausgehen|übersteigen)\b/iu,
  },
];
