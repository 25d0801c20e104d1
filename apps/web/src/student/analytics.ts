/**
 * The analytics data layer (SPEC §7 events: begin_checkout, purchase, checkout_cancel).
 *
 * Events are always collected locally in `window.dataLayer`. Nothing leaves the browser unless the
 * user has agreed in the consent banner: no tag manager or other third-party script is loaded before
 * that, and the consent state is pushed first (Consent-Mode style), so a tag manager added later
 * starts with "denied".
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type Consent = "granted" | "denied";
const CONSENT_KEY = "folienwerk-consent";
const listeners = new Set<(c: Consent | null) => void>();

function layer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function consentEntry(consent: Consent | null) {
  const state = consent === "granted" ? "granted" : "denied";
  return { analytics_storage: state, ad_storage: state, ad_user_data: state, ad_personalization: state };
}

/** Pushes the stored consent as the default once per page load (before any event). */
export function initConsent(): void {
  const dl = layer();
  if (dl.some((e) => (e as { event?: string })?.event === "consent_default")) return;
  dl.push({ event: "consent_default", consent: consentEntry(readConsent()) });
}

export function setConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Private mode without storage: the choice holds for this page load only.
  }
  layer().push({ event: "consent_update", consent: consentEntry(consent) });
  for (const fn of listeners) fn(consent);
}

export function onConsentChange(fn: (c: Consent | null) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Pushes an event. `eventCallback` is the tag manager's "tags have fired" hook: it only ever runs
 * when a tag manager is loaded (after consent); callers must not wait for it alone.
 */
export function pushEvent(event: string, data: Record<string, unknown>, eventCallback?: () => void): void {
  initConsent();
  const dl = layer();
  // GA4 convention: clear the previous ecommerce object before pushing a new one.
  if ("ecommerce" in data) dl.push({ ecommerce: null });
  dl.push({ event, ...data, ...(eventCallback ? { eventCallback, eventTimeout: 900 } : {}) });
}
