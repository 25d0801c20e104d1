/**
 * Statements that are never findings: definitions, diagnostics (convergence, normality of residuals) and the
 * aim of a step; the settings and steps of the method are in method-step-cues.ts.
 */

/** A sentence that says what a term or measure is. */
export const DEFINITION =
  /^(?:(?:der|die|das|ein|eine)\s+)?[\p{L}„"'‚-]+(?:\s+[\p{L}„"'‚“-]+){0,3}\s+(?:ist|sind|bezeichnet|beschreibt|gibt an|misst|bedeutet|versteht man)\b(?!\s+(?:signifikant|deutlich|höher|niedriger|größer|kleiner|besser|schlechter|am\b|mit\b))|\b(?:versteht man|wird definiert|ist definiert als|bezeichnet man|refers to|is defined as|are defined as|is a (?:measure|method|technique|metric)|is an (?:approach|algorithm|indicator)|gibt an, wie|indicates how|describes how|beschreibt, wie)\b|\bist eine (?:brute-force-)?methode\b|\bis a brute[- ]force\b|\b(?:ist|sind) als [^.;]{1,40} bekannt\b|\bis known as\b/iu;

/** Checks of the model or data, not outcomes about the subject. */
export const DIAGNOSTIC =
  /\b(?:konverg\w*|converg\w*|normalverteil\w*|normally distributed|normalit\w*|residu\w*|autokorrelation\w*|auto-?correlation\w*|shapiro|kolmogorov|levene|durbin|breusch|multikollinear\w*|multicollinear\w*|\bvif\b|heterosked\w*|heterosced\w*|homosked\w*|homosced\w*|burn-?in|trace ?plots?|degenera\w*|goodness[- ]of[- ]fit|modellgüte|model fit|gleichgewicht der mcmc|mcmc|stationarität|stationarity|\b(?:ist|sind|war|waren|nicht)\s[^.;]{0,40}\bstationär(?!\s+\p{L})|stationäre?[nr]?\s+(?:zeitreihe\w*|reihe\w*|prozess\w*)|(?:is|are|be|not)\s+stationary|stationary\s+(?:time\s+series|series|process\w*)|ausreißer\w*|outliers?|fehlende werte|missing values|overfit\w*|underfit\w*|lernkurve|learning curve)\b/iu;

/**
 * What a step of the analysis is for, or what matters for judging it ("Ziel der Auswertung der Latenzen ist
 * die Bewertung …", "The aim of this analysis is …", "Die Bearbeitungsdauer ist relevant für die Bewertung
 * der Performance"): why something is looked at, not what came out.
 */
export const PURPOSE =
  /^(?:(?:das|the)\s+)?(?:ziel|zweck|aim|purpose|goal|objective)\s+(?:der|des|dieser|dieses|jeder|of\s+(?:the|this|these|each))\s+[^.;,]{1,60}?\s+(?:ist|war|besteht|is|was)\b|\b(?:ist|sind|is|are)\s+(?:[^.;,]{1,60}?\s+)?(?:relevant|wichtig|entscheidend|maßgeblich|important|crucial)\s+(?:für\s+die\s+(?:bewertung|beurteilung|einordnung|interpretation)|for\s+(?:the\s+)?(?:assessment|evaluation|interpretation))\b/iu;
