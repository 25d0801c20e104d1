import { Link } from "react-router";

export function Logo({ onClick, light = false }: { onClick?: () => void; light?: boolean }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2.5 rounded-md"
      aria-label="Folienwerk – Startseite"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#1e3a8a" />
        <rect x="7" y="8" width="18" height="12" rx="2" fill="#fff" />
        <rect x="10" y="11" width="8" height="2" fill="#1e3a8a" />
        <rect x="10" y="15" width="12" height="2" fill="#93c5fd" />
        <rect x="15" y="20" width="2" height="5" fill="#fff" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${light ? "text-white" : "text-slate-900"}`}>
        Folienwerk
      </span>
    </Link>
  );
}
