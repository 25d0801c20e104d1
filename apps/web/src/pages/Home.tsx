import { startTransition, useEffect, useState } from "react";
import { About } from "../components/home/About.tsx";
import { Examples } from "../components/home/Examples.tsx";
import { Faq } from "../components/home/Faq.tsx";
import { Hero } from "../components/home/Hero.tsx";
import { HowItWorks } from "../components/home/HowItWorks.tsx";
import { Pricing } from "../components/home/Pricing.tsx";
import { WhatYouGet } from "../components/home/WhatYouGet.tsx";
import { usePageMeta } from "../lib/use-page-meta.ts";

const SECTIONS_BELOW_HERO = [
  ["explainer", HowItWorks],
  ["pricing", Pricing],
  ["what-you-get", WhatYouGet],
  ["about", About],
  ["examples", Examples],
  ["faq", Faq],
] as const;

/**
 * How many of `total` parts to show: one more after each commit, each step in a transition. React
 * renders transitions in slices that yield to the browser, and each commit stays small, so no long
 * task keeps the page from responding while the landing page builds up (Lighthouse TBT).
 */
function useStepwiseReveal(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + 1));
  }, [shown, total]);
  return shown;
}

/** Landing page in SPEC §2 order (banner and navigation come from the layout). */
export function Home() {
  usePageMeta(
    "Folienwerk – aus deiner Arbeit wird deine Präsentation",
    "Lade deine Hausarbeit, Bachelor- oder Masterarbeit hoch und erhalte eine fertige PowerPoint mit Sprechernotizen, möglichen Prüfungsfragen und Bildvorlagen. Kostenlose Analyse vorab.",
  );
  // The hero paints first; the sections below follow one by one. Until the last one is there, a
  // screen-high spacer keeps the footer out of view, so nothing visible shifts.
  const shown = useStepwiseReveal(SECTIONS_BELOW_HERO.length);
  return (
    <>
      <Hero />
      {SECTIONS_BELOW_HERO.slice(0, shown).map(([key, Section]) => (
        <Section key={key} />
      ))}
      {shown < SECTIONS_BELOW_HERO.length && <div className="min-h-screen" />}
    </>
  );
}
