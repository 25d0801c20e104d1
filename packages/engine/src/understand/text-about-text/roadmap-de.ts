/**
 * German roadmap sentences with a unit of the text as subject or place ("Kapitel 7 schließt die Arbeit ab",
 * "In Kapitel 3 werden …").
 */
import {
  NUMBER,
  ORDINAL_DE,
  TEXT_ACT,
  TEXT_ACT_NARROW,
  TEXT_ACT_NOUN,
  UNIT_DE,
  UNIT_VERB,
} from "./roadmap-words.ts";
import { B, E } from "./word-edges.ts";

export const STRUCTURE_DE = new RegExp(
  [
    // "Kapitel 7 schließt die Arbeit ab", "Das dritte Kapitel beschäftigt sich mit …", "Der empirische Teil beginnt mit …".
    String.raw`(?:^|[,;:]\s*|\b(?:und|sowie|bevor|während|wohingegen)\s+)(?:(?:Das|Der|Die|Im|Dieses|Dieser)\s+)?(?:(?:erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|letzte|nächste|folgende|anschließende|darauffolgende|vorliegende|abschließende|nachfolgende|empirische|theoretische|praktische|analytische)n?\s+)?${UNIT_DE}\s*(?:${NUMBER}\s+)?(?:(?:dieser|der) (?:\w*[Aa]rbeit|Untersuchung|Studie)\s+)?${UNIT_VERB}\b`,
    // "In Kapitel 3 werden …", "Im folgenden Abschnitt wird …", "In diesem Kapitel wurde … untersucht",
    // "In einem eigenen Kapitel wird … definiert".
    String.raw`\b(?:In|Im|in|im)\s+(?:${ORDINAL_DE}\s+)?(?:(?:beiden|drei|folgenden|nächsten|einem|eigenen|weiteren|separaten|gesonderten)\s+){0,2}${UNIT_DE}\s*(?:${NUMBER}(?:\s*(?:und|bis|–|-)\s*${NUMBER})?)?(?:\s+(?:dieser|der)\s+(?:\w*[Aa]rbeit|Untersuchung|Studie))?\s*,?\s+(?:wird|werden|wurde|wurden|soll|sollen|möchte|möchten|will|folgt|folgen|geht es|stehen|steht|befasse|beschäftige|gehe|werde|erfolgt|ist|sind)\b[^.;]{0,220}${B}${TEXT_ACT}${E}`,
    // "Diese Hypothesen werden ebenfalls in Kapitel 4 überprüft", "… wird in Abschnitt 2.5 genauer betrachtet".
    String.raw`\b(?:wird|werden|soll|sollen|wurde|wurden)\s+(?:\w+\s+){0,3}(?:in|im)\s+(?:den\s+|dem\s+)?(?:${ORDINAL_DE}\s+)?${UNIT_DE}\s*(?:${NUMBER})?\b[^.;]{0,80}${B}${TEXT_ACT}${E}`,
    // "Die Ergebnisse der Analyse werden final in einem Resümee zusammengetragen", "… im Fazit zusammengefasst".
    String.raw`\b(?:wird|werden|soll|sollen|wurde|wurden)\b[^.;]{0,60}\b(?:in|im)\s+(?:(?:einem|einer|dem|der|den)\s+)?(?:(?:abschließenden|letzten|folgenden)\s+)?(?:Resümee|Fazit|Schlusskapitel|Schlussteil|Schlusswort|Zusammenfassung|Ausblick)\b[^.;]{0,40}${B}${TEXT_ACT}${E}`,
    // "Ferner werden wir die Auswirkungen … in Kapitel 5.2 erläutern", "Hinzu haben wir in Kapitel 2.3 erläutert, …".
    String.raw`\b(?:werden|wollen|möchten|haben|hatten|werde|will|möchte|habe|gehen|gehe)\s+(?:wir|ich)\b[^.;]{0,80}\b(?:in|im)\s+(?:den\s+|dem\s+)?(?:${ORDINAL_DE}\s+)?${UNIT_DE}\s*(?:${NUMBER})?[^.;]{0,60}${B}(?:${TEXT_ACT}|ein)${E}`,
    String.raw`(?:^|[,;]\s*)(?:beschreiben|erläutern|betrachten|zeigen|diskutieren|untersuchen|analysieren|behandeln|stellen|gehen|fassen)\s+(?:wir|ich)\s+(?:\S+\s+){0,3}(?:in|im)\s+(?:${ORDINAL_DE}\s+)?${UNIT_DE}\b`,
    // "Für Kapitel 4 werden …": a numbered unit with an announcing verb.
    String.raw`^(?:Für|Ab|Mit|Nach|Vor) ${UNIT_DE}\s*${NUMBER}\s+(?:wird|werden|folgt|folgen|soll|sollen)\b`,
    // "Nun wurde im letzten Kapitel gezeigt", "In den vorherigen Kapiteln wurden …".
    String.raw`\b(?:wurde|wurden|haben wir|habe ich|hat sich|haben sich)\b[^,;]{0,30}\b(?:im|in den|in dem)\s+(?:letzten|vorherigen|vorangegangenen|vorigen|bisherigen|vorhergehenden|ersten beiden|beiden vorherigen|bisherigen)\s+${UNIT_DE}\b`,
    // "Die vorliegende Arbeit ist, neben Einleitung und Fazit, dreigeteilt", "Die Arbeit gliedert sich in …".
    String.raw`^(?:Die|Diese|Unsere|Meine)\s+(?:vorliegende\s+)?\S*(?:[Aa]rbeit|Untersuchung|Studie|Analyse)\b[^.;]{0,80}\b(?:gegliedert|gliedert|untergliedert|aufgebaut|strukturiert|unterteilt|(?:zwei|drei|vier|fünf|sechs)geteilt|(?:zwei|drei|vier|fünf|sechs|sieben) (?:Teile|Kapitel|Abschnitte|Hauptteile|Teilen|Kapiteln|Abschnitten))\b`,
    String.raw`^(?:Die|Diese|Unsere|Meine)\s+(?:vorliegende\s+)?\S*(?:[Aa]rbeit|Untersuchung|Studie)\s+(?:wird|soll|will|möchte)\b[^.;]{0,40}\b(?:zunächst|zuerst|zu Beginn|dann|danach|anschließend|abschließend|schließlich|zuletzt)\b`,
    String.raw`\b(?:gliedert|untergliedert|unterteilt) sich (?:die|diese|unsere|meine) (?:vorliegende )?\S*(?:[Aa]rbeit|Untersuchung)\b`,
    // "… folgt ein Überblick über den Aufbau dieser Arbeit", "Gliederung der Arbeit".
    String.raw`\b(?:Aufbau|Gliederung|Struktur|Gang|Verlauf|Vorgehen|Vorgehensweise) (?:der|dieser|meiner|unserer) (?:vorliegenden )?(?:\w*[Aa]rbeit|Untersuchung|Studie|Ausführungen)\b`,
    String.raw`\b(?:wird|werden|soll|sollen)\b[^.;]{0,40}\b(?:ein|einen) (?:kurzer |kurzen |erster |ersten |knapper |knappen )?(?:Überblick|Einblick|Abriss)\b[^.;]{0,120}\b(?:gegeben|geschaffen|verschafft|gewährt|geboten)\b`,
    // "Es folgt eine Diskussion der Ergebnisse", "Mit Hilfe der Ergebnisse folgt eine Überprüfung …" (not "Daraus folgt").
    String.raw`(?<!\b(?:[Dd]araus|[Hh]ieraus|[Ss]omit|[Dd]amit|[Ee]s) )\b(?:folgt|folgen|schließt sich|schließen sich)\s+(?:\w+\s+){0,3}(?:ein|eine|einer|die|der|das|ein kurzer|eine kurze)\s+(?:\w+\s+){0,2}${TEXT_ACT_NOUN}\b`,
    String.raw`^Es folgt\b`,
    // The unit as subject after the verb: "Anschließend beschäftigt sich das dritte Kapitel mit …", "Danach stellt
    // Kapitel 4 … vor", "… wird sich der nächste Abschnitt mit … beschäftigen".
    String.raw`\b(?:${UNIT_VERB}|wird|werden)\s+(?:sich\s+)?(?:(?:das|der|die|dieses|dieser)\s+(?:erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|letzte|nächste|folgende|anschließende|darauffolgende|abschließende|nachfolgende|empirische|theoretische|praktische|analytische)n?\s+${UNIT_DE}|${UNIT_DE}\s*${NUMBER})\b(?!\s+(?:des|der|eines|einer)\b)`,
    // "In Kapitel 3 geht es um …".
    String.raw`\b(?:In|Im|in|im)\s+(?:${ORDINAL_DE}\s+)?${UNIT_DE}\s*(?:${NUMBER})?\s*,?\s+(?:geht|ging) es\b[^.;]{0,200}\bum\b`,
    // Pointers to a later place of the text: "Darauf wird später noch genauer eingegangen", "… wird in der Diskussion erörtert".
    String.raw`\b(?:wird|werden|soll|sollen)\b[^.;]{0,60}\b(?:später|an späterer Stelle|weiter unten|in der Diskussion|im Diskussionsteil|im Fazit|im Ergebnisteil|im empirischen Teil|im Hauptteil|im Schlussteil)\b[^.;]{0,40}${B}(?:eingegangen|erläutert|erörtert|diskutiert|thematisiert|aufgegriffen|beleuchtet|ausgeführt|dargelegt|besprochen|zurückgekommen)${E}`,
    // "Dabei wird zunächst auf … eingegangen", "Dabei gehe ich zunächst auf … ein".
    String.raw`^(?:Dabei|Hierbei|Hier|Dazu|Hierzu|Darin|Dort|Nun|Dann)\s+(?:wird|werden|soll|sollen)\s+(?:zunächst|zuerst|anschließend|danach|abschließend|schließlich|zuletzt)\b[^.;]{0,200}${B}${TEXT_ACT_NARROW}${E}`,
    String.raw`\b(?:gehe|gehen) (?:ich|wir)\b[^.;]{0,30}\b(?:zunächst|zuerst|anschließend|danach|dann|abschließend|schließlich|zuletzt)\b[^.;]{0,120}\bauf\b[^.;]{0,120}\bein\b`,
    // How the text ends: "Den Abschluss bildet ein Fazit", "Ein Fazit rundet die Arbeit ab", "Die Arbeit schließt mit …".
    String.raw`^(?:Den|Einen) (?:Abschluss|Schluss|Schlusspunkt)\b[^.;]{0,40}\b(?:bildet|bilden)\b`,
    String.raw`\brundet\b[^.;]{0,40}\b(?:die|diese|unsere|meine) (?:vorliegende )?\S*[Aa]rbeit ab\b`,
    String.raw`^(?:Die|Diese|Unsere|Meine) (?:vorliegende )?\S*[Aa]rbeit (?:schließt|endet) mit\b`,
    // "Im Folgenden werden Konfusionsmatrizen … erstellt und verglichen" (present tense only; see STRUCTURE_NOT).
    String.raw`\b(?:im Folgenden|Im Folgenden|nachfolgend|Nachfolgend|im weiteren Verlauf (?:der|dieser) (?:\w*[Aa]rbeit|Untersuchung))\b[^.;]{0,40}?\b(?:wird|werden|soll|sollen|möchte|möchten|will|wollen|gilt es)\b|\b(?:wird|werden|soll|sollen|möchte|möchten|will|wollen)\b[^.;,]{0,60}\b(?:im Folgenden|nachfolgend)\b`,
  ].join("|"),
  "u",
);
