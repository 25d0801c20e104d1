import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { SupportDialog } from "./SupportDialog.tsx";

const SupportContext = createContext<{ openSupport: () => void } | null>(null);

/** One support dialog for the whole app; the navigation and the footer open it. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openSupport: () => setOpen(true) }), []);
  return (
    <SupportContext.Provider value={value}>
      {children}
      <SupportDialog open={open} onClose={() => setOpen(false)} />
    </SupportContext.Provider>
  );
}

export function useSupport() {
  const ctx = useContext(SupportContext);
  if (!ctx) throw new Error("useSupport outside SupportProvider");
  return ctx;
}
