/**
 * A handling step at the bench or the keyboard ("Der Messbecher wird ausgespült", "The pellet was
 * resuspended", "Die Daten werden in Dateien gespeichert", "Die Lagerung der Säule erfolgte in 20 % Ethanol"),
 * or an instrument named by its maker ("UV/Vis-Spektrophotometer (Libra S11, Biochrom)", "Xplorer® Plus"):
 * the protocol's detail, which a talk leaves to the thesis; the design (groups, conditions, measures,
 * analysis) is what a method slide says.
 */
export const HANDLING_STEP =
  /\b(?:aus|ab|auf|ein|um|nach)?gespült\b|\b(?:auf|ein|ab|um|be)?gefüllt\b|\bgeschwenkt\b|\bgereinigt\b|\bpipettiert\b|\bzentrifugiert\b|\bresuspendiert\b|\b(?:ab|ein)gewogen\b|\bverschlossen\b|\bgeleert\b|\bautoklaviert\b|\bbeschriftet\b|\b(?:ab)?gespeichert\b|\b(?:rinsed|poured|pipetted|centrifuged|resuspended|weighed|autoclaved|labell?ed|emptied|refilled)\b|\b(?:is|are|was|were)\s+(?:then\s+)?(?:filled|sealed|stored|saved|inoculated)\b|\bgelagert\b|\b(?:hin)?zugegeben\b|\bzugesetzt\b|\binkubiert\b|\bangesetzt\b|\b(?:was|were) (?:added to|incubated)\b|\b(?:Lagerung|Inokulation|Animpfung)\b|\b(?:inokuliert|angeimpft)\b|[®™]|\((?=[^),]*\d)(?:\p{Lu}[\p{L}\d.-]*)(?:\s[\p{L}\d.-]+){0,3},\s*\p{Lu}[\p{L}.&-]+(?:,?\s\p{Lu}[\p{L}.-]+){0,3}\)/iu;
