import { Link } from "react-router";
import { useAuth } from "../../auth/AuthProvider.tsx";
import { useSupport } from "../support/SupportContext.tsx";
import { AvatarMenu } from "./AvatarMenu.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { useOrderLink } from "./order-link.ts";

const linkClass = "rounded-md px-3 py-2 text-[0.95rem] font-medium text-slate-700 hover:text-brand-700";

/** Login or the avatar menu (wide screens): the part of the header that follows the session. */
function Account() {
  const { user, loading, openSignIn } = useAuth();
  if (loading) return <span className="h-10 w-20" aria-hidden="true" />;
  if (user) return <AvatarMenu user={user} />;
  return (
    <button
      type="button"
      onClick={() => openSignIn()}
      className="rounded-lg px-4 py-2 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400"
    >
      Login
    </button>
  );
}

export function SiteHeader() {
  const { openSupport } = useSupport();
  const order = useOrderLink();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav
          aria-label="Hauptnavigation"
          className="hidden items-center gap-1 desk:flex"
          data-testid="desktop-nav"
        >
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
          <button type="button" onClick={openSupport} className={linkClass}>
            Support
          </button>
        </nav>
        <div className="flex items-center gap-3">
          <div className="hidden items-center gap-3 desk:flex">
            <Account />
          </div>
          <Link
            to={order.to}
            className="rounded-lg bg-brand-700 px-3.5 py-2 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800 sm:px-4"
          >
            <span className="sm:hidden">{order.short}</span>
            <span className="hidden sm:inline">{order.label}</span>
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
