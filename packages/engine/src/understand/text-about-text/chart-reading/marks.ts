/**
 * Marks that stand for something ("stehen die Kreise für …"), labelled columns and a column by its place, the
 * parts of a box plot and what a listing shows. Written from probe round 4 (decision 057).
 */
import type { Cue } from "../word-edges.ts";

export const MARK_CUES: readonly Cue[] = [
  // Marks that stand for something ("Im Soziogramm stehen die Kreise für die Jugendlichen").
  {
    stems: ["stehen", "steht"],
    re: /\b(?:Kreise|Punkte|Linien|Verbindungslinien|Pfeile|Balken|Säulen|Kästchen|Symbole|Rauten|Dreiecke|Quadrate|Icons)\s+(?:stehen|steht)\s+(?:\p{Ll}+\s+)?für\b|\b(?:stehen|steht)\s+(?:die|der|das)\s+(?:\p{L}+\s+)?(?:Kreise|Punkte|Linien|Verbindungslinien|Pfeile|Balken|Säulen|Kästchen|Symbole|Rauten|Dreiecke|Quadrate|Icons)\s+für\b/u,
  },
  // Labelled columns and rows, a column by its place, the parts of a box plot, what a listing shows.
  {
    stems: [
      "labelled",
      "labeled",
      "headed",
      "überschrieben",
      "beschriftet",
      "spalte",
      "column",
      "whisker",
      "box",
      "listing",
    ],
    re: /\b(?:columns?|rows?|Spalten?|Zeilen?)\s+(?:labelled|labeled|headed|beschriftet mit|überschrieben mit|mit der Überschrift)\b|\bin der (?:ersten|zweiten|dritten|vierten|letzten|linken|rechten|mittleren) Spalte\b|\bin the (?:first|second|third|fourth|last|left|right|middle)(?:-hand)? column\b|\bwhiskers?\b|\b(?:each|every|jede)\s+box\b[^.;]{0,30}\b(?:spans|covers|marks|umfasst|reicht)\b|^(?:\p{L}+,?\s+)?Listing\s+\d+(?:\.\d+)*\s+(?:zeigt|enthält|shows|contains|gives|presents|lists)\b/iu,
  },
];
