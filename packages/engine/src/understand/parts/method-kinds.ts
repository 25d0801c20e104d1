/**
 * Kinds of method: empirical and literature work, designs by label and the instruments a thesis names.
 */

export const EMPIRICAL =
  /\b(stichprobe|proband\w*|teilnehm\w*|befragt\w*|befragung\w*|fragebogen\w*|umfrage\w*|interview\w*|experiment\w*|messung\w*|gemessen|messwert\w*|datensatz\w*|datens(ä|a)tze|erhoben\w*|erhebung\w*|regression\w*|t-test\w*|signifikan\w*|korrelation\w*|participants?|sample[sd]?|survey\w*|questionnaires?|measured|dataset\w*|significan\w*|correlat\w*|statistisch\w*|modell\w*|auswertung)\b/gi;
export const LITERATURE =
  /literaturrecherche|literaturanalyse|literaturauswertung|systematische[nr]? (?:übersicht|review|literatur)|literature review|systematic review|desk research|sekundärliteratur|theoretische arbeit|literaturarbeit|auf basis der literatur|anhand der literatur|literaturbasiert/gi;
export const DESIGNS: [string, RegExp][] = [
  [
    "Experiment",
    /\b(?:quasi-?)?experiment(?:s|e|ell\w*)?\b|versuchsaufbau|versuchsreihe|kontrollgruppe|randomi[sz]ed/gi,
  ],
  ["Befragung (Fragebogen)", /\b(?:online-?)?(?:befragung|umfrage|fragebogen\w*)|survey|questionnaire/gi],
  ["Interviews", /\b(?:leitfaden|experten)?interviews?\b/gi],
  ["Fallstudie", /\bfallstudie|case study/gi],
  ["Validierungsstudie", /\bvalidi(?:erung|ty|ation)\w*|psychometri\w*|clinimetric\w*/gi],
  ["Querschnittstudie", /\bquerschnitt\w*|cross-sectional/gi],
  ["Längsschnittstudie", /\blängsschnitt\w*|longitudinal/gi],
  ["Simulation und Messreihe", /\bsimulation\w*|lasttest\w*|load test\w*|messreihe\w*|benchmark\w*/gi],
  ["Sekundärdatenanalyse", /\bsekundärdaten\w*|secondary data/gi],
  ["Quantitative Textanalyse", /\bsentiment\w*|topic model\w*|textanalyse|text mining|inhaltsanalyse/gi],
  ["Netzwerkanalyse", /\bnetzwerkanaly\w*|network analysis|ergm\w*/gi],
  [
    "Maschinelles Lernen (Vorhersagemodell)",
    /\bmachine learning|maschinelle\w* lern\w*|klassifikation\w*|crisp-?dm/gi,
  ],
  ["Literaturanalyse", LITERATURE],
];
export const INSTRUMENTS: RegExp[] = [
  /\b(?:Python|SPSS|Stata|JMeter|Excel|Jupyter(?: Notebook)?|scikit-learn|sklearn|pandas|TensorFlow|Keras|PyTorch|MAXQDA|NVivo|Qualtrics|LimeSurvey|SoSci ?Survey|Google Forms|Application Insights|Azure Monitor|Blazemeter|statnet|RStudio|MATLAB|Julia|Plots\.jl|DataFrames\.jl|Likert-Skala|Likert scale)\b/g,
  /\bR(?=[- ](?:Paket|Version|package|Studio|\d))/g,
  /\b\p{Lu}[\p{L}-]*(?:-Skala|-Fragebogen|skala)\b/gu,
  /\b(?:[A-Z][\w-]*\s){0,3}(?:Scale|Questionnaire|Inventory)(?:\s\([A-Z][\w-]*\))?/g,
];
