import { useLocation } from "react-router";
import { createStore, useStore } from "../../lib/store.ts";
import { ORDER_LABEL, ORDER_TARGET } from "./nav-links.ts";

/** The element a page's purchase offer carries as its id; the header's order link scrolls to it. */
export const PURCHASE_ANCHOR = "kaufen";

/** The presentation whose purchase the current page offers (the analysis page sets it), or null. */
export const offeredPurchase = createStore<string | null>(null);

/** Pages about the student's own presentations: a new upload from there would be a second order. */
const STUDENT_PAGE =
  /^\/(dashboard|analysis|analysis-started|downloads|success|cancel|continue-questionnaire|account-settings)(\/|$)/;

export interface OrderLink {
  to: string;
  /** Wide screens and the mobile menu. */
  label: string;
  /** The header button on narrow screens. */
  short: string;
}

/**
 * Where the header's order button leads: to the purchase the page offers, to the dashboard from a page
 * about the student's presentations, and to the upload form everywhere else.
 */
export function useOrderLink(): OrderLink {
  const { pathname } = useLocation();
  const offered = useStore(offeredPurchase);
  if (offered) return { to: `${pathname}#${PURCHASE_ANCHOR}`, label: "Jetzt kaufen", short: "Kaufen" };
  if (STUDENT_PAGE.test(pathname))
    return { to: "/dashboard", label: "Meine Präsentationen", short: "Übersicht" };
  return { to: ORDER_TARGET, label: ORDER_LABEL, short: "Bestellen" };
}
