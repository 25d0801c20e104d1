import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The frame of a page reached from a presentation card (analysis, downloads): the way back to the
 * dashboard and the page's title above its content; `wide` for pages with side-by-side panels.
 */
export function DashboardSubpage({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50">
      <div className={`mx-auto ${wide ? "max-w-5xl" : "max-w-3xl"} px-4 py-10 sm:px-6 lg:py-14`}>
        <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
          ← Zurück zum Dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
