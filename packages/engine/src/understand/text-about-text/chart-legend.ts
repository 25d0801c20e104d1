/**
 * A legend read out: what the marks of a chart stand for ("In this diagram, nodes represent organisations",
 * "Jeder Knoten im Netzwerkgraphen steht für einen Abgeordneten", "Grey cells in the matrix indicate …"): a
 * mark, the chart it is in and what it denotes, in any order. Marks of a kind of chart in general ("In
 * einem Entscheidungsbaum steht jeder Knoten für …") define it and are no legend.
 */
export const CHART_LEGEND =
  /^(?=.*\b(?:Knoten|Kanten?|Pfeile?n?|Zellen?|Symbole?|Kreise?|Quadrate?|Rauten?|nodes?|edges?|arrows?|cells?|symbols?|circles?|squares?|diamonds?)\b)(?=.*\b(?:in|im|on|auf|of)\s+(?:this|the|diesem|dieser|dem|der|den)?\s*(?:diagram|matrix|map|chart|heatmap|plot|Diagramm|Matrix|Karte|Grafik|Abbildung|Heatmap|Schaubild|Netzwerkgraphen|Netzwerkdiagramm|network diagram|network graph)\b)(?=.*\b(?:represents?|denotes?|indicates?|stands? for|corresponds? to|steht für|stehen für|repräsentier\w*|kennzeichn\w*|symbolisier\w*|bedeute[tn])\b)/iu;
