import type { ReactNode } from "react";

const CARD = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5";

const LOOKS = {
  /** A white card on the page's grey. */
  card: { box: CARD, heading: "text-lg font-semibold text-slate-900" },
  /** The page's main card: more room from `sm` on and a larger heading. */
  main: { box: `${CARD} sm:p-8`, heading: "text-2xl font-bold text-slate-900" },
  /** A light-blue note: worth reading before going on, no alarm. */
  note: {
    box: "rounded-2xl bg-sky-50 p-6 text-slate-800 ring-1 ring-sky-200",
    heading: "font-semibold text-slate-900",
  },
} as const;

/**
 * A boxed section of a page, named by its h2 (`aria-labelledby` on `headingId`). `className` places the
 * box on the page (margins, scroll offset); the look gives it its colours, padding and heading size.
 */
export function Panel({
  look = "card",
  title,
  headingId,
  className,
  id,
  testId,
  children,
}: {
  look?: keyof typeof LOOKS;
  title: ReactNode;
  headingId: string;
  className: string;
  id?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid={testId}
      className={`${className} ${LOOKS[look].box}`}
    >
      <h2 id={headingId} className={LOOKS[look].heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
