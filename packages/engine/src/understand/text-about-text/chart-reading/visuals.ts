/**
 * Visuals of every kind by their number or place, saying what they show: photos, schemes, overviews, plates,
 * maps, timelines, music examples ("Schema 1 veranschaulicht den Ablauf …", "Plate 3 reproduces the title
 * page …", "Die folgende Zeittafel ordnet … ein", "Foto 5: Nordportal …"); what a numbered column gives; "Bei
 * den Abbildungen … handelt es sich um Aufnahmen …". Checked after a finding read off a figure, so "Karte 2
 * zeigt, dass …" stays a finding. Written from probe round 5 (decision 058).
 */
import type { Cue } from "../word-edges.ts";

/** Kinds of visual the figure cues did not name by number (Abbildung, Tabelle, Figure, Table have their own). */
const KIND = String.raw`(?:Foto|Fotografie|Bild|Schema|Übersicht|Zeittafel|Tafel|Karte|Skizze|Notenbeispiel|Schaubild|Aufnahme|Zeichnung|Grundriss|Collage|Plate|Photo|Photograph|Image|Picture|Map|Exhibit|Scheme|Schematic|Sketch|Drawing|Example|Timeline|Illustration)`;
const ANY_KIND = String.raw`(?:${KIND.slice(3, -1)}|Abbildung|Grafik|Darstellung|Tabelle|Diagramm|Figure|Table|Chart|Graph|Diagram)`;
const NUMBER = String.raw`(?:[\dIVX]+[a-z]?(?:[.\-–]\d+)*)`;
const SHOWS = String.raw`(?:veranschaulicht|zeigt|gibt|listet|stellt|ordnet|fasst|enthält|bietet|skizziert|illustriert|verdeutlicht|dokumentiert|reproduziert|vermittelt|präsentiert|visualisiert|verortet|vergleicht|reproduces|presents|shows|lists|gives|illustrates|depicts|summari[sz]es|contains|provides|outlines|maps|documents|sketches|displays|compares|visuali[sz]es|traces)`;
const TO_SHOW = String.raw`(?:verdeutlichen|veranschaulichen|zeigen|darstellen|illustrieren|geben|vermitteln|skizzieren)`;
const NEXT = String.raw`(?:folgende|nachfolgende|untenstehende|obige|vorstehende|nächste|following|accompanying|next)`;

export const VISUAL_CUES: readonly Cue[] = [
  {
    stems: [
      "foto",
      "fotografie",
      "bild",
      "schema",
      "übersicht",
      "tafel",
      "karte",
      "skizze",
      "notenbeispiel",
      "schaubild",
      "aufnahme",
      "zeichnung",
      "grundriss",
      "collage",
      "plate",
      "photo",
      "image",
      "picture",
      "map",
      "exhibit",
      "scheme",
      "schematic",
      "sketch",
      "drawing",
      "example",
      "timeline",
      "illustration",
      "folgende",
      "nachfolgende",
      "untenstehende",
      "obige",
      "vorstehende",
      "nächste",
      "following",
      "accompanying",
      "next",
    ],
    re: new RegExp(
      [
        // "Schema 1 veranschaulicht …", "Die folgende Zeittafel ordnet …", "Nachfolgende Abbildung soll … verdeutlichen".
        String.raw`^(?![^;]*\b(?:dass|that)\b)(?:(?:Die|Das|Der|The)\s+)?(?:${KIND}\s+${NUMBER}|${NEXT}\s+${ANY_KIND})\s+(?:${SHOWS}\b|soll\s+(?:\p{L}+\s+){1,6}?${TO_SHOW}\b)(?!\s+sich\b)`,
        // "Foto 5: Nordportal der Klosterkirche …"
        String.raw`^${KIND}\s+${NUMBER}\s*:\s+\p{Lu}`,
      ].join("|"),
      "iu",
    ),
  },
  // What a numbered column gives ("In Spalte 3 ist jeweils die Anzahl … angegeben").
  {
    stems: ["spalte", "column"],
    re: /\b(?:Spalte|Column)\s+\d+\b[^.;]{0,80}\b(?:angegeben|aufgeführt|aufgelistet|dargestellt|eingetragen|gives|lists|shows|contains|reports|given|listed|shown|reported)\b/iu,
  },
  // "Bei den Abbildungen 5.3 bis 5.6 handelt es sich um Aufnahmen …"
  {
    stems: ["handelt es sich um"],
    re: /^Bei\s+(?:den|der|dem)\s+(?:\p{L}+\s+)?(?:Abbildungen?|Abb\.|Bildern?|Fotos?|Grafiken?|Aufnahmen|Darstellungen?|Karten?)\b(?:[^.;]|\.(?=\d)){0,40}\bhandelt es sich um\b/u,
  },
];
