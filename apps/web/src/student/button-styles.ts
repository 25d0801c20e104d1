/** Class strings for the student area's buttons and button-like links. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-900 disabled:hover:bg-brand-700`;
export const secondaryButton = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const dangerButton = `${base} border border-red-200 bg-white text-red-700 hover:bg-red-50`;
export const dangerSolidButton = `${base} bg-red-600 text-white hover:bg-red-700`;
