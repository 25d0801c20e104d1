/**
 * Cue phrases of the closing roles: outlook, limitation and conclusion.
 */

export const OUTLOOK = new RegExp(
  [
    String.raw`\b(?:zukünftige|künftige|weiterführende|weitere|nachfolgende|folgenden|anschließende) (?:Arbeiten|Forschung|Forschungsarbeiten|Studien|Untersuchungen|Experimente|Analysen)\b`,
    String.raw`\b(?:In|in) Zukunft (?:gilt es|sollte|sollten|könnte|könnten|wäre|müsste)\b`,
    String.raw`\bMit Blick auf die Zukunft\b`,
    String.raw`\b(?:muss|müsste|sollte|sollten|könnte|könnten) (?:noch |außerdem |zudem |ebenfalls )?(?:weiter |genauer |näher )?untersucht werden\b`,
    String.raw`\bDes Weiteren muss untersucht werden\b`,
    String.raw`\bsollte das Experiment\b|\bschlage ich vor\b|\bwird vorgeschlagen\b`,
    String.raw`\b(?:So|so) könnte man\b`,
    String.raw`\bPotenzial für weiter`,
    String.raw`\bbesteht noch die Möglichkeit\b`,
    String.raw`\bzu überprüfen gilt\b`,
    String.raw`\bwäre es (?:allerdings |zudem |auch )?(?:wünschenswert|interessant|sinnvoll|lohnenswert)\b`,
    String.raw`\b(?:future|further|additional|subsequent|longitudinal) (?:research|studies|study|work|investigations?|clinical studies|validation studies)\b`,
    String.raw`\bclinical validation studies should\b`,
    String.raw`\bshould (?:also )?be (?:validated|replicated|investigated|examined|explored|tested) in\b`,
    String.raw`\b(?:is|are) needed to (?:replicate|confirm|better understand|further)\b`,
  ].join("|"),
  "i",
);
export const LIMITATION = new RegExp(
  [
    String.raw`\bEinschränkend\b|\bLimitation(?:en)?\b|\blimitations?\b`,
    String.raw`\b(?:nicht |un)repräsentativ`,
    String.raw`\bnot (?:\w+ )?representative\b`,
    String.raw`\bwith (?:some )?caution\b|\bmit Vorsicht\b`,
    String.raw`\b(?:wesentliches|großes|weiteres) Problem der (?:Untersuchung|Arbeit|Szenarien|Studie)\b`,
    String.raw`\bProblem der Szenarien\b`,
    String.raw`\bfehlende Transparenz\b`,
    String.raw`\b(?:ist|war) es nicht (?:eindeutig )?möglich\b|\bnicht eindeutig möglich\b`,
    // "… konnten nicht erhoben werden" limits the work; "… konnte keine Aktivität nachgewiesen werden" is a finding.
    String.raw`\bkonnte(?:n)? (?:nicht|keine)\b.{0,60}(?:\b(?:getestet|verwendet|berücksichtigt|erhoben|untersucht|(?<!(?:nachgewiesen|festgestellt|beobachtet|detektiert|gefunden|gezeigt|gemessen) )werden)|überprüft)\b`,
    String.raw`\b(?:could|can) not be (?:tested|used|assessed|included|examined)\b`,
    String.raw`\bfehlten leider\b|\bleider\b.{0,40}\b(?:nicht|keine|fehlte|nur)`,
    String.raw`\bsehr ungenau\b|\bunmöglich zu interpretieren\b|\bgrober Richtwert\b`,
    String.raw`(?<![\wäöüß])über den Rahmen dieser Arbeit\b|\bbeyond the scope\b`,
    String.raw`\bnicht (?:besonders|sehr) groß(?![\wäöüß])|\bkeine Aussage treffen\b`,
    String.raw`\bonly (?:just )?sufficient\b|\bonly self-report\b|\bmisclassification\b`,
    String.raw`\b(?:sample|Stichprobe)\b.{0,40}\b(?:quite small|too small|sehr klein|zu klein|small)\b`,
    String.raw`\bbisherigen Ergebnisse beruhen auf der Annahme\b|\bdiese Annahmen falsch\b`,
    String.raw`\bnicht zwangsweise garantiert\b`,
    String.raw`\b(?:another|a further) deviation\b`,
    String.raw`\bcaution\b`,
    // What the work could do only in a weaker form ("Unfortunately no measurements were available, so the model
    // could only be compared with …", "konnte das Modell nur mit Literaturwerten verglichen werden").
    String.raw`\bunfortunately\b.{0,80}\b(?:not|no|nowhere|none|only|lack\w*|missing)\b`,
    String.raw`\b(?:could|can) only be (?:evaluated|compared|validated|verified|tested|assessed|estimated|approximated)\b`,
    String.raw`\bkonnte(?:n)? (?:[\p{L}-]+ ){0,5}nur (?:[\p{L}-]+ ){0,6}(?:verglichen|bewertet|überprüft|validiert|geprüft|geschätzt|abgeschätzt|getestet) werden\b`,
  ].join("|"),
  "iu",
);
export const CONCLUSION_CUE =
  /^(?:Zusammenfassend|Abschließend|Zusammengefasst|Insgesamt (?:lässt sich|zeigt sich|kann)|Alles in allem|Als Fazit|Im Ergebnis|In summary|In conclusion|To conclude|To sum up|Overall,|Taken together)|\b(?:lässt sich (?:zusammenfassend|abschließend) (?:sagen|festhalten|feststellen)|Die Ergebnisse (?:tragen|legen)|Das Endergebnis\b|(?:The|These) findings of this study suggest|Basierend auf den Ergebnissen (?:der|dieser) (?:Untersuchung|Arbeit)|ist (?:nach dem aktuellen Stand )?von der Verwendung\b.{0,80}\babzuraten)/i;
