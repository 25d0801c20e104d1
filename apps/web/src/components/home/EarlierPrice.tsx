import { formatEuro } from "../../lib/format.ts";
import { usePublicConfig } from "../../lib/public-config.ts";

/**
 * The earlier price crossed out ("statt 29 €" to screen readers) and the saving: nothing unless the
 * operator configured a real earlier price above the price (PRICE_ORIGINAL_CENTS, German price rules).
 */
export function useEarlierPrice(): { earlierCents: number; savingCents: number } | null {
  const { config } = usePublicConfig();
  const earlier = config?.priceOriginalCents ?? null;
  if (!config || earlier === null || earlier <= config.priceCents) return null;
  return { earlierCents: earlier, savingCents: earlier - config.priceCents };
}

export function EarlierPrice({ className }: { className: string }) {
  const earlier = useEarlierPrice();
  if (!earlier) return null;
  return (
    <span className={className}>
      <span className="sr-only">statt </span>
      <s data-testid="price-original">{formatEuro(earlier.earlierCents)}</s>
    </span>
  );
}
