import type { ReactNode } from "react";
import { Link } from "react-router";
import { LineIcon } from "../components/icons.tsx";
import { primaryButton, secondaryButton } from "./button-styles.ts";

const TONES = {
  green: { page: "from-emerald-50", icon: "bg-emerald-100 text-emerald-700" },
  neutral: { page: "from-slate-100", icon: "bg-slate-200 text-slate-700" },
} as const;

/** Icon paths (24×24, stroked) of the confirmation pages. */
export const STATUS_ICONS = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  cross: "M7 7l10 10M17 7L7 17",
} as const;

/** A link under a status page's text; the `primary` one is the suggested next step. */
export interface StatusAction {
  to: string;
  label: string;
  primary?: boolean;
}

/** A centred confirmation page: icon, heading, text, actions (/success, /cancel, /analysis-started). */
export function StatusPage({
  icon,
  tone,
  title,
  children,
  actions,
}: {
  icon: keyof typeof STATUS_ICONS;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: StatusAction[];
}) {
  return (
    <div className={`bg-gradient-to-b ${TONES[tone].page} to-white`}>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:py-24">
        <span className={`flex h-16 w-16 items-center justify-center rounded-full ${TONES[tone].icon}`}>
          <LineIcon viewBox="0 0 24 24" className="h-8 w-8" strokeWidth="2.2">
            <path d={STATUS_ICONS[icon]} strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action) => (
            <Link
              key={action.label}
              to={action.to}
              className={action.primary ? primaryButton : secondaryButton}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
