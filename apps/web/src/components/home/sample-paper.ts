/**
 * The sample paper we may redistribute (CC BY 4.0): a German Hausarbeit on cress growth. Only the
 * title and the public repository are named here – no personal data from its title page.
 */
export const SAMPLE_PAPER = {
  title: "Das Wachstumsverhalten von Kresse unter Extrembedingungen",
  subtitle: "Wie sich pH-Wert und Salzgehalt des Bodens auf Gartenkresse auswirken",
  kind: "Wissenschaftliche Hausarbeit, TH Bingen, 2023",
  pages: 17,
  license: "CC BY 4.0",
  licenseUrl: "https://creativecommons.org/licenses/by/4.0/deed.de",
  sourceLabel: "GitHub: qwerdenkerXD/Measuring-growth-of-cress-depending-on-different-factors",
  sourceUrl: "https://github.com/qwerdenkerXD/Measuring-growth-of-cress-depending-on-different-factors",
} as const;
