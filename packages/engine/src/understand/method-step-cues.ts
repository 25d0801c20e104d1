/** Statements of what the method did or chose: never findings, however many numbers they carry. */

/** A value chosen, set or fixed for the analysis: a setting or method parameter, not an outcome. */
export const SETTING =
  /\b(?:wurde|wird|werden|wurden|ist|sind)\b[^.;]{0,80}\b(?:gewählt|festgelegt|gesetzt|eingestellt|definiert|vorgegeben|verwendet|genutzt|eingesetzt|angenommen|initialisiert|konfiguriert)\b|\b(?:is|was|are|were)\s+(?:chosen|set|fixed|selected|defined|initiali[sz]ed|configured|used)\b(?:\s+(?:to|at|as|for))?|\b(?:is|was|are|were)\s+(?:obtained|utili[sz]ed|extracted|generated|positioned|inserted|applied)\s+(?:by|from|with|for|at|in|using)\b|\b(?:signifikanzniveau|irrtumswahrscheinlichkeit|significance level|alpha level|konfidenzniveau|confidence level|lernrate|learning rate|hyperparameter\w*|batch[- ]size|epochen|epochs|seed|startwert\w*|(?:start|anfangs)(?:konzentration|bedingung)\w*|initial (?:concentrations?|conditions?)|schrittweite|time ?step|zeitschritt\w*|gitterweite|mesh size|anzahl der (?:iterationen|durchläufe|bäume|folds)|number of (?:iterations|trees|folds|epochs))\b|\bin der version \d|\bin version \d|\bversion \d+(?:\.\d+)+\b|\b(?:gewählt|festgelegt|gesetzt|eingestellt|verwendet|genutzt|eingesetzt)\s+(?:wird|wurde|werden|wurden)\b|\bziel(?:t|en) darauf ab\b|\bdien(?:t|en) dazu\b|\baims? to\b|\bis used to\b/iu;

/**
 * A step of the protocol carried out or left out, or what served as what ("In OrientDB wurden alle Anfragen 25
 * mal wiederholt", "Each benchmark was run 30 times", "Als Enzym diente die Variante G37D", "Aus praktischen
 * Gründen wurde auf höhere Konzentrationen verzichtet"): how the results were obtained, even with a count
 * that reads like a comparison.
 */
export const PROTOCOL =
  /\b(?:wurde|wurden)\b[^.;,]{0,80}\b(?:wiederholt|ausgeführt|durchgeführt|verzichtet)(?=\s*(?:[.;,]|und\b|$))|\b(?:was|were)\s+(?:repeated|performed|conducted|carried out|run)\b|\bdiente[n]?\s+(?:der|dem|zur|zum|als)\b|^Als\s+(?:\p{L}+\s+){1,3}diente[n]?\b|\b(?:served|serves)\s+as\b/iu;
