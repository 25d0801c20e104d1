/**
 * Statistical procedures by label, with the pattern that finds them.
 */

/** Statistical procedures by label, with the pattern that finds them (also used to name them in exam questions). */
export const STATISTICS: [string, RegExp][] = [
  [
    "t-Test",
    /(?<![\p{L}-])t-?[Tt]ests?\b|\bWelch(?:['’]s)?(?:[ -](?:t-?[Tt]ests?|[Tt]ests?|F(?:-[Tt]est)?)\b)?/u,
  ],
  ["Varianzanalyse (ANOVA)", /\banova\b|varianzanalyse/i],
  ["logistische Regression", /logisti\w* regression/i],
  ["lineare Regression", /linear\w* regression|regressionsanalyse|multiple regression/i],
  ["Korrelation", /korrelation|correlation|pearson|spearman/i],
  ["Chi-Quadrat-Test", /chi-?quadrat|chi-?square|χ²/i],
  ["Cronbachs α", /cronbach/i],
  ["Faktorenanalyse", /faktorenanaly\w*|factor analysis|\b[CE]FA\b/i],
  ["Mann-Whitney-U-Test", /mann-whitney/i],
  ["Wilcoxon-Test", /wilcoxon/i],
  ["Intraklassenkorrelation (ICC)", /\bICC\b|intraclass|intraklassen/i],
  ["ROC/AUC", /\bROC\b|\bAUC\b/i],
  ["Exponential Random Graph Models (ERGM)", /\bERGMs?\b/],
  ["MCMC", /\bMCMC\b/],
  ["Random Forest", /random forest/i],
  ["Entscheidungsbaum", /decision tree|entscheidungsbaum/i],
  ["k-Nearest-Neighbors", /nearest neighbo|\bKNN\b/i],
  ["Topic Modelling (LDA)", /\bLDA\b|latent dirichlet|topic model/i],
  ["Sentimentanalyse", /sentiment/i],
  ["Kreuzvalidierung", /kreuzvalidierung|cross-?validation|gridsearch/i],
  ["Konfusionsmatrix / Precision / Recall", /konfusionsmatri|confusion matri|precision|recall/i],
  ["Effektstärke", /effektstärke|effect size|cohen'?s d/i],
  ["Konfidenzintervall", /konfidenzintervall|confidence interval/i],
];
