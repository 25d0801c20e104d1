import { Suspense } from "react";
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

/** Landing page in SPEC §2 order (banner and navigation come from the layout). */
export function Home() {
  usePageMeta(
    "Folienwerk – aus deiner Arbeit wird deine Präsentation",
    "Lade deine Hausarbeit, Bachelor- oder Masterarbeit hoch und erhalte eine fertige PowerPoint mit Sprechernotizen, möglichen Prüfungsfragen und Bildvorlagen. Kostenlose Analyse vorab.",
  );
  // Each section is a Suspense boundary of its own: on the prerendered page React hydrates them one by
  // one in the background, in slices that yield to the browser, and a click in a section still waiting
  // hydrates only that section first, not the page.
  return (
    <>
      <Suspense>
        <Hero />
      </Suspense>
      {SECTIONS_BELOW_HERO.map(([key, Section]) => (
        <Suspense key={key}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
