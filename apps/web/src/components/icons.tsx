import type { ReactNode } from "react";

/**
 * The frame of every line icon: decorative (`aria-hidden`), stroked in the text colour, no fill, sized by
 * `className`. The drawing is made on a 20×20 grid unless `viewBox` says otherwise.
 */
export function LineIcon({
  viewBox = "0 0 20 20",
  className,
  strokeWidth,
  children,
}: {
  viewBox?: string;
  className?: string;
  strokeWidth?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/** The small line icons more than one component draws. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="10" cy="10" r="8.25" strokeWidth="1.5" />
      <path d="M6.5 10.3l2.3 2.3 4.7-4.9" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

export function DownloadIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path
        d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
