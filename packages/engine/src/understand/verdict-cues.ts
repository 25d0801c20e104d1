/**
 * Cues of a verdict: a hypothesis decided, the aim reached, the research question answered.
 */

/**
 * Cues of findings: decided hypotheses, aims met, answers, comparisons, effects, outcomes, descriptive
 * statistics; and of what weakens one: expectations, hedges, citations.
 */

export const HYPOTHESIS_DECIDED =
  /\b(?:hypothese\w*|hypothes[ie]s|H\s?\d{1,2}[a-z]?|annahme\w*|vermutung\w*)\b[^.;]{0,200}\b(?:bestätigt|verworfen|widerlegt|abgelehnt|angenommen|gestützt|beibehalten|nicht bestätigt|confirmed|rejected|supported|refuted|not supported|retained|accepted)\b|\b(?:bestätigt|widerlegt|stützt|stützen|confirms?|supports?|refutes?|rejects?)\b[^.;]{0,40}\b(?:hypothese\w*|hypothes[ie]s|annahme\w*)\b|\b(?:konnten|können|konnte|kann)\s(?:wir\s|ich\s)?(?:\p{L}+\s){0,3}(?:hypothese\w*|H\s?\d{1,2}[a-z]?)\s(?:\p{L}+\s)?(?:bestätigen|verwerfen|widerlegen|ablehnen|annehmen|stützen)\b/iu;

/** The sentence says the aim was reached ("Für die Zielreaktion … konnte das Ziel erreicht werden"). */
export const AIM_MET =
  /\b(?:das|dieses|unser|mein) ziel (?:[^.;]{0,60}\s)?(?:erreicht|erfüllt) (?:werden|worden|wurde)\b|\b(?:konnte|wurde|ist) das ziel (?:[^.;]{0,60}\s)?(?:erreicht|erfüllt)\b|\b(?:the|this|our) (?:aim|goal|objective) (?:was|has been|could be) (?:achieved|met|reached|fulfilled)\b/iu;
/** The sentence says it answers the research question or states what the results show. */
export const ANSWER_CUE =
  /\b(?:die|diese|unsere|meine) (?:ergebnisse|befunde|resultate|analysen?|untersuchung|auswertung\w*|modelle|daten|messungen|messwerte|simulationen|experimente|versuche)(?: (?:dieser|der vorliegenden|unserer|meiner) (?:arbeit|studie|untersuchung|analyse|auswertung|erhebung))? (?:zeig\w*|belegen|belegt|deuten|legen nahe|bestätig\w*|machen deutlich|verdeutlich\w*)|\b(?:zeig\w*|belegen|belegt|bestätig\w*|verdeutlich\w*|legen|deuten) (?:die|diese|unsere|meine) (?:ergebnisse|befunde|resultate|analysen?|untersuchung|auswertung\w*|modelle|daten|messungen|messwerte|simulationen|experimente|versuche)\b|\b(?:konnte|konnten|können|kann) (?:[^.;,]{1,80} )?(?:gezeigt|festgestellt|nachgewiesen|belegt) werden|\b(?:ließ|ließen|lässt|lassen) sich (?:[^.;,]{1,80} )?(?:nachweisen|belegen|feststellen|zeigen)\b|\b(?:konnte|konnten|kann|können)\s(?:[^.;,]{1,80}\s)?(?:(?:nicht|nur teilweise|teilweise|weitgehend|vollständig)\s)?(?:bestätigt|validiert|widerlegt|verifiziert)\s(?:werden|worden)\b|\bzusammenfassend (?:lässt sich|kann|ist|zeigt)|\b(?:abschließend|insgesamt|letztlich) (?:lässt sich|kann|zeigt sich|bleibt festzuhalten)|\blässt sich (?:festhalten|feststellen|sagen|schlussfolgern|zusammenfassen)|\b(?:forschungsfrage|ausgangsfrage|leitfrage|fragestellung|frage)\b[^.;]{0,160}\b(?:beantwort\w*|bejah\w*|vernein\w*|bestätigt|positiv|negativ)|\bsomit (?:lässt sich|kann|ist|zeigt)|\bdamit (?:ist|kann|lässt sich|wurde gezeigt)|\b(?:the|our|these) (?:results|findings|analyses|analysis)(?: (?:of|from) (?:this|the present|the current|our) (?:study|thesis|work|research|analysis|investigation|experiments?))? (?:show|showed|suggest|suggested|indicate|indicated|demonstrate|demonstrated|confirm|confirmed|reveal|revealed)|\b(?:it|this) (?:was|could be|has been|is) (?:shown|demonstrated|found)\b|\bin (?:summary|conclusion|sum)\b|\bto (?:summari[sz]e|conclude)\b|\boverall,|\b(?:research question|question)\b[^.;]{0,100}\b(?:answered|affirmed)\b|\bwe (?:found|conclude|showed)\b|\bfest steht\b|\bsteht (?:somit |damit |also )?fest, dass|\b(?:es ist|ist damit|wurde) deutlich geworden|\bit (?:is|has become) clear that/iu;
