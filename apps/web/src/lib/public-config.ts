import type { PublicConfig } from "@folienwerk/contracts";
import { type ReactNode, useEffect } from "react";
import { createStore, useStore } from "./store.ts";

export type ConfigState =
  | { status: "loading"; config: null }
  | { status: "ready"; config: PublicConfig }
  | { status: "error"; config: null };

/** Fetched once per page load; after a failure, the next component that mounts tries again. */
const configStore = createStore<ConfigState>({ status: "loading", config: null });
let cached: Promise<PublicConfig> | null = null;

function loadConfig(): Promise<PublicConfig> {
  if (!cached) {
    cached = fetch("/api/config", { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`GET /api/config: ${res.status}`);
        return (await res.json()) as PublicConfig;
      })
      .then(
        (config) => {
          configStore.set({ status: "ready", config });
          return config;
        },
        (error: unknown) => {
          configStore.set({ status: "error", config: null });
          cached = null;
          throw error;
        },
      );
  }
  return cached;
}

/**
 * The public configuration, shared by every component. Read it as low in the tree as possible (a
 * `ConfigText`, a small component): on the prerendered landing page every reader renders again, at once,
 * when the configuration has arrived (decision 014).
 */
export function usePublicConfig(): ConfigState {
  const state = useStore(configStore);
  useEffect(() => {
    if (configStore.get().status !== "ready") loadConfig().catch(() => {}); // the store says "error"
  }, []);
  return state;
}

/** What footer and legal pages say where the operator would be named on a local test installation. */
export const TEST_INSTALLATION_NOTICE = "Lokale Testinstallation – keine Betreiberangaben hinterlegt";

/** Stated until /api/config answers; the server's own fallback text (TYPICAL_*_TEXT default). */
const TIME_WHILE_LOADING = "meist in wenigen Minuten";

/** The worded times a page states: "meist in unter einer Minute" completes "Die Analyse ist … fertig". */
export type StatedTimes = Omit<PublicConfig["times"], "measured">;

/**
 * The one source of every time a page states: the measured medians from /api/config (or the
 * configured text while too few are measured). Use `sentenceStart` where a sentence begins with it.
 */
export function useStatedTimes(): StatedTimes {
  const { config } = usePublicConfig();
  return {
    analysis: config?.times.analysis ?? TIME_WHILE_LOADING,
    delivery: config?.times.delivery ?? TIME_WHILE_LOADING,
  };
}

/** "meist in …" → "Meist in …" for the start of a sentence. */
export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The stated time inline in a sentence, e.g. `Die Analyse ist <StatedTime kind="analysis" /> fertig.`;
 * `start` when it begins the sentence.
 */
export function StatedTime({ kind, start = false }: { kind: keyof StatedTimes; start?: boolean }): string {
  const text = useStatedTimes()[kind];
  return start ? sentenceStart(text) : text;
}

/** A piece of a page taken from the configuration, e.g. `<ConfigText show={(c) => c?.retentionDays ?? 28} />`. */
export function ConfigText({ show }: { show: (config: PublicConfig | null) => ReactNode }): ReactNode {
  return show(usePublicConfig().config);
}
