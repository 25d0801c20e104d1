import { useEffect, useState } from "react";

/** What GET /api/config returns (apps/server/src/config.ts `publicConfig`). */
export interface PublicConfig {
  priceCents: number;
  priceOriginalCents: number;
  offerEndsAt: string | null;
  offerDiscountEur: number;
  typicalDeliveryText: string | null;
  retentionDays: number;
  maxUploadMb: number;
  supportEmail: string;
  googleEnabled: boolean;
  transcriptionEnabled: boolean;
  paymentTestMode: boolean;
  mailOutbox: boolean;
  company: {
    name: string;
    address: string;
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

let cached: Promise<PublicConfig> | null = null;
let settled: ConfigState = { status: "loading", config: null };

function loadConfig(): Promise<PublicConfig> {
  if (!cached) {
    cached = fetch("/api/config", { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`GET /api/config: ${res.status}`);
        return (await res.json()) as PublicConfig;
      })
      .then(
        (config) => {
          settled = { status: "ready", config };
          return config;
        },
        (error: unknown) => {
          settled = { status: "error", config: null };
          cached = null; // a later mount may try again
          throw error;
        },
      );
  }
  return cached;
}

/** The public configuration, fetched once per page load and shared by every component. */
export function usePublicConfig(): ConfigState {
  const [state, setState] = useState<ConfigState>(settled);
  useEffect(() => {
    if (state.status === "ready") return;
    let alive = true;
    loadConfig().then(
      (config) => alive && setState({ status: "ready", config }),
      () => alive && setState({ status: "error", config: null }),
    );
    return () => {
      alive = false;
    };
  }, [state.status]);
  return state;
}
