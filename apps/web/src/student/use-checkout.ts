import type { CreatedSession, CreatePaymentSessionBody } from "@folienwerk/contracts";
import { useCallback, useRef, useState } from "react";
import { useAuth } from "../auth/AuthProvider.tsx";
import { usePublicConfig } from "../lib/public-config.ts";
import { toast } from "../lib/toast.ts";
import { pushEvent } from "./analytics.ts";
import { api } from "./api.ts";
import { CONSENT_MISSING, consentGiven, type WithdrawalConsentState } from "./withdrawal-consent.ts";

export const PAYMENT_FAILED = "Fehler beim Erstellen der Zahlungssitzung. Bitte versuche es erneut.";
export const BUY_SIGNED_OUT = "Du musst angemeldet sein, um zu kaufen.";
/** SPEC §9: the redirect waits for the tracking callback at most this long. */
export const REDIRECT_FALLBACK_MS = 900;

/**
 * 'Jetzt kaufen' (SPEC §4, §7): request a payment session, push begin_checkout, then go to the
 * checkout when the tracking callback fires or after 900 ms at the latest. Only with both AGB §9
 * statements ticked: the server refuses a checkout without them.
 */
export function useCheckout() {
  const { user } = useAuth();
  const { config } = usePublicConfig();
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);

  const buy = useCallback(
    async (presentationId: string, consent: WithdrawalConsentState) => {
      if (!user) {
        toast.error(BUY_SIGNED_OUT);
        return;
      }
      if (!consentGiven(consent)) {
        toast.error(CONSENT_MISSING);
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setPending(presentationId);
      const origin = window.location.origin;
      let target: string | undefined;
      try {
        const answer = await api<CreatedSession>("/payment/create-payment-session", {
          json: {
            presentationId,
            userId: user.id,
            successUrl: `${origin}/success?session_id={CHECKOUT_SESSION_ID}&presentation_id=${encodeURIComponent(presentationId)}`,
            cancelUrl: `${origin}/cancel?presentation_id=${encodeURIComponent(presentationId)}`,
            // Both ticked (checked above); the server checks them again.
            consentToEarlyStart: true,
            acknowledgeWithdrawalLapse: true,
          } satisfies CreatePaymentSessionBody,
        });
        target = answer.checkout_url || undefined;
      } catch {
        target = undefined;
      }
      if (!target) {
        toast.error(PAYMENT_FAILED);
        busy.current = false;
        setPending(null);
        return;
      }
      const price = (config?.priceCents ?? 1900) / 100;
      let gone = false;
      const go = () => {
        if (gone) return;
        gone = true;
        window.location.assign(target);
      };
      pushEvent(
        "begin_checkout",
        {
          ecommerce: {
            value: price,
            currency: "EUR",
            items: [
              {
                item_id: presentationId,
                item_name: "Präsentation",
                price,
                quantity: 1,
                item_category: "presentation",
              },
            ],
          },
        },
        go,
      );
      window.setTimeout(go, REDIRECT_FALLBACK_MS);
    },
    [user, config?.priceCents],
  );

  return { buy, pending };
}
