/**
 * "19 €", "19,50 €", "1.234 €" (de-DE, non-breaking space before the sign). Written out rather than with
 * Intl.NumberFormat, whose first currency formatter costs the landing page tens of milliseconds on a phone.
 */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.round(Math.abs(cents));
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const rest = abs % 100;
  return `${sign}${euros}${rest === 0 ? "" : `,${String(rest).padStart(2, "0")}`}\u00a0€`;
}

/** "1,2 MB" / "840 KB". */
export function formatBytes(bytes: number): string {
  const nf = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${nf.format(bytes / (1024 * 1024))} MB`;
  return `${nf.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitRemaining(ms: number): Remaining {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2 Tage 05:49:00" / "05:49:00". */
export function formatRemaining(r: Remaining): string {
  const clock = `${pad(r.hours)}:${pad(r.minutes)}:${pad(r.seconds)}`;
  if (r.days === 0) return clock;
  return `${r.days} ${r.days === 1 ? "Tag" : "Tage"} ${clock}`;
}
