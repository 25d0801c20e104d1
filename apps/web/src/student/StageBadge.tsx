import { type BadgeTone, stageBadge } from "./stage.ts";
import type { Presentation } from "./types.ts";

const TONES: Record<BadgeTone, string> = {
  orange: "bg-orange-100 text-orange-800 ring-orange-200",
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  green: "bg-green-100 text-green-800 ring-green-200",
  blue: "bg-brand-100 text-brand-900 ring-brand-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** SPEC §4 stage badge with its colour. */
export function StageBadge({ presentation }: { presentation: Pick<Presentation, "stage" | "is_paid"> }) {
  const { label, tone } = stageBadge(presentation);
  return (
    <span
      data-testid="stage-badge"
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
