import { type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { avatarInitial, useAuth } from "../../auth/AuthProvider.tsx";
import { CloseButton } from "../CloseButton.tsx";
import { LineIcon } from "../icons.tsx";
import { useSupport } from "../support/SupportContext.tsx";
import { Logo } from "./Logo.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { useOrderLink } from "./order-link.ts";

const rowClass =
  "block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100";

/** A row that closes the menu, then does what it says. */
function MenuAction({
  hide,
  action,
  children,
}: {
  hide: () => void;
  action: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={rowClass}
      onClick={() => {
        hide();
        action();
      }}
    >
      {children}
    </button>
  );
}

/* The parts of the menu that follow the session, so only they render again when it arrives. */

function MenuUser({ hide }: { hide: () => void }) {
  const { user, loading, signOut } = useAuth();
  if (loading || !user) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <div className="mb-2 flex items-center gap-3 px-3">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {avatarInitial(user)}
        </span>
        <span className="truncate text-sm text-slate-600">{user.email}</span>
      </div>
      <ul className="space-y-1">
        <li>
          <Link to="/dashboard" onClick={hide} className={rowClass}>
            Dashboard
          </Link>
        </li>
        <li>
          <Link to="/account-settings" onClick={hide} className={rowClass}>
            Einstellungen
          </Link>
        </li>
        <li>
          <MenuAction hide={hide} action={() => void signOut()}>
            Abmelden
          </MenuAction>
        </li>
      </ul>
    </div>
  );
}

function MenuLogin({ hide }: { hide: () => void }) {
  const { user, loading, openSignIn } = useAuth();
  if (loading || user) return null;
  return (
    <button
      type="button"
      onClick={() => {
        hide();
        openSignIn();
      }}
      className="w-full rounded-lg px-4 py-3 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
    >
      Login
    </button>
  );
}

/** Slide-in menu used at widths up to 1025 px (SPEC §2); a modal <dialog> so focus stays inside. */
export function MobileMenu() {
  const { openSupport } = useSupport();
  const order = useOrderLink();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);

  const show = () => {
    ref.current?.showModal();
    setOpen(true);
  };
  const hide = () => {
    ref.current?.close();
  };

  return (
    <div className="desk:hidden">
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Menü öffnen"
        className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <LineIcon viewBox="0 0 24 24" className="h-6 w-6">
          <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
        </LineIcon>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click; Escape (native) is the keyboard equivalent */}
      <dialog
        ref={ref}
        aria-label="Menü"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === ref.current) hide();
        }}
        className="slide-in-panel fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] bg-white p-0 shadow-2xl"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Logo onClick={hide} />
            <CloseButton
              label="Menü schließen"
              onClick={hide}
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            />
          </div>
          <nav aria-label="Mobile Navigation" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={hide} className={rowClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <MenuAction hide={hide} action={openSupport}>
                  Support
                </MenuAction>
              </li>
            </ul>
            <MenuUser hide={hide} />
          </nav>
          <div className="space-y-3 border-t border-slate-200 p-4">
            <MenuLogin hide={hide} />
            <Link
              to={order.to}
              onClick={hide}
              className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              {order.label}
            </Link>
          </div>
        </div>
      </dialog>
    </div>
  );
}
