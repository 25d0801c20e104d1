/**
 * Where a text's material can be had: on request, in a README, on an enclosed data carrier, in a repository or the
 * supporting information, or not in the appendix ("Die Rohdaten können auf Anfrage beim Autor eingesehen werden",
 * "deposited on OSF", "Aus Datenschutzgründen wurden die Originaldaten nicht in den Anhang aufgenommen").
 */
import type { Cue } from "../word-edges.ts";

export const MATERIAL_NOTE_CUES: readonly Cue[] = [
  // Material on request, in a README, on a data carrier, in a repository.
  {
    stems: [
      "request",
      "angefragt",
      "angefordert",
      "eingesehen",
      "erfragt",
      "readme",
      "usb",
      "cd",
      "dvd",
      "osf",
      "open science framework",
      "deposited",
      "archived",
      "enclosed",
      "attached",
      "accompanying",
      "beiliegend",
      "beigefügt",
      "supporting information",
      "supplementary",
      "auf anfrage",
      "auf nachfrage",
      "e anfrage",
      "e nachfrage",
    ],
    re: /\b(?:provided|available|obtained|made available|shared|supplied)\s+(?:\S+\s+){0,4}?(?:up)?on (?:reasonable |justified )?request\b|\b(?:beim|bei der|von der|vom) (?:Autor|Autorin|Verfasser|Verfasserin)\b[^.;]{0,30}\b(?:angefragt|angefordert|eingesehen|erfragt)\b|\bauf (?:\p{L}+ )?(?:Anfrage|Nachfrage)\b[^.;]{0,40}\b(?:erhältlich|verfügbar|eingesehen|einsehbar|zur Verfügung|angefordert|bereitgestellt|zugänglich)\b|\bREADME\b|\b(?:beiliegende[n]?|beigefügte[n]?|enclosed|attached|accompanying)\s+(?:USB|CD|DVD|data carrier|Datenträger)|\b(?:auf der|on the|on a|auf einer)\s+(?:CD|DVD|CD-ROM|USB-Stick|USB stick)\b|\b(?:supporting|supplementary|electronic supplementary) (?:information|material|materials|data|files)\b|\b(?:OSF|Open Science Framework)\b|\b(?:deposited|archived)\s+(?:on|in|at|with)\s+(?:the\s+)?(?:OSF|Zenodo|GitHub|GitLab|Dryad|figshare|(?:a|an|the) (?:public |online |open )?(?:repository|archive))\b/u,
  },
  // Material kept out of the appendix.
  {
    stems: ["nicht in den anhang", "nicht im anhang", "not included", "not reproduced"],
    re: /\bnicht (?:in den|im) Anhang (?:aufgenommen|abgedruckt|beigefügt|übernommen)\b|\bnot (?:included|reproduced) (?:in the appendix|here)\b/iu,
  },
];
