/**
 * What a text leaves out and where it sends the reader instead, what it quotes only in part, and where it has
 * appeared before ("Auf eine detaillierte Darstellung der Herleitung wird an dieser Stelle verzichtet", "For reasons of
 * space, …", "Für eine ausführlichere Darstellung sei auf Müller (2018) verwiesen", "Teile dieses Kapitels sind bereits …
 * erschienen").
 */
import type { Cue } from "../word-edges.ts";

export const OMISSION_CUES: readonly Cue[] = [
  // What is left out, as an act of the text (not "auf eine Normalisierung wurde verzichtet", a step of the method).
  {
    stems: [
      "verzichtet",
      "omitted",
      "reasons of space",
      "brevity",
      "platzgründen",
      "umfang",
      "kürze",
      "angedeutet",
      "skizziert",
      "angerissen",
      "gestreift",
      "scope",
      "rahmen",
      "nicht gegeben",
      "nicht geleistet",
      "nicht näher",
      "nicht eingegangen",
      "hier nicht",
      "stelle nicht",
      "hinausgehen",
      "sprengen",
      "übersteigen",
      "ausgeklammert",
    ],
    re: /\bAuf (?:eine|die|das|den)\s+(?:\p{L}+\s+){0,2}?(?:Darstellung|Herleitung|Beschreibung|Erläuterung|Erörterung|Betrachtung|Behandlung|Vertiefung|Auseinandersetzung|Wiedergabe|Ausführung|Diskussion|Aufzählung|Auflistung|Abbildung|Vorstellung|Erklärung|Beweis|Wiederholung)\b[^.;]{0,80}\bverzichtet\b|\b(?:derivation|proof|description|discussion|listing|details?|presentation)\b[^.;]{0,40}\b(?:is|are)\s+omitted\b|\bomitted (?:here|for (?:brevity|reasons of space))\b|\b(?:for reasons of space|for the sake of brevity|for brevity|aus Platzgründen|aus Gründen des Umfangs|aus Gründen der Kürze)\b|\b(?:begrenzten|beschränkten|vorgegebenen) Umfang\p{L}* (?:dieser|einer|der) \p{L}*[Aa]rbeit\b|\b(?:kann|können)\s+(?:\S+\s+){0,4}?(?:hier|an dieser Stelle)\s+nur\s+(?:\S+\s+){0,2}?(?:angedeutet|skizziert|angerissen|gestreift)\b|\b(?:limited|restricted) (?:scope|length|space) of (?:this|a|the) (?:thesis|paper|essay|term paper)\b|\b(?:detailed|full|thorough|comprehensive|ausführliche|detaillierte|nähere|genauere|vollständige)\s+(?:discussion|treatment|description|account|presentation|Darstellung|Diskussion|Erläuterung|Beschreibung|Behandlung)\b[^.;]{0,80}\b(?:beyond the scope|den Rahmen (?:dieser|der) Arbeit (?:sprengen|übersteigen))\b|\b(?:kann|können)\s+(?:hier|an dieser Stelle)\s+nicht\s+(?:\S+\s+){0,2}?(?:gegeben|geleistet|erfolgen|dargestellt|eingegangen|behandelt|erläutert|vertieft|wiedergegeben)\b|\bwürde\s(?:[^.;]{0,30}\s)?(?:den Rahmen|über (?:den Rahmen|die Fragestellung|das Thema|die Zielsetzung))\s+(?:dieser|der vorliegenden)\s+(?:\p{L}+\s+)?Arbeit\s+(?:sprengen|hinausgehen|übersteigen)\b/iu,
  },
  // Where the reader is sent for more (not a chapter of the text: that is its roadmap).
  {
    stems: [
      "verwiesen",
      "referred to",
      "for more",
      "for further",
      "further information",
      "more information",
      "additional information",
      "detailed information",
      "weitere informationen",
      "weiterführende",
      "nähere",
      "ausführlichere",
      "for a ",
      "for an ",
      "for detail",
      "for in-depth",
      "for comprehensive",
      "for broader",
      "for general",
      "for fuller",
      "for thorough",
      "for short",
      "for brief",
    ],
    re: /\bsei\s+(?:\S+\s+){0,5}?auf\s+(?![^.;]*\b(?:Kapitel|Abschnitt|Kap\.|Unterkapitel)\b)[^.;]{3,80}\bverwiesen\b|^(?:Für|Zur)\s+(?:\S+\s+){0,4}?(?:Darstellung|Vertiefung|Details?|Einzelheiten|Diskussion|Übersicht|Überblick|Erläuterung|Beschreibung|Herleitung|Informationen)\b(?![^.;]*\b(?:Kapitel|Abschnitt|Kap\.|Unterkapitel)\b)[^.;]{0,60}\b(?:sei|wird|werden)\b[^.;]{0,60}\bverwiesen\b|^(?:Further|More|Additional|Detailed|Weitere|Weiterführende|Nähere|Ausführlichere) (?:information|details|Informationen|Hinweise|Angaben|Erläuterungen)\b[^.;]{0,80}\b(?:can be found|are available|is available|finden sich|findet sich|zu finden|see|siehe)\b|\bverwiesen sei\b|\bsei (?:hier |an dieser Stelle )?(?:nur )?verwiesen\b|\b(?:readers?|the reader|Leser\p{L}*)\b[^.;]{0,60}\b(?:is|are|sei|seien|wird|werden)\s+(?:\S+\s+){0,2}?(?:referred to|verwiesen)\b|\bthe reader is referred to\b(?![^.;]*\b(?:chapter|section)\b)|^For (?:a |an )?(?:more detailed|further|more|in-depth|detailed|comprehensive|broader|general|fuller|thorough|short|brief)?\s*(?:discussion|treatment|details?|information|overview|account|description|introduction|review|survey)\b[^.;]{0,40}\b(?:see|refer to)\b(?![^.;]*\b(?:chapter|section)\b)/iu,
  },
  // Quoted only in part for copyright.
  {
    stems: ["urheberrecht", "copyright", "excerpt", "auszugsweise", "kurzen auszügen"],
    re: /\b(?:aus|for)\s+(?:urheberrechtlichen Gründen|copyright reasons)\b|\b(?:copyright|Urheberrecht\p{L}*)\b[^.;]{0,60}\b(?:nicht (?:abgedruckt|beigefügt|wiedergegeben)|cannot be (?:attached|reproduced|included)|comply with)\b|\b(?:quoted|zitiert|abgedruckt|reproduced)\s+(?:only\s+|nur\s+)?(?:in short excerpts|in kurzen Auszügen|auszugsweise)\b/iu,
  },
  // Where parts of the text appeared before.
  {
    stems: [
      "teile",
      "auszüge",
      "parts",
      "portions",
      "seminararbeit",
      "hausarbeit",
      "projektarbeit",
      "studienarbeit",
      "term paper",
      "seminar paper",
    ],
    re: /\b(?:Teile|Auszüge|Parts|Portions)\s+(?:dieses|dieser|of this)\s+(?:Kapitels|Arbeit|chapter|thesis)\b[^.;]{0,80}\b(?:erschienen|veröffentlicht|published|appeared)\b|\b(?:Seminararbeit|Hausarbeit|Projektarbeit|Studienarbeit|term paper|seminar paper)\b[^.;]{0,40}\b(?:der Verfasserin|des Verfassers|der Autorin|des Autors|by the author|of the author)\b/iu,
  },
];
