import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { SupportProvider } from "../support/SupportContext.tsx";
import { OfferBanner } from "./OfferBanner.tsx";
import { ScrollManager } from "./ScrollManager.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="sr-only">Seite wird geladen …</span>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
    </div>
  );
}

/** Banner (landing page only), navigation, the routed page, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <SupportProvider>
      <div className="flex min-h-dvh flex-col">
        <ScrollManager />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Zum Inhalt springen
        </a>
        {pathname === "/" && <OfferBanner />}
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </SupportProvider>
  );
}
