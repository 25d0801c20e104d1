/**
 * Something shown in a numbered figure as the subject of a verb of showing or arranging: the figure is what the
 * sentence is about, not the subject matter ("Der Stammbaum in Abbildung 5 gibt … wieder").
 */
import { FIG_NUM } from "./chart-words.ts";

/** A thing shown in a numbered figure as the subject ("Der Stammbaum in Abbildung 5 gibt … wieder", "The heat map in Figure 8 visualises …"). */
export const SHOWN_IN_FIGURE_SHOWS = new RegExp(
  String.raw`^(?:Die|Der|Das|The)\s+(?:[\p{L}-]+\s+){1,3}?(?:in|aus|of|from)\s+${FIG_NUM}\s+(?:zeigt|zeigen|stellt\b[^.;]{0,80}\bdar|gibt\b[^.;]{0,80}\bwieder|bildet\b[^.;]{0,80}\bab|fasst\b[^.;]{0,80}\bzusammen|ordnet\b[^.;]{0,80}\bzu|beschreibt|beginnt|endet|umfasst|beschränkt sich|folgt|verzeichnet|ordnet\b[^.;]{0,80}\ban|schlüsselt\b[^.;]{0,80}\bauf|gliedert|unterteilt|breaks? down|begins|ends|covers|follows|traces|places|is limited to|sets out|outlines|reproduces|zooms|veranschaulicht|verdeutlicht|visualisiert|illustriert|listet|enthält|skizziert|präsentiert|shows|depicts|displays|represents|visuali[sz]es|illustrates|describes|summari[sz]es|lists|contains|sketches|presents|gives|maps)\b(?!,? (?:dass|that|sich)\b)`,
  "u",
);
