import { type ReactNode, useEffect } from "react";
import { createStore, useStore } from "./store.ts";

/** What GET /api/config returns (apps/server/src/config.ts `publicConfig`). */
export interface PublicConfig {
  priceCents: number;
  /** The earlier price to show crossed out: null (one price) unless the operator configured a real, higher one. */
  priceOriginalCents: number | null;
  offerEndsAt: string | null;
  offerDiscountEur: number;
  /** The times the product states, from the measured medians (apps/server/src/presentations/durations.ts). */
  times: {
    /** Free analysis, completes "… fertig": "meist in unter einer Minute". */
    analysis: string;
    /** Payment to delivered package: "meist in etwa 3 Minuten". */
    delivery: string;
    measured: { analysis: boolean; delivery: boolean };
  };
  retentionDays: number;
  maxUploadMb: number;
  supportEmail: string;
  googleEnabled: boolean;
  transcriptionEnabled: boolean;
  paymentTestMode: boolean;
  mailOutbox: boolean;
  company: {
    /** False on a local test installation without operator data (never in production). */
    configured: boolean;
    name: string;
    address: string | null;
    representative: string | null;
    register: string | null;
    vatId: string | null;
    email: string;
  };
  termsDate: string;
}

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

export interface StatedTimes {
  /** "meist in unter einer Minute" – completes "Die Analyse ist … fertig". */
  analysis: string;
  /** "meist in etwa 3 Minuten" – completes "Deine Präsentation ist … fertig". */
  delivery: string;
}

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
