/** The small line icons more than one component draws (decorative: `aria-hidden`, sized by `className`). */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor">
      <circle cx="10" cy="10" r="8.25" strokeWidth="1.5" />
      <path d="M6.5 10.3l2.3 2.3 4.7-4.9" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor">
      <path
        d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
