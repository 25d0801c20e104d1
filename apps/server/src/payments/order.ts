import { createHash } from "node:crypto";

/** German VAT included in the configured price (SPEC §9: prices in euros, VAT included). */
export const VAT_RATE = 0.19;
export const ITEM_ID = "folienwerk-praesentation";
export const ITEM_NAME = "Folienwerk Präsentation";

/** The VAT contained in a gross amount, in cents. */
export function includedVatCents(grossCents: number): number {
  return Math.round(grossCents - grossCents / (1 + VAT_RATE));
}

export const euros = (cents: number) => Math.round(cents) / 100;

/** "19,00 €" */
export function formatEuro(cents: number): string {
  return new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** SHA-256 (hex) of the trimmed, lower-cased e-mail address, as analytics tools expect it. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** "Anna Maria Beispiel" → first "Anna Maria", last "Beispiel"; a single word is the first name. */
export function splitName(name: string | null | undefined): {
  first_name: string | null;
  last_name: string | null;
} {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first_name: null, last_name: null };
  if (words.length === 1) return { first_name: words[0] ?? null, last_name: null };
  return { first_name: words.slice(0, -1).join(" "), last_name: words.at(-1) ?? null };
}
