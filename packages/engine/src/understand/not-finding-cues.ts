/**
 * Statements that are never findings: settings of the method, definitions and diagnostics (convergence,
 * normality of residuals).
 */

/** A value chosen, set or fixed for the analysis: a setting or method parameter, not an outcome. */
export const SETTING =
  /\b(?:wurde|wird|werden|wurden|ist|sind)\b[^.;]{0,80}\b(?:gewählt|festgelegt|gesetzt|eingestellt|definiert|vorgegeben|verwendet|genutzt|eingesetzt|angenommen|initialisiert|konfiguriert)\b|\b(?:is|was|are|were)\s+(?:chosen|set|fixed|selected|defined|initiali[sz]ed|configured|used)\b(?:\s+(?:to|at|as|for))?|\b(?:is|was|are|were)\s+(?:obtained|utili[sz]ed|extracted|generated|positioned|inserted|applied)\s+(?:by|from|with|for|at|in|using)\b|\b(?:signifikanzniveau|irrtumswahrscheinlichkeit|significance level|alpha level|konfidenzniveau|confidence level|lernrate|learning rate|hyperparameter\w*|batch[- ]size|epochen|epochs|seed|startwert\w*|schrittweite|time ?step|zeitschritt\w*|gitterweite|mesh size|anzahl der (?:iterationen|durchläufe|bäume|folds)|number of (?:iterations|trees|folds|epochs))\b|\bin der version \d|\bin version \d|\bversion \d+(?:\.\d+)+\b|\b(?:gewählt|festgelegt|gesetzt|eingestellt|verwendet|genutzt|eingesetzt)\s+(?:wird|wurde|werden|wurden)\b|\bziel(?:t|en) darauf ab\b|\bdien(?:t|en) dazu\b|\baims? to\b|\bis used to\b/iu;

/** A sentence that says what a term or measure is. */
export const DEFINITION =
  /^(?:(?:der|die|das|ein|eine)\s+)?[\p{L}„"'‚-]+(?:\s+[\p{L}„"'‚“-]+){0,3}\s+(?:ist|sind|bezeichnet|beschreibt|gibt an|misst|bedeutet|versteht man)\b(?!\s+(?:signifikant|deutlich|höher|niedriger|größer|kleiner|besser|schlechter|am\b|mit\b))|\b(?:versteht man|wird definiert|ist definiert als|bezeichnet man|refers to|is defined as|are defined as|is a (?:measure|method|technique|metric)|is an (?:approach|algorithm|indicator)|gibt an, wie|indicates how|describes how|beschreibt, wie)\b|\bist eine (?:brute-force-)?methode\b|\bis a brute[- ]force\b|\b(?:ist|sind) als [^.;]{1,40} bekannt\b|\bis known as\b/iu;

/** Checks of the model or data, not outcomes about the subject. */
export const DIAGNOSTIC =
  /\b(?:konverg\w*|converg\w*|normalverteil\w*|normally distributed|normalit\w*|residu\w*|autokorrelation\w*|auto-?correlation\w*|shapiro|kolmogorov|levene|durbin|breusch|multikollinear\w*|multicollinear\w*|\bvif\b|heterosked\w*|heterosced\w*|homosked\w*|homosced\w*|burn-?in|trace ?plots?|degenera\w*|goodness[- ]of[- ]fit|modellgüte|model fit|gleichgewicht der mcmc|mcmc|stationarität|stationarity|\b(?:ist|sind|war|waren|nicht)\s[^.;]{0,40}\bstationär(?!\s+\p{L})|stationäre?[nr]?\s+(?:zeitreihe\w*|reihe\w*|prozess\w*)|(?:is|are|be|not)\s+stationary|stationary\s+(?:time\s+series|series|process\w*)|ausreißer\w*|outliers?|fehlende werte|missing values|overfit\w*|underfit\w*|lernkurve|learning curve)\b/iu;
