import type Stripe from "stripe";
import type { Config } from "../config.ts";

const clients = new WeakMap<Config, Stripe>();

/**
 * The Stripe SDK for this configuration (STRIPE_API_BASE points it at a local server in tests). The SDK is
 * loaded on first use: the embedded default never pays through Stripe, and loading it took ~0.3 s of a
 * start.
 */
export async function stripeClient(config: Config): Promise<Stripe> {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) throw new Error("stripeClient called in payment test mode (no STRIPE_SECRET_KEY)");
  let client = clients.get(config);
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    const { default: StripeSdk } = await import("stripe");
    client = new StripeSdk(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "Folienwerk" },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === "http:" ? 80 : 443),
        protocol: base.protocol === "http:" ? "http" : "https",
      }),
    });
    clients.set(config, client);
  }
  return client;
}
