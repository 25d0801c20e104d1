/**
 * How the text presents values, symbols and quotations: "sofern nicht anders angegeben", rounding by places,
 * symbols set in bold, quotations smoothed for this text (decision 057, from probe round 4).
 */
import type { Cue } from "../word-edges.ts";

export const PRESENTATION_CUES: readonly Cue[] = [
  // How values are shown unless stated otherwise ("Alle Beträge sind, sofern nicht anders angegeben, in Euro ausgewiesen").
  {
    stems: ["nicht anders", "otherwise"],
    re: /^(?=[^;]*\b(?:(?:sofern|soweit|wenn|falls)\s+nicht\s+anders\s+(?:angegeben|vermerkt|gekennzeichnet|erwähnt|genannt)|unless (?:otherwise |stated otherwise|noted otherwise|indicated otherwise)))(?=[^;]*\b(?:ausgewiesen|gerundet|dargestellt|Darstellung|stammen|angegeben|in Euro|in Prozent|Quelle|rounded|reported|expressed|given in|shown|own (?:illustration|figure|representation)|author)\b)/iu,
  },
  // Rounding by places ("auf zwei Nachkommastellen gerundet", "rounded to one decimal place").
  {
    stems: ["gerundet", "rounded"],
    re: /\bauf (?:\p{L}+|\d+) (?:Nachkommastellen?|Dezimalstellen?|Stellen nach dem Komma) gerundet\b|\brounded to (?:\p{L}+|\d+) (?:decimal places?|decimals|significant (?:digits|figures))\b/iu,
  },
  // Symbols by their type ("Vektoren werden in dieser Arbeit durch fettgedruckte Kleinbuchstaben gekennzeichnet").
  {
    stems: [
      "fett",
      "kursiv",
      "bold",
      "italic",
      "großbuchstaben",
      "kleinbuchstaben",
      "capital letters",
      "lower-case",
      "upper-case",
      "lowercase",
      "uppercase",
    ],
    re: /\b(?:durch|mit|als|in|by|as)\s+(?:\p{L}+\s+)?(?:fett\p{L}*|kursiv\p{L}*|bold(?:face)?|italic\p{L}*|Großbuchstaben|Kleinbuchstaben|capital letters|(?:lower|upper)-?case(?: letters)?)\b[^.;]{0,80}\b(?:gekennzeichnet|dargestellt|geschrieben|gesetzt|notiert|bezeichnet|denoted|written|printed|typeset|represented)\b/iu,
  },
  // Quotations edited for this text ("für die Darstellung in dieser Arbeit leicht geglättet").
  {
    stems: ["geglättet", "gekürzt", "lesbarkeit", "readability", "edited", "smoothed"],
    re: /\b(?:für die Darstellung in dieser Arbeit|zur besseren Lesbarkeit|for (?:the sake of )?readability|for (?:the )?presentation in this (?:thesis|text))\b[^.;]{0,60}\b(?:geglättet|gekürzt|angepasst|bereinigt|edited|smoothed|shortened|adapted)\b|\b(?:geglättet|gekürzt|angepasst|edited|smoothed|shortened)\b[^.;]{0,40}\b(?:für die Darstellung in dieser Arbeit|zur besseren Lesbarkeit|for (?:the sake of )?readability)\b/iu,
  },
];
