import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type AuthUser, avatarInitial, useAuthActions } from "../../auth/AuthProvider.tsx";

const itemClass =
  "block w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100";

/** Avatar button with the user's initial and a menu: Dashboard, Einstellungen, Abmelden (SPEC §2). */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? items[0] : items.at(-1))?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Kontomenü für ${user.name?.trim() || user.email}`}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        <span data-testid="avatar-initial">{avatarInitial(user)}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Kontomenü"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-3 text-sm" role="presentation">
            <p className="truncate font-medium text-slate-900">{user.name?.trim() || "Angemeldet"}</p>
            <p className="truncate text-slate-600">{user.email}</p>
          </div>
          <Link role="menuitem" to="/dashboard" className={itemClass} onClick={() => close(false)}>
            Dashboard
          </Link>
          <Link role="menuitem" to="/account-settings" className={itemClass} onClick={() => close(false)}>
            Einstellungen
          </Link>
          <button
            role="menuitem"
            type="button"
            className={`${itemClass} border-t border-slate-100`}
            onClick={async () => {
              close(false);
              await signOut();
              navigate("/");
            }}
          >
            Abmelden
          </button>
        </div>
      )}
    </div>
  );
}
