/**
 * The text description of a diagram (its alt text and the downloads page's caption), German or English.
 */
import type { DiagramInput } from "./diagrams.ts";

export function describe(input: DiagramInput, language: "de" | "en"): string {
  const de = language === "de";
  switch (input.kind) {
    case "process":
      return `${de ? "Ablauf in Schritten" : "Process in steps"}: ${input.items.join(" → ")}`;
    case "cycle":
      return `${de ? "Zyklus" : "Cycle"}: ${input.items.join(" → ")} → ${input.items[0] ?? ""}`;
    case "framework":
      return `${de ? "Rahmenmodell zu" : "Framework for"} „${input.topic}“: ${input.items.join(" · ")}`;
    case "hierarchy":
      return `${de ? "Gliederung von" : "Breakdown of"} „${input.topic}“: ${input.items.join(" · ")}`;
    case "comparison":
      return `${input.columns?.[0] ?? ""}: ${input.items.join(" · ")} | ${input.columns?.[1] ?? ""}: ${(input.right ?? []).join(" · ")}`;
    case "timeline":
      return `${de ? "Zeitstrahl" : "Timeline"}: ${input.items.map((it, i) => `${input.marks?.[i] ?? ""} ${it}`).join(" → ")}`;
    case "key-figure":
      return `${de ? "Kennzahlen" : "Key figures"}: ${input.items.map((it, i) => `${input.marks?.[i] ?? ""} – ${it}`).join(" · ")}`;
    case "slide-layout":
      return `${de ? "Folienvorlage" : "Slide template"} „${input.topic}“${input.items.length ? `: ${input.items.join(" · ")}` : ""}`;
  }
}
